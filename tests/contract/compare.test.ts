import { afterEach, describe, expect, it } from 'vitest';
import { Shopper, useRunningShop } from './shop-server.ts';
import { RE_ADD_COMPARE, RE_COMPARE_PANEL, ADD_TO_COMPARE_SEARCH } from '../../src/contracts/compare.ts';

const running = useRunningShop();
afterEach(() => running.shop.reset());

const AJAX = '/wp-admin/admin-ajax.php';

/** A shopper who has loaded /shop/ and knows the page's `comparechart.comparenonce`. */
async function shopperOnShop(): Promise<{ shopper: Shopper; security: string }> {
  const shopper = new Shopper(running.origin);
  const page = await shopper.page('/shop/');
  const vars = JSON.parse(/var comparechart = (\{.*\});/.exec(page)?.[1] ?? '{}') as { comparenonce: string };
  return { shopper, security: vars.comparenonce };
}

const toggle = (shopper: Shopper, security: string, compareID: string, perform: string) =>
  shopper.post(AJAX, { action: 're_add_compare', compareID, perform, security });
const panel = (shopper: Shopper, security: string) => shopper.post(AJAX, { action: 're_compare_panel', security });
const search = (shopper: Shopper, security: string, query: string, terms = '') =>
  shopper.post(AJAX, { action: 'add_to_compare_search', search_query: query, posttype: 'product', terms, taxonomy: 'product_cat', security });

describe('re_add_compare', () => {
  it('adds to every group of the product, answers the last as the theme does and all in groups, and removes from all', async () => {
    const { shopper, security } = await shopperOnShop();
    await toggle(shopper, security, '101', 'add');
    // The hoodie (jassen and t-shirts) is in the Shirts and the Jassen group.
    const added = await toggle(shopper, security, '108', 'add');
    expect([added.status, added.headers.get('content-type')]).toEqual([200, 'application/json; charset=UTF-8']);
    const body = (await added.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      pageid: 503,
      count: 1,
      comparing: '108',
      groups: [
        { pageid: 501, count: 2, comparing: '101,108' },
        { pageid: 503, count: 1, comparing: '108' },
      ],
    });
    expect(body.content).toMatch(/^<div class="re-compare-item compare-item-108" data-compareid="108">/);
    // The bundle reads it.
    expect(RE_ADD_COMPARE.read(JSON.stringify(body), { compareID: 108, perform: 'add', security })).toMatchObject({
      groups: [{ pageId: 501, ids: [101, 108] }, { pageId: 503, ids: [108] }],
    });
    // Adding again does not count twice.
    expect(await (await toggle(shopper, security, '108', 'add')).json()).toMatchObject({ groups: [{ count: 2, comparing: '101,108' }, { count: 1, comparing: '108' }] });
    expect(await (await toggle(shopper, security, '108', 'remove')).json()).toMatchObject({
      groups: [
        { pageid: 501, count: 1, comparing: '101' },
        { pageid: 503, count: 0, comparing: '' },
      ],
    });
  });

  it.each([
    ['a missing nonce', { compareID: '101', perform: 'add' }, 403, '-1'],
    ['a forged nonce', { compareID: '101', perform: 'add', security: '0123456789' }, 403, '-1'],
    ['a malformed id', { compareID: '10x', perform: 'add', security: 'page' }, 400, 'Ongeldige compareID: verwacht een positief geheel getal.'],
    ['an unknown perform', { compareID: '101', perform: 'toggle', security: 'page' }, 400, 'Ongeldige perform: verwacht add of remove.'],
    ['an unknown product', { compareID: '999', perform: 'add', security: 'page' }, 404, 'Geen product met compareID 999.'],
    ['a product outside every group', { compareID: '110', perform: 'add', security: 'page' }, 400, 'Zeeuwse kraplap hoort in geen vergelijkingsgroep.'],
  ])('refuses %s and changes nothing', async (_, fields: Record<string, string>, status, reason) => {
    const { shopper, security } = await shopperOnShop();
    // 'page': the page's own nonce.
    const form = { action: 're_add_compare', ...fields, ...(fields.security === 'page' ? { security } : {}) };
    const response = await shopper.post(AJAX, form);
    expect(response.status).toBe(status);
    expect((await response.text()).trim()).toBe(reason);
    expect(await (await panel(shopper, security)).json()).toMatchObject({ total_count: 0, pageids: [] });
  });

  it('changes nothing by GET', async () => {
    const { shopper, security } = await shopperOnShop();
    const response = await shopper.get(`${AJAX}?action=re_add_compare&compareID=101&perform=add&security=${security}`);
    expect(response.status).toBe(405);
    expect(await (await panel(shopper, security)).json()).toMatchObject({ total_count: 0 });
  });
});

describe('re_compare_panel', () => {
  it("answers every group's items, counts as numbers, PHP's [] for nothing compared, and the last group's ids as the theme does", async () => {
    const { shopper, security } = await shopperOnShop();
    expect(await (await panel(shopper, security)).json()).toEqual({ pageids: [], total_comparing_ids: [], content: [], count: [], comparing: [], total_count: 0, cssactive: '' });
    for (const id of ['108', '101', '116']) await toggle(shopper, security, id, 'add');
    const body = (await (await panel(shopper, security)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      pageids: [501, 502, 503],
      total_comparing_ids: ['108'],
      count: { 501: 2, 502: 1, 503: 1 },
      comparing: { 501: '108,101', 502: '116', 503: '108' },
      total_count: 3,
      cssactive: 'active',
    });
    expect(RE_COMPARE_PANEL.read(JSON.stringify(body), { security })).toMatchObject({ comparedIds: [108, 101, 116] });
  });

  it("keeps a guest's lists to their session and a customer's across sessions", async () => {
    const { shopper, security } = await shopperOnShop();
    await toggle(shopper, security, '101', 'add');
    const other = await shopperOnShop();
    expect(await (await panel(other.shopper, other.security)).json()).toMatchObject({ total_count: 0 });

    const customer = new Shopper(running.origin);
    await customer.logIn('klant', 'klant');
    const customerNonce = (JSON.parse(/var comparechart = (\{.*\});/.exec(await customer.page('/shop/'))?.[1] ?? '{}') as { comparenonce: string }).comparenonce;
    await toggle(customer, customerNonce, '102', 'add');
    const again = new Shopper(running.origin);
    await again.logIn('klant', 'klant');
    const againNonce = (JSON.parse(/var comparechart = (\{.*\});/.exec(await again.page('/shop/'))?.[1] ?? '{}') as { comparenonce: string }).comparenonce;
    expect(await (await panel(again, againNonce)).json()).toMatchObject({ comparing: { 501: '102' } });
  });
});

describe('add_to_compare_search', () => {
  it('answers up to 5 products of the given categories, each a compare button showing its state', async () => {
    const { shopper, security } = await shopperOnShop();
    await toggle(shopper, security, '103', 'add');
    const response = await search(shopper, security, 'overhemd', 'casual-shirts,t-shirts');
    expect(response.status).toBe(200);
    const html = ADD_TO_COMPARE_SEARCH.read(await response.text(), { search_query: 'overhemd', posttype: 'product', terms: '', taxonomy: 'product_cat', security });
    expect(html).toContain('<div class="re-aj-search-wrap-results">');
    expect(html).toContain('class="re-search-result-div wpsm-button-new-compare addcompare-id-103 comparing" data-addcompare-id="103" aria-pressed="true"');
    expect(html).toContain('addcompare-id-102 not-incompare');
    // Products of other categories stay out.
    expect(html).not.toContain('addcompare-id-116');
    const many = await (await search(shopper, security, 'e')).text();
    expect(many.match(/re-search-result-div/g)).toHaveLength(5);
    expect(await (await search(shopper, security, 'overhemd', 'broeken')).text()).toContain('Geen resultaten gevonden');
  });

  it('answers 0 to an empty query, as WordPress does, and escapes what it shows', async () => {
    const { shopper, security } = await shopperOnShop();
    expect(await (await search(shopper, security, '  ')).text()).toBe('0');
    const hostile = await (await search(shopper, security, '<img src=x onerror=alert(1)>')).text();
    expect(hostile).not.toContain('<img src=x');
  });
});

/** The compare button of product `id` in a page (its no-JavaScript form). */
function compareFormOf(page: string, id: number): string {
  const at = page.indexOf(`data-addcompare-id="${id}"`);
  if (at === -1) throw new Error(`no compare button for ${id}`);
  return page.slice(page.lastIndexOf('<form class="rh-compare-form"', at), page.indexOf('</form>', at) + 7);
}

describe('compare without JavaScript', () => {
  it('every card and product page of a grouped product has a compare button; others have none', async () => {
    const shopper = new Shopper(running.origin);
    const shop = await shopper.page('/shop/');
    expect(compareFormOf(shop, 101)).toContain('<button type="submit" class="wpsm-button wpsm-button-new-compare addcompare-id-101 not-incompare" data-addcompare-id="101" aria-pressed="false" aria-label="Vergelijken: “Linnen shirt”">');
    expect(shop).not.toContain('data-addcompare-id="110"');
    expect(compareFormOf(await shopper.page('/product/chino-broek-slim-fit/'), 116)).toContain('name="perform" value="add"');
    expect(shop).toContain('<a class="re-compare-icon-toggle" href="/compare/"><span class="rh-icon-compare" aria-hidden="true">⇄</span><span class="re-compare-notice">0</span>');
  });

  it('the button posts to /compare/ and comes back, with the product compared, a notice and the count', async () => {
    const { shopper, security } = await shopperOnShop();
    const added = await shopper.post('/compare/', { compareID: '108', perform: 'add', security, redirect_to: '/shop/?orderby=price' });
    expect([added.status, added.headers.get('location')]).toEqual([303, '/shop/?orderby=price']);
    const back = await shopper.follow(added);
    expect(back).toContain('“Hoodie met capuchon” staat in je vergelijking.');
    expect(back).toContain('<a href="/compare/shirts/?compareids=108" class="button wc-forward">Bekijk vergelijking</a>');
    expect(compareFormOf(back, 108)).toContain('wpsm-button-new-compare addcompare-id-108 comparing" data-addcompare-id="108" aria-pressed="true"');
    expect(compareFormOf(back, 108)).toContain('name="perform" value="remove"');
    expect(back).toContain('<span class="re-compare-notice">1</span>');
    expect(await (await panel(shopper, security)).json()).toMatchObject({ pageids: [501, 503], comparing: { 501: '108', 503: '108' } });
  });

  it('refuses a forged nonce with the expired-link page, and sends a hostile redirect_to home', async () => {
    const { shopper, security } = await shopperOnShop();
    const forged = await shopper.post('/compare/', { compareID: '101', perform: 'add', security: '0123456789' });
    expect(forged.status).toBe(403);
    expect(await (await panel(shopper, security)).json()).toMatchObject({ total_count: 0 });
    const hostile = await shopper.post('/compare/', { compareID: '101', perform: 'add', security, redirect_to: '/\t/evil.example/' });
    expect(hostile.headers.get('location')).toBe('/compare/');
  });

  it("charts a group's products by ?compareids=, leaves out products of other groups, and removes by a form back to the chart without it", async () => {
    const { shopper, security } = await shopperOnShop();
    const chart = await shopper.page('/compare/shirts/?compareids=101,116,103');
    expect(chart).toContain('<title>Linnen shirt VS Oxford overhemd – Modehuis Klederdracht</title>');
    expect(chart).toContain('<h1 class="page-title">Shirts vergelijken</h1>');
    expect(chart).not.toContain('Chino broek');
    expect(chart).toContain('<input type="hidden" name="redirect_to" value="/compare/shirts/?compareids=103"><button type="submit" class="re-compare-close-in-chart" data-compareid="101"');
    expect(chart).toContain('<tr><th scope="row">Maten</th><td>—</td><td>S, M, L, XL</td></tr>');

    await toggle(shopper, security, '101', 'add');
    await toggle(shopper, security, '103', 'add');
    // Without ?compareids= the chart is the shopper's own list.
    expect(await shopper.page('/compare/shirts/')).toContain('<caption class="screen-reader-text">Shirts: 2 producten naast elkaar</caption>');
    const removed = await shopper.post('/compare/', { compareID: '101', perform: 'remove', security, redirect_to: '/compare/shirts/?compareids=103' });
    expect(removed.headers.get('location')).toBe('/compare/shirts/?compareids=103');
    expect(await (await panel(shopper, security)).json()).toMatchObject({ comparing: { 501: '103' } });
    const overview = await shopper.page('/compare/');
    expect(overview).toContain('<li><a href="/compare/shirts/?compareids=103">Shirts</a> (1): Oxford overhemd</li>');
  });

  it.each([
    ['/compare/shirts/?compareids=1,2,<script>', 400],
    [`/compare/shirts/?compareids=${Array.from({ length: 21 }, (_, index) => index + 1).join(',')}`, 400],
    ['/compare/bestaat-niet/', 404],
  ])('answers %s with %i and a reason', async (pathname, status) => {
    const response = await new Shopper(running.origin).get(pathname);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toContain('<script>');
  });
});
