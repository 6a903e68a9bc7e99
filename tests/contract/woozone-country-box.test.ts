import { afterEach, describe, expect, it } from 'vitest';
import { readCountries } from '../../src/contracts/woozone-country-box.ts';
import { Shopper, useRunningShop, LONGEST_FIELD } from './shop-server.ts';

const running = useRunningShop();
afterEach(() => running.shop.reset());

const AJAX = '/wp-admin/admin-ajax.php';
const FLANNEL = '/product/geruit-flanellen-overhemd/';

const update = (shopper: Shopper, fields: Record<string, string>) => shopper.post(AJAX, { action: 'WooZone_frontend', sub_action: 'update_countries', ...fields });
const save = (shopper: Shopper, fields: Record<string, string>) => shopper.post(AJAX, { action: 'WooZone_frontend', sub_action: 'save_product_country', ...fields });

/** The text of the hidden JSON div `className` in `markup`, unescaped as a browser would read it. */
function hiddenJson(markup: string, className: string): string {
  const match = new RegExp(`<div class="${className}" hidden>([^<]*)</div>`).exec(markup);
  if (!match?.[1]) throw new Error(`no ${className}`);
  return match[1].replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

describe('update_countries', () => {
  it('answers the box with what Amazon says now, status valid', async () => {
    const response = await update(new Shopper(running.origin), { product_id: '102', asin: 'B07QXMNH1F', product_country: 'de' });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    const answer = (await response.json()) as { status: string; html: string };
    expect(answer.status).toBe('valid');
    expect(readCountries(hiddenJson(answer.html, 'WooZone-country-cached'))).toEqual([
      { domain: 'nl', name: 'Nederland', available: true },
      { domain: 'de', name: 'Duitsland', available: true },
      { domain: 'fr', name: 'Frankrijk', available: true },
      { domain: 'co.uk', name: 'Verenigd Koninkrijk', available: false },
      { domain: 'com', name: 'Verenigde Staten', available: false },
    ]);
    expect(answer.html).toContain('id="WooZone-cc-template"');
  });

  it('is invalid for a product that is not Amazon’s, an unknown product, a wrong ASIN or an unknown country', async () => {
    const shopper = new Shopper(running.origin);
    for (const fields of [
      { product_id: '101', asin: 'B07QXMNH1F', product_country: 'de' },
      { product_id: '999', asin: 'B07QXMNH1F', product_country: 'de' },
      { product_id: '102', asin: 'B000000000', product_country: 'de' },
      { product_id: '102', asin: 'B07QXMNH1F', product_country: 'jp' },
    ]) {
      const response = await update(shopper, fields);
      expect([response.status, await response.json()]).toEqual([200, { status: 'invalid', html: '' }]);
    }
  });

  it('refuses a GET, a missing field and a product id that is not a number, with a reason', async () => {
    const shopper = new Shopper(running.origin);
    const get = await shopper.get(`${AJAX}?action=WooZone_frontend&sub_action=update_countries&product_id=102&asin=B07QXMNH1F&product_country=de`);
    expect([get.status, get.headers.get('allow'), await get.text()]).toEqual([405, 'POST', 'WooZone_frontend accepteert alleen POST.\n']);
    const missing = await update(shopper, { product_id: '102', product_country: 'de' });
    expect([missing.status, await missing.text()]).toEqual([400, 'asin ontbreekt.\n']);
    const garbage = await update(shopper, { product_id: '10x', asin: 'B07QXMNH1F', product_country: 'de' });
    expect(garbage.status).toBe(400);
    const overlong = await update(shopper, { product_id: '102', asin: 'B'.repeat(LONGEST_FIELD + 1), product_country: 'de' });
    expect(overlong.status).toBe(400);
  });
});

describe('save_product_country', () => {
  it('keeps the shopper’s country for the session: the page shows it chosen, the cart’s small box too', async () => {
    const shopper = new Shopper(running.origin);
    expect(await (await save(shopper, { product_id: '102', product_country: 'fr' })).json()).toEqual({ status: 'valid', html: 'ok' });
    const page = await shopper.page(FLANNEL);
    expect(JSON.parse(hiddenJson(page, 'WooZone-product-data'))).toMatchObject({ prodid: 102, prodcountry: 'fr' });
    expect(page).toMatch(/value="fr" aria-label="Frankrijk" checked disabled/);
    expect(page).not.toMatch(/value="de" aria-label="Duitsland" checked/);
    // Another visitor still sees the product's own country.
    expect(await new Shopper(running.origin).page(FLANNEL)).toMatch(/value="de" aria-label="Duitsland" checked disabled/);

    await shopper.get('/shop/?add-to-cart=102');
    const cart = await shopper.page('/cart/');
    expect(cart).toMatch(/<span class="WooZone-country-check-small" data-prodid="102" data-asin="B07QXMNH1F" data-prodcountry="fr">/);
    expect(cart).toContain('Amazon Frankrijk:');
    // Frankrijk was never checked in the plugin's cache.
    expect(cart).toMatch(/class="WooZone-cc_status available-todo" title="nog niet gecontroleerd">nog niet gecontroleerd</);
    const fragments = (await (await shopper.wcAjax('get_refreshed_fragments')).json()) as { fragments: Record<string, string> };
    const miniCart = fragments.fragments['div.widget_shopping_cart_content'] ?? '';
    expect(miniCart).toContain('data-prodcountry="fr"');
    expect(JSON.parse(hiddenJson(miniCart, 'WooZone-cc-small-cached'))).toEqual([
      { cart_item_key: expect.any(String), product_country: 'fr', country_name: 'Frankrijk', country_status_css: 'available-todo', country_status_text: 'nog niet gecontroleerd' },
    ]);
  });

  it('is invalid for an unknown country or a product that is not Amazon’s, and keeps nothing', async () => {
    const shopper = new Shopper(running.origin);
    for (const fields of [
      { product_id: '102', product_country: 'jp' },
      { product_id: '102', product_country: '<b>' },
      { product_id: '101', product_country: 'fr' },
    ]) {
      expect(await (await save(shopper, fields)).json()).toEqual({ status: 'invalid', html: '' });
    }
    expect(await shopper.page(FLANNEL)).toMatch(/value="de" aria-label="Duitsland" checked/);
  });

  it('refuses a GET (a link must not change a choice), a missing field and a garbage id', async () => {
    const shopper = new Shopper(running.origin);
    const get = await shopper.get(`${AJAX}?action=WooZone_frontend&sub_action=save_product_country&product_id=102&product_country=fr`);
    expect(get.status).toBe(405);
    expect(await shopper.page(FLANNEL)).toMatch(/value="de" aria-label="Duitsland" checked/);
    expect((await save(shopper, { product_id: '102' })).status).toBe(400);
    expect((await save(shopper, { product_id: '-3', product_country: 'fr' })).status).toBe(400);
    expect((await save(shopper, { product_id: '102', product_country: 'x'.repeat(LONGEST_FIELD + 1) })).status).toBe(400);
  });
});

describe('the product pages', () => {
  it('print the box at its position with its data, template and rows, only for Amazon products; away from it on request', async () => {
    const shopper = new Shopper(running.origin);
    const page = await shopper.page('/product/gestreept-bretons-shirt/');
    // WooZone 9.0.3.2's attributes; first in the product (before_title_and_thumb), before the gallery.
    expect(page).toMatch(/<div id="product-107" class="[^"]*">\s*<ul class="WooZone-country-check" data-prodid="107" data-asin="B08R6T2KZC" data-prodcountry="fr" data-boxpos="before_title_and_thumb"/);
    expect(page).not.toContain('WooZone-product-data');
    // A later WooZone's JSON, for the product whose cache is old (do_update).
    expect(JSON.parse(hiddenJson(await shopper.page('/product/geruit-flanellen-overhemd/'), 'WooZone-product-data'))).toEqual({ prodid: 102, asin: 'B07QXMNH1F', prodcountry: 'de', boxpos: 'before_add_to_cart', do_update: true });
    // before_add_to_cart: in the summary, right before the form.
    expect(await shopper.page('/product/geruit-flanellen-overhemd/')).toMatch(/<\/ul>\s*<form class="cart"/);
    // Where the plugin prints it (after the summary), for QA to watch the island move it.
    const away = await shopper.page('/product/gestreept-bretons-shirt/?woozone-box=away');
    expect(away.indexOf('class="WooZone-country-check"')).toBeGreaterThan(away.indexOf('class="summary entry-summary"'));
    expect(away).toMatch(/<ul class="WooZone-country-check"[^>]* style="display: none;">/);
    expect(page).toContain('href="https://www.amazon.co.uk/dp/B08R6T2KZC/?tag=modehuisklederdracht-uk-21" target="_blank" rel="nofollow sponsored noopener"');
    expect(page).toContain('href="https://www.amazon.nl/dp/B08R6T2KZC/?tag=modehuisklederdracht-21"');
    expect(page).toContain('class="WooZone-cc_domain co-uk"');
    expect(await shopper.page('/product/linnen-shirt/')).not.toContain('WooZone-country-check');
  });
});
