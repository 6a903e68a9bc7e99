import { afterEach, describe, expect, it } from 'vitest';
import { Shopper, useRunningShop, LONGEST_FIELD } from './shop-server.ts';

const running = useRunningShop();
afterEach(() => running.shop.reset());

const AJAX = '/wp-admin/admin-ajax.php';
const FLANNEL_SYNC = { action: 'WooZone_frontend', sub_action: 'do_sync', asin: 'B07QXMNH1F', product_id: '102', product_type: 'simple' };

const reviews = (shopper: Shopper, prodid: string) => shopper.post(AJAX, { action: 'WooZone_frontend', sub_action: 'load_amazon_reviews', prodid });

describe('load_amazon_reviews', () => {
  it('answers the product’s reviews as HTML with status valid, every text escaped, the pictures on the shop’s own host', async () => {
    const answer = await reviews(new Shopper(running.origin), '102');
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    const body = (await answer.json()) as { status: string; html: string };
    expect(body.status).toBe('valid');
    for (const text of ['Marieke', 'Heerlijk warm', '14 september 2026', 'Na drie wasbeurten nog als nieuw.', '5 van 5 sterren', '3 van 5 sterren']) expect(body.html).toContain(text);
    const host = new URL(running.origin).host;
    expect(body.html).toContain(`src="//${host}/ssl-images-amazon/images/I/geruit-flanellen-overhemd._SL75_.svg"`);
    expect(body.html).not.toMatch(/<script|on\w+=/i);
    const picture = await new Shopper(running.origin).get('/ssl-images-amazon/images/I/geruit-flanellen-overhemd._SL75_.svg');
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=UTF-8']);
  });

  it.each([
    ['a product without Amazon reviews', '108'],
    ['a product of the shop’s own', '101'],
    ['an unknown product', '999999'],
  ])('answers status invalid for %s', async (_, prodid) => {
    const answer = await reviews(new Shopper(running.origin), prodid);
    expect([answer.status, await answer.json()]).toEqual([200, { status: 'invalid', html: '' }]);
  });

  it.each([
    ['a missing prodid', {}],
    ['a garbage prodid', { prodid: '<script>' }],
    ['a negative prodid', { prodid: '-3' }],
  ])('refuses %s with a 400 and a reason', async (_, fields) => {
    const answer = await new Shopper(running.origin).post(AJAX, { action: 'WooZone_frontend', sub_action: 'load_amazon_reviews', ...fields });
    expect([answer.status, await answer.text()]).toEqual([400, 'Ongeldige prodid: verwacht een positief geheel getal.\n']);
  });

  it('refuses an overlong field', async () => {
    const answer = await reviews(new Shopper(running.origin), '1'.repeat(LONGEST_FIELD + 1));
    expect(answer.status).toBe(400);
  });
});

describe('do_sync', () => {
  it('tells a changed product to refresh, with the banner’s countdown and answers; once per visitor', async () => {
    const shopper = new Shopper(running.origin);
    const first = await shopper.post(AJAX, FLANNEL_SYNC);
    const body = (await first.json()) as Record<string, string>;
    expect([first.status, body.status, body.do_refresh]).toEqual([200, 'valid', 'yes']);
    expect(body.html).toMatch(/<h3>[^<]*<span>15<\/span>[^<]*<\/h3>/);
    expect(body.html).toContain('class="button WooZone-syncfront-action-refresh-yes">Ja, vernieuw de pagina</button>');
    expect(body.html).toContain('class="button WooZone-syncfront-action-refresh-no">Nee</button>');
    expect(typeof body.html_aftersync).toBe('string');
    // The reloaded page shows the synced product: no second banner for this visitor, but for another.
    expect(await (await shopper.post(AJAX, FLANNEL_SYNC)).json()).toEqual({ status: 'valid', html: '', do_refresh: 'no', html_aftersync: '' });
    expect(((await (await new Shopper(running.origin).post(AJAX, FLANNEL_SYNC)).json()) as { do_refresh: string }).do_refresh).toBe('yes');
  });

  it('answers do_refresh no for an Amazon product that did not change, invalid for one WooZone does not know', async () => {
    const shopper = new Shopper(running.origin);
    expect(await (await shopper.post(AJAX, { ...FLANNEL_SYNC, asin: 'B08R6T2KZC', product_id: '107' })).json()).toEqual({ status: 'valid', html: '', do_refresh: 'no', html_aftersync: '' });
    expect(await (await shopper.post(AJAX, { ...FLANNEL_SYNC, product_id: '101' })).json()).toMatchObject({ status: 'invalid', do_refresh: 'no' });
    expect(await (await shopper.post(AJAX, { ...FLANNEL_SYNC, asin: 'B08R6T2KZC' })).json()).toMatchObject({ status: 'invalid', do_refresh: 'no' });
  });

  it('is POST only', async () => {
    const answer = await new Shopper(running.origin).get(`${AJAX}?${new URLSearchParams(FLANNEL_SYNC)}`);
    expect([answer.status, answer.headers.get('allow'), await answer.text()]).toEqual([405, 'POST', 'WooZone_frontend accepteert alleen POST.\n']);
  });

  it.each([
    ['a missing product_id', { product_id: '' }, 'Ongeldige product_id: verwacht een positief geheel getal.'],
    ['a garbage product_id', { product_id: '10x' }, 'Ongeldige product_id: verwacht een positief geheel getal.'],
    ['a missing asin', { asin: '' }, 'Ongeldige asin: verwacht 10 hoofdletters of cijfers.'],
    ['a garbage asin', { asin: '"><img src=x>' }, 'Ongeldige asin: verwacht 10 hoofdletters of cijfers.'],
    ['a missing product_type', { product_type: '' }, 'Ongeldig product_type: verwacht een producttype als simple of variable.'],
    ['a garbage product_type', { product_type: 'Simple Product!' }, 'Ongeldig product_type: verwacht een producttype als simple of variable.'],
  ])('refuses %s with a 400 and a reason', async (_, fields, reason) => {
    const answer = await new Shopper(running.origin).post(AJAX, { ...FLANNEL_SYNC, ...fields });
    expect([answer.status, await answer.text()]).toEqual([400, `${reason}\n`]);
  });

  it('refuses an overlong field', async () => {
    const answer = await new Shopper(running.origin).post(AJAX, { ...FLANNEL_SYNC, asin: 'B'.repeat(LONGEST_FIELD + 1) });
    expect([answer.status, await answer.text()]).toEqual([400, 'Veld asin is te lang (hoogstens 8.192 tekens).\n']);
  });
});

describe('the product page’s WooZone markup', () => {
  it('prints the reviews tab with its fallback and the sync wrapper with its params; QA switches shorten the countdown and ask for the debug texts', async () => {
    const page = await new Shopper(running.origin).page('/product/geruit-flanellen-overhemd/?sync-refresh-in=2&sync-debug=1');
    expect(page).toContain('<a href="#tab-amazon_reviews" role="tab" aria-controls="tab-amazon_reviews">Amazon-recensies</a>');
    expect(page).toContain('<div id="amzaff-amazon-review-tab" data-prodid="102">');
    expect(page).toContain('href="https://www.amazon.de/dp/B07QXMNH1F/?tag=modehuisklederdracht-de-21#customerReviews"');
    const params = /<div class="WooZone-syncfront-params" hidden>([^<]*)<\/div>/.exec(page)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(params ?? '')).toEqual({ do_ajax: 'yes', do_msg: 'yes', asin: 'B07QXMNH1F', product_id: 102, product_type: 'simple', refresh_in: 2 });
  });

  it('has neither on a product of the shop’s own, and no reviews tab where Amazon has no reviews', async () => {
    const own = await new Shopper(running.origin).page('/product/linnen-shirt/');
    expect([own.includes('amzaff-amazon-review-tab'), own.includes('WooZone-syncfront-wrapper')]).toEqual([false, false]);
    const noReviews = await new Shopper(running.origin).page('/product/hoodie-met-capuchon/');
    expect([noReviews.includes('amzaff-amazon-review-tab'), noReviews.includes('WooZone-syncfront-wrapper')]).toEqual([false, true]);
  });
});
