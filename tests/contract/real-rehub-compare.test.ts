/** The demo's compare calls and the compare page's search held to Rehub's (fixtures/real-rehub/ 25–36), in the captures' order. */
import { beforeAll, describe, expect, it } from 'vitest';
import { RE_ADD_COMPARE, RE_COMPARE_PANEL } from '../../src/contracts/compare.ts';
import { dataAttributes, printedString } from '../../scripts/real-shop/page-globals.ts';
import { differsAs, holdsTo } from './real-rehub.ts';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
const AJAX = '/wp-admin/admin-ajax.php';
/** The captures' products in the demo: a shirt (group Shirts, page 501), trousers (Broeken, 502), one in no group. */
const SHIRT = 101;
const TROUSERS = 116;
const NO_GROUP = 110;
const PANEL_MAPS = ['content', 'count', 'comparing'];

let guest: Shopper;
let security: string;

const panel = (nonce = security) => guest.post(AJAX, { action: 're_compare_panel', security: nonce });
const toggle = (id: number, perform: string, nonce = security) => guest.post(AJAX, { action: 're_add_compare', compareID: String(id), perform, security: nonce });
const toggled = (body: string, id: number, perform: 'add' | 'remove') => RE_ADD_COMPARE.read(body, { compareID: id, perform, security });

beforeAll(async () => {
  guest = new Shopper(running.origin);
  security = printedString(await guest.page('/shop/'), 'comparechart', 'comparenonce');
});

describe('the compare panel and buttons', () => {
  it("25 the panel with nothing compared: PHP's empty arrays, which the bundle reads as no groups", async () => {
    const body = await holdsTo(await panel(), '25-re_compare_panel_empty', { maps: PANEL_MAPS });
    expect(RE_COMPARE_PANEL.read(body, { security })).toEqual({ groups: [], comparedIds: [] });
  });

  it('26 adds a product: its group, count and bar item', async () => {
    const body = await holdsTo(await toggle(SHIRT, 'add'), '26-re_add_compare', { extraKeys: ['groups'], additions: ['compare-groups'] });
    expect(JSON.parse(body)).toMatchObject({ pageid: 501, count: 1, comparing: String(SHIRT) });
    expect(toggled(body, SHIRT, 'add')?.groups).toEqual([{ pageId: 501, ids: [SHIRT] }]);
  });

  it("27 adds one of another group", async () => {
    const body = await holdsTo(await toggle(TROUSERS, 'add'), '27-re_add_compare_other_group', { extraKeys: ['groups'], additions: ['compare-groups'] });
    expect(JSON.parse(body)).toMatchObject({ pageid: 502, count: 1 });
  });

  it('28 the panel with both groups', async () => {
    const body = await holdsTo(await panel(), '28-re_compare_panel', { maps: PANEL_MAPS });
    expect(RE_COMPARE_PANEL.read(body, { security })?.comparedIds).toEqual([SHIRT, TROUSERS]);
  });

  it('29 removes the first: its group empty', async () => {
    const body = await holdsTo(await toggle(SHIRT, 'remove'), '29-re_add_compare_remove', { extraKeys: ['groups'], additions: ['compare-groups'] });
    expect(JSON.parse(body)).toMatchObject({ pageid: 501, count: 0, comparing: '' });
  });

  it('30 a product in no group is a 400 with the reason', async () => {
    await differsAs(await toggle(NO_GROUP, 'add'), '30-re_add_compare_no_group', 'bad-fields-refused', { status: 400, mediaType: 'text/plain' });
  });

  it('31 re_add_compare with a bad nonce: -1', async () => {
    await holdsTo(await toggle(TROUSERS, 'remove', '0123456789'), '31-re_add_compare_bad_nonce');
  });

  it('32 re_compare_panel with a bad nonce: -1', async () => {
    await holdsTo(await panel('0123456789'), '32-re_compare_panel_bad_nonce');
  });
});

describe("the compare page's search", () => {
  let search: (query: string, nonce?: string) => Promise<Response>;

  beforeAll(async () => {
    const page = await guest.page('/compare/shirts/');
    const data = dataAttributes(page, 'compare_search_data');
    const nonce = printedString(page, 'comparechart', 'comparenonce');
    search = (query, sent = nonce) =>
      guest.post(AJAX, { action: 'add_to_compare_search', search_query: query, posttype: data.posttype ?? '', terms: data.terms ?? '', taxonomy: data.taxonomy ?? '', security: sent });
  });

  it('33 finds products, each with its compare button', async () => {
    const body = await holdsTo(await search('shirt'), '33-add_to_compare_search');
    expect((JSON.parse(body) as { compare_html: string }).compare_html).toContain('re-search-result-div wpsm-button-new-compare');
  });

  it('34 finds nothing: the no-result box', async () => {
    const body = await holdsTo(await search('xyzzy'), '34-add_to_compare_search_no_results');
    expect((JSON.parse(body) as { compare_html: string }).compare_html).toContain('no-result');
  });

  it('35 an empty query: 0', async () => {
    await holdsTo(await search(''), '35-add_to_compare_search_empty_query');
  });

  it('36 a bad nonce: -1', async () => {
    await holdsTo(await search('shirt', '0123456789'), '36-add_to_compare_search_bad_nonce');
  });
});
