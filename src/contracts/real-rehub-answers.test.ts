/**
 * The contracts' readers on the real shop's own answers (fixtures/real-rehub/): what the islands make of
 * each captured body, so an island that needed one of the demo's additions would show here.
 */
import { describe, expect, it } from 'vitest';
import { rehubCapture } from '../../tests/contract/real-rehub.ts';
import { readPopupAnswer } from './account.ts';
import { ADD_TO_COMPARE_SEARCH, RE_ADD_COMPARE, RE_COMPARE_PANEL } from './compare.ts';
import { REHUB_AJAX_SEARCH } from './search.ts';
import { UPDATE_SIDEBAR_CART_ITEM } from './theme-cart.ts';
import { REFRESH_WISHES, RH_WISHLIST } from './wishlist.ts';
import { CROSS_SELL_EMPTY_CACHE, DO_SYNC, LOAD_AMAZON_REVIEWS, LOAD_CROSS_SELL, SAVE_PRODUCT_COUNTRY, UPDATE_COUNTRIES } from './woozone.ts';

const body = (name: string) => rehubCapture(name).body;
const security = 'abc';

describe('the real answers, as the islands read them', () => {
  it("rhwishlist: the theme's empty body confirms, its Nope! refuses", () => {
    const fields = { wishnonce: security, wish_count: 'add', post_id: 13 } as const;
    expect(['01-rhwishlist_add', '03-rhwishlist_remove', '09-rhwishlist_add_customer', '13-rhwishlist_remove_customer'].map((name) => RH_WISHLIST.read(body(name), fields))).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    expect(RH_WISHLIST.read(body('05-rhwishlist_bad_nonce'), fields)).toBe('refused');
  });

  it("refreshwishes: rehub-framework's list without nonces; admin-ajax's 0 is none", () => {
    expect(REFRESH_WISHES.read(body('02-refreshwishes'), { userid: '0' })).toEqual({ ids: [13], counter: 1, nonce: undefined, compareNonce: undefined, themeNonce: undefined });
    expect(REFRESH_WISHES.read(body('04-refreshwishes_empty'), { userid: '0' })).toMatchObject({ ids: [], counter: 0 });
    expect(REFRESH_WISHES.read(body('08-refreshwishes_admin_ajax'), { userid: '0' })).toBeNull();
  });

  it('the popups: every JSON answer, a registration without a redirect included', () => {
    for (const name of ['14-login_popup_wrong_password', '15-login_popup_empty_fields', '16-login_popup_bad_nonce', '20-register_popup_password_mismatch', '21-register_popup_existing_user', '22-register_popup_bad_nonce']) {
      expect(readPopupAnswer(body(name))?.error, name).toBe(true);
    }
    expect(readPopupAnswer(body('17-login_popup'))).toMatchObject({ error: false, redirecturl: '' });
    expect(readPopupAnswer(body('23-register_popup'))).toMatchObject({ error: false, redirecturl: undefined });
    expect(readPopupAnswer(body('18-login_popup_signed_in'))).toBeNull();
  });

  it("the compare panel, empty and with two groups, and re_add_compare's one group", () => {
    expect(RE_COMPARE_PANEL.read(body('25-re_compare_panel_empty'), { security })).toEqual({ groups: [], comparedIds: [] });
    expect(RE_COMPARE_PANEL.read(body('28-re_compare_panel'), { security })?.groups.map(({ pageId, ids }) => ({ pageId, ids }))).toEqual([
      { pageId: 26, ids: [13] },
      { pageId: 27, ids: [17] },
    ]);
    expect(RE_ADD_COMPARE.read(body('26-re_add_compare'), { compareID: 13, perform: 'add', security })?.groups).toEqual([{ pageId: 26, ids: [13] }]);
    expect(RE_ADD_COMPARE.read(body('29-re_add_compare_remove'), { compareID: 13, perform: 'remove', security })?.groups).toEqual([{ pageId: 26, ids: [] }]);
    expect(RE_ADD_COMPARE.read(body('30-re_add_compare_no_group'), { compareID: 33, perform: 'add', security })).toBeNull();
  });

  it('the searches', () => {
    const compareFields = { search_query: 'shirt', posttype: 'product', terms: '0', taxonomy: 'product_cat', security };
    expect(ADD_TO_COMPARE_SEARCH.read(body('33-add_to_compare_search'), compareFields)).toContain('data-addcompare-id="13"');
    expect(ADD_TO_COMPARE_SEARCH.read(body('34-add_to_compare_search_no_results'), compareFields)).toContain('no-result');
    const liveFields = { re_string: 'shirt', posttypesearch: 'product', catid: '', security };
    expect(REHUB_AJAX_SEARCH.read(body('37-rehub_ajax_search'), liveFields)).toMatchObject({ total: 3, query: 'shirt' });
    expect(REHUB_AJAX_SEARCH.read(body('39-rehub_ajax_search_no_results'), liveFields)).toMatchObject({ total: 0, query: 'xyzzy' });
  });

  it("the slide-in cart's quantity: WooCommerce's fragments", () => {
    const fields = { item_id: 'c51ce410c124a10e0db5e4b97fc2af39', qty: '3', security };
    expect(Object.keys(UPDATE_SIDEBAR_CART_ITEM.read(body('41-rh_update_sidebar_cart_item'), fields)?.fragments ?? {})).toContain('div.widget_shopping_cart_content');
    expect(UPDATE_SIDEBAR_CART_ITEM.read(body('44-rh_update_sidebar_cart_item_remove'), { ...fields, qty: '0' })?.cart_hash).toBe('');
  });

  it("WooZone 9.0.3.2: save_product_country is valid, the later sub-actions' Invalid action! keeps the page", () => {
    expect(SAVE_PRODUCT_COUNTRY.read(body('45-woozone_save_product_country'), { product_id: 31, product_country: 'de' })).toEqual({ status: 'valid' });
    const asin = 'B08N3J8GTX';
    const invalid = [
      LOAD_AMAZON_REVIEWS.read(body('47-woozone_load_amazon_reviews'), { prodid: 31 }),
      UPDATE_COUNTRIES.read(body('48-woozone_update_countries'), { product_id: 31, asin, product_country: 'de' }),
      LOAD_CROSS_SELL.read(body('49-woozone_load_cross_sell'), { asin }),
      CROSS_SELL_EMPTY_CACHE.read(body('50-woozone_cross_sell_empty_cache'), { asin }),
      DO_SYNC.read(body('51-woozone_do_sync'), { asin, product_id: 31, product_type: 'external' }),
    ];
    expect(invalid).toEqual(Array(5).fill({ status: 'invalid' }));
  });
});
