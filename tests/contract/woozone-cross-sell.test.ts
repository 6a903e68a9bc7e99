import { describe, expect, it } from 'vitest';
import { Shopper, startShop, useRunningShop, LONGEST_FIELD } from './shop-server.ts';
import { LOAD_CROSS_SELL } from '../../src/contracts/woozone.ts';

const running = useRunningShop();

const AJAX = '/wp-admin/admin-ajax.php';
const PRODUCT = '/product/geruit-flanellen-overhemd/';
const load = (asin: string) => ({ action: 'WooZone_frontend', sub_action: 'load_cross_sell', asin });
const emptyCache = (asin: string) => ({ action: 'WooZone_frontend', sub_action: 'cross_sell_empty_cache', asin });

/** The page's WooCommerce notices (successes, errors, infos, as WooCommerce orders them), as text without their links. */
const noticesOf = (page: string) =>
  [...page.matchAll(/<div class="woocommerce-(?:message|info)"[^>]*>(.*?)<\/div>|<ul class="woocommerce-error"[^>]*>(.*?)<\/ul>/g)]
    .flatMap((match) => (match[1] !== undefined ? [match[1]] : [...(match[2] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((item) => item[1] ?? '')))
    .map((text) => text.replace(/<a [^>]*>[^<]*<\/a>/g, '').trim());

describe('the product page’s "Frequently Bought Together" placeholder', () => {
  it('is printed empty for a product with Amazon items, with room for its rows and a list of links without JavaScript', async () => {
    const page = await new Shopper(running.origin).page(PRODUCT);
    expect(page).toContain('<div class="main-cross-sell" data-asin="B07QXMNH1F" style="--cross-sell-rows:3"><noscript>');
    expect(page).toContain('<a href="https://www.amazon.de/dp/B07ZK4Q1TR/?tag=modehuisklederdracht-de-21" target="_blank" rel="nofollow sponsored noopener">Leren riem met messing gesp</a> (Amazon.de, €\u00a019,95)');
    expect(page).not.toContain('WooZone-cross-sell-debug');
  });

  it('is not printed for a product without items, nor for the shop’s own products', async () => {
    for (const path of ['/product/hoodie-met-capuchon/', '/product/linnen-shirt/']) expect(await new Shopper(running.origin).page(path)).not.toContain('main-cross-sell');
  });

  it('has WooZone’s debug div only with the QA switch, as the plugin prints it, with a button that is no form’s', async () => {
    const page = await new Shopper(running.origin).page(`${PRODUCT}?woozone-debug=1`);
    expect(page).toContain('<div id="WooZone-cross-sell-debug" class="WooZone-cross-sell-debug" data-asin="B07QXMNH1F"><button type="button" class="button">Cross-sell-cache legen</button></div>');
    expect(page).not.toContain('<form id="WooZone-cross-sell-debug"');
  });

  it('draws the Amazon items’ thumbs itself, and serves no picture for another name', async () => {
    const shopper = new Shopper(running.origin);
    const thumb = await shopper.get('/wp-content/uploads/woozone/B07ZK4Q1TR.svg');
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=UTF-8']);
    expect(await thumb.text()).toContain('<title>Leren riem met messing gesp</title>');
    for (const name of ['B000000000.svg', 'b07zk4q1tr.svg', 'B07ZK4Q1TR.png', '..%2Fetc.svg']) expect((await shopper.get(`/wp-content/uploads/woozone/${name}`)).status).toBe(404);
  });
});

describe('load_cross_sell', () => {
  it('answers the box: the product first, then the Amazon items, every picture from the shop, the total in the shop’s format', async () => {
    const response = await new Shopper(running.origin).post(AJAX, load('B07QXMNH1F'));
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    const body = await response.text();
    const wire = JSON.parse(body) as { status: string; html: string; debug: unknown };
    expect([wire.status, typeof wire.debug]).toEqual(['valid', 'string']);
    const answer = LOAD_CROSS_SELL.read(body, { asin: 'B07QXMNH1F' });
    expect(answer?.status).toBe('valid');
    const html = answer?.status === 'valid' ? answer.html : '';
    expect(html).toContain('<span class="cross-sell-price-sep" data-price_dec_sep="," hidden></span>');
    expect(html).toContain('<h2>Vaak samen gekocht</h2>');
    expect(html).toContain('<span id="cross-sell-buying-price" class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>&nbsp;72,40</bdi></span></span>');
    expect(html).toContain('<a href="/" id="cross-sell-add-to-cart" class="button">Selectie in winkelwagen</a>');
    expect([...html.matchAll(/<input type="checkbox" checked id="cross-sell-item-(\w+)" value="(\w+)">/g)].map((match) => match[2])).toEqual(['B07QXMNH1F', 'B07ZK4Q1TR', 'B08CJX7M2N']);
    expect(html).toContain('<label class="cross-sell-product-title" for="cross-sell-item-B07QXMNH1F"><strong>Dit artikel:</strong> Geruit flanellen overhemd</label><div class="cross-sell-item-price" data-item_price="39.95">');
    expect([...html.matchAll(/data-item_price="([\d.]+)"/g)].map((match) => match[1])).toEqual(['39.95', '19.95', '12.50']);
    expect(html).toContain('<a href="https://www.amazon.de/dp/B08CJX7M2N/?tag=modehuisklederdracht-de-21" target="_blank" rel="nofollow sponsored noopener"><img class="cross-sell-thumb" id="cross-sell-thumb-B08CJX7M2N"');
    // Nothing is fetched from any host but the shop's: every src is the shop's own path; Amazon is only linked.
    expect([...html.matchAll(/src="([^"]*)"/g)].map((match) => match[1])).toEqual([
      '/wp-content/uploads/geruit-flanellen-overhemd-100x100.svg',
      '/wp-content/uploads/woozone/B07ZK4Q1TR.svg',
      '/wp-content/uploads/woozone/B08CJX7M2N.svg',
    ]);
    expect(html).not.toMatch(/<(script|link|style)\b/);
  });

  it('answers invalid for an ASIN the shop did not import, and valid without a box for a product without items', async () => {
    const shopper = new Shopper(running.origin);
    expect(await (await shopper.post(AJAX, load('B000000000'))).json()).toMatchObject({ status: 'invalid', html: '' });
    expect(await (await shopper.post(AJAX, load('B09KTV3W8L'))).json()).toMatchObject({ status: 'valid', html: '' });
    expect(LOAD_CROSS_SELL.read(await (await shopper.post(AJAX, load('B000000000'))).text(), { asin: 'B000000000' })).toEqual({ status: 'invalid' });
  });

  it('refuses a missing, malformed or overlong asin with a 400 and its reason', async () => {
    const shopper = new Shopper(running.origin);
    const missing = await shopper.post(AJAX, { action: 'WooZone_frontend', sub_action: 'load_cross_sell' });
    expect([missing.status, (await missing.text()).trim()]).toEqual([400, 'asin ontbreekt.']);
    for (const asin of ['b07qxmnh1f', 'B07QXMNH1', '<img src=x>', 'B07QXMNH1F,B07ZK4Q1TR']) {
      const response = await shopper.post(AJAX, load(asin));
      expect([response.status, (await response.text()).trim()]).toEqual([400, 'Ongeldige asin: tien hoofdletters en cijfers.']);
    }
    expect((await shopper.post(AJAX, load('B'.repeat(5000)))).status).toBe(400);
  });
});

describe('cross_sell_empty_cache', () => {
  it('answers a status to a POST, and refuses a GET, a missing asin and a malformed one', async () => {
    const shopper = new Shopper(running.origin);
    const posted = await shopper.post(AJAX, emptyCache('B07QXMNH1F'));
    expect([posted.status, await posted.json()]).toEqual([200, { status: 'valid', html: '' }]);
    const get = await shopper.get(`${AJAX}?${new URLSearchParams(emptyCache('B07QXMNH1F'))}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await shopper.post(AJAX, { action: 'WooZone_frontend', sub_action: 'cross_sell_empty_cache' })).status).toBe(400);
    expect((await shopper.post(AJAX, emptyCache('x'))).status).toBe(400);
  });
});

describe('the amz_cross_sell landing', () => {
  it('puts the shop’s own product in the cart, says which items only Amazon sells, and goes to the cart', async () => {
    const shopper = new Shopper(running.origin);
    const landing = await shopper.get('/?amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR,B08CJX7M2N');
    expect([landing.status, landing.headers.get('location')]).toEqual([303, '/cart/']);
    const cart = await shopper.follow(landing);
    expect(noticesOf(cart)).toEqual([
      '“Geruit flanellen overhemd” is toegevoegd aan je winkelwagen.',
      '“Leren riem met messing gesp” en “Wollen sokken, 3 paar” zijn alleen bij Amazon te koop en zijn daarom niet aan je winkelwagen toegevoegd.',
    ]);
    expect(cart).toMatch(/<td class="product-name"[^>]*><a href="\/product\/geruit-flanellen-overhemd\/">Geruit flanellen overhemd<\/a>/);
  });

  it('works on any page the button’s link may name, and says when only Amazon items were chosen', async () => {
    const shopper = new Shopper(running.origin);
    const landing = await shopper.get('/cart/?amz_cross_sell=yes&asins=B0BQ2RJ8VZ');
    expect(landing.headers.get('location')).toBe('/cart/');
    const cart = await shopper.follow(landing);
    expect(noticesOf(cart)).toEqual(['“Strohoed met lint” is alleen bij Amazon te koop en is daarom niet aan je winkelwagen toegevoegd.']);
    expect(cart).toContain('Je winkelwagen is momenteel leeg.');
  });

  it.each([
    ['an empty list', ''],
    ['lower case', 'b07qxmnh1f'],
    ['markup', '<script>alert(1)</script>'],
    ['too many', Array.from({ length: 11 }, (_, index) => `B00000000${index % 10}`.slice(0, 9) + String.fromCharCode(65 + index)).join(',')],
  ])('tells the shopper the link is wrong for %s, never printing it, and adds nothing', async (_, asins) => {
    const shopper = new Shopper(running.origin);
    const landing = await shopper.get(`/?amz_cross_sell=yes&asins=${encodeURIComponent(asins)}`);
    expect([landing.status, landing.headers.get('location')]).toEqual([303, '/cart/']);
    const cart = await shopper.follow(landing);
    expect(noticesOf(cart)).toEqual(['Deze link naar de winkelwagen klopt niet: hij moet 1 tot 10 Amazon-artikelnummers (ASIN’s) noemen, gescheiden door komma’s.']);
    expect(cart).not.toContain('<script>alert(1)');
    expect(cart).toContain('Je winkelwagen is momenteel leeg.');
  });

  it('skips a well-formed ASIN nobody sells, and leaves other values of amz_cross_sell alone', async () => {
    const shopper = new Shopper(running.origin);
    const cart = await shopper.follow(await shopper.get('/?amz_cross_sell=yes&asins=B000000000'));
    expect(noticesOf(cart)).toEqual(['Onbekend artikelnummer, overgeslagen: B000000000.']);
    expect((await shopper.get('/?amz_cross_sell=no&asins=B07QXMNH1F')).status).toBe(200);
    expect((await shopper.get(`/?amz_cross_sell=yes&asins=${'B'.repeat(LONGEST_FIELD + 1)}`)).status).toBe(400);
  });
});

describe('faults for one WooZone sub-action', () => {
  it('fail load_cross_sell alone by `admin-ajax:WooZone_frontend:load_cross_sell`; the action’s name still fails them all', async () => {
    const faulty = await startShop({ faults: [{ target: 'admin-ajax:WooZone_frontend:load_cross_sell', status: 500 }] });
    const everyOne = await startShop({ faults: [{ target: 'admin-ajax:WooZone_frontend', status: 500 }] });
    try {
      const shopper = new Shopper(faulty.origin);
      expect([(await shopper.post(AJAX, load('B07QXMNH1F'))).status, (await shopper.post(AJAX, emptyCache('B07QXMNH1F'))).status]).toEqual([500, 200]);
      const other = new Shopper(everyOne.origin);
      expect([(await other.post(AJAX, load('B07QXMNH1F'))).status, (await other.post(AJAX, emptyCache('B07QXMNH1F'))).status]).toEqual([500, 500]);
    } finally {
      await faulty.close();
      await everyOne.close();
    }
  });
});
