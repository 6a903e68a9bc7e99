/**
 * The header's live search and slide-in cart of the demo held to Rehub's (fixtures/real-rehub/ 37–44),
 * in the captures' order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REHUB_AJAX_SEARCH } from '../../src/contracts/search.ts';
import { readCartFragments } from '../../src/contracts/wc-ajax.ts';
import { parseJson } from '../../src/contracts/read.ts';
import { printedString } from '../../scripts/real-shop/page-globals.ts';
import { differsAs, holdsTo } from './real-rehub.ts';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
const AJAX = '/wp-admin/admin-ajax.php';

describe('the live search', () => {
  let guest: Shopper;
  let security: string;
  const search = (query: string, catid = '', nonce = security) => guest.post(AJAX, { action: 'rehub_ajax_search', re_string: query, posttypesearch: 'product', catid, security: nonce });
  const read = (body: string, query: string) => REHUB_AJAX_SEARCH.read(body, { re_string: query, posttypesearch: 'product', catid: '', security });

  beforeAll(async () => {
    guest = new Shopper(running.origin);
    security = printedString(await guest.page('/shop/'), 'rhscriptvars', 'searchnonce');
  });

  it('37 finds products, with the query it answered', async () => {
    const answer = read(await holdsTo(await search('shirt'), '37-rehub_ajax_search'), 'shirt');
    expect(answer).toMatchObject({ query: 'shirt', total: expect.any(Number) });
    expect(answer?.total).toBeGreaterThan(0);
  });

  it("38 finds products in the category slug", async () => {
    expect(read(await holdsTo(await search('broek', 'broeken'), '38-rehub_ajax_search_category'), 'broek')?.total).toBeGreaterThan(0);
  });

  it('39 finds nothing: total 0', async () => {
    expect(read(await holdsTo(await search('xyzzy'), '39-rehub_ajax_search_no_results'), 'xyzzy')).toMatchObject({ total: 0, query: 'xyzzy' });
  });

  it('40 a bad nonce: -1', async () => {
    await holdsTo(await search('shirt', '', '0123456789'), '40-rehub_ajax_search_bad_nonce');
  });
});

describe("the slide-in cart's quantity", () => {
  let shopper: Shopper;
  let key: string;
  let security: string;
  const update = (fields: Record<string, string>) => shopper.get(`${AJAX}?${new URLSearchParams({ action: 'rh_update_sidebar_cart_item', ...fields })}`);
  /** The line's quantity as the demo's mini-cart shows it. */
  const quantityIn = (body: string) => {
    const fragments = readCartFragments(parseJson(body))?.fragments ?? {};
    return /class="quantity">(\d+) &times;/.exec(fragments['div.widget_shopping_cart_content'] ?? '')?.[1];
  };

  beforeAll(async () => {
    shopper = new Shopper(running.origin);
    const added = await (await shopper.wcAjax('add_to_cart', { product_id: '101', quantity: '1' })).text();
    key = /data-cart_item_key=\\"([0-9a-f]{32})\\"/.exec(added)?.[1] ?? '';
    // The theme nonce of a page made for this shopper's cart session.
    security = printedString(await shopper.page('/shop/'), 'rhscriptvars', 'nonce');
  });

  it('41 sets the quantity: the fragments with it', async () => {
    const body = await holdsTo(await update({ item_id: key, qty: '3', security }), '41-rh_update_sidebar_cart_item', { maps: ['fragments'] });
    expect(quantityIn(body)).toBe('3');
  });

  it('42 a bad nonce is refused, and the cart stays', async () => {
    await differsAs(await update({ item_id: key, qty: '2', security: '0123456789' }), '42-rh_update_sidebar_cart_item_bad_nonce', 'cart-quantity-needs-a-nonce', { status: 403, mediaType: 'text/html' });
    expect(quantityIn(await (await shopper.wcAjax('get_refreshed_fragments')).text())).toBe('3');
  });

  it('43 no item_id is a 400 with the reason', async () => {
    await differsAs(await update({ qty: '5', security }), '43-rh_update_sidebar_cart_item_no_item', 'bad-fields-refused', { status: 400, mediaType: 'text/plain' });
  });

  it('44 quantity 0 removes the line: the empty cart', async () => {
    const body = await holdsTo(await update({ item_id: key, qty: '0', security }), '44-rh_update_sidebar_cart_item_remove', { maps: ['fragments'] });
    expect(readCartFragments(parseJson(body))?.cart_hash).toBe('');
  });
});
