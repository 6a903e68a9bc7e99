/**
 * The demo's additions: where the mock server answers otherwise than the real Rehub 19.5.5,
 * rehub-framework 19.5 and WooZone 9.0.3.2 (fixtures/real-rehub/), on purpose. The contract tests
 * (real-rehub-*.test.ts) hold the mock server to every capture; a capture it differs from must be named
 * here, under the one difference it shows, and the mock server's code says at that spot that the
 * difference is the demo's and why. Anything else the demo answers otherwise is a bug.
 */

export interface DemoAddition {
  /** The captures that show the real answer. */
  captures: readonly string[];
  /** What the real shop answers. */
  real: string;
  /** What the demo answers instead. */
  demo: string;
  why: string;
}

export const DEMO_ADDITIONS = {
  'nonce-refused-as-wordpress': {
    captures: ['05-rhwishlist_bad_nonce'],
    real: '`rhwishlist` with a bad nonce: "Nope!" with 200',
    demo: "`-1` with 403, as check_ajax_referer() answers the theme's other calls",
    why: 'one refusal for every call, an HTTP error that logs and the fault matrix see; the islands read both',
  },
  'state-changes-by-post-only': {
    captures: ['06-rhwishlist_get'],
    real: '`rhwishlist` by GET: "Nope!" with 200 (the theme reads $_POST)',
    demo: '405 with `Allow: POST`',
    why: 'DESIGN §7: no state change by GET; the 405 says why',
  },
  'bad-fields-refused': {
    captures: ['07-rhwishlist_no_post_id', '30-re_add_compare_no_group', '43-rh_update_sidebar_cart_item_no_item', '46-woozone_save_product_country_no_fields'],
    real: "a missing or unusable field: a fatal error (500, 07), nulls (30), the cart unchanged (43), `valid` (46)",
    demo: 'a 4xx with the reason in plain text',
    why: 'DESIGN §7: the mock server validates every input and never crashes',
  },
  'own-nonces-in-refreshwishes': {
    captures: ['02-refreshwishes', '04-refreshwishes_empty', '10-refreshwishes_customer', '11-refreshwishes_customer_userid_0'],
    real: '`refreshwishes`: `{wishlistids, wishcounter}`',
    demo: 'also the visitor\'s own `wishnonce`, `comparenonce` and `nonce`',
    why: "the demo binds nonces to the visitor, so a full-page-cached page's (made for nobody) would be refused; the islands take them as optional",
  },
  'own-list-only': {
    captures: ['11-refreshwishes_customer_userid_0', '12-refreshwishes_other_user'],
    real: "`refreshwishes` trusts `userid`: anyone's list by id (12); `userid` 0 is the caller's IP address's list, even when signed in (11)",
    demo: "the visitor's own list (by login or session; the demo keeps no lists by IP address), 403 for another's `userid`",
    why: "DESIGN §7: no reading another user's data",
  },
  'compare-groups': {
    captures: ['26-re_add_compare', '27-re_add_compare_other_group', '29-re_add_compare_remove'],
    real: '`re_add_compare`: the last group the product is in',
    demo: 'also `groups`, every group the product is in',
    why: "the demo's hoodie is in two groups, and the bar of the other would go stale",
  },
  'cart-quantity-needs-a-nonce': {
    captures: ['42-rh_update_sidebar_cart_item_bad_nonce'],
    real: '`rh_update_sidebar_cart_item` checks no nonce: a forged one changes the cart',
    demo: 'the theme nonce (`security`, which the islands send) is required: `-1` with 403',
    why: 'DESIGN §7: no state change by GET without a nonce',
  },
  'reset-password-popup': {
    captures: ['24-reset_password_popup'],
    real: 'Rehub 19.5.5 has no `rehub_reset_password_popup_function`: `0` with 400',
    demo: "an older Rehub's password reset popup: its JSON answer, and a mail with the link",
    why: 'the islands support that popup (docs/MARKUP.md#login-popups), so the demo shows it',
  },
  'redirect-after-login-set': {
    captures: ['23-register_popup'],
    real: 'no "custom redirect after login" set: the registration answers `"redirecturl": null` (the login `""`)',
    demo: 'the option set to the account page: `redirecturl` is `/my-account/`',
    why: "a setting of the demo's theme, so the islands' redirect is seen",
  },
  'later-woozone-sub-actions': {
    captures: ['47-woozone_load_amazon_reviews', '48-woozone_update_countries', '49-woozone_load_cross_sell', '50-woozone_cross_sell_empty_cache', '51-woozone_do_sync'],
    real: 'WooZone 9.0.3.2 has none of these: `{"status":"invalid","html":"Invalid action!"}`',
    demo: "a later WooZone's answers: `valid` with the reviews, the box's availability, the cross-sell box, the sync banner",
    why: 'the reviews tab, country update, cross-sell and sync islands have something to show (docs/CONTRACTS.md#woozone)',
  },
  'checkout-email-on': {
    captures: ['52-woozone_before_user_checkout'],
    real: 'WooZone\'s "checkout e-mail" option off: the action is not registered, `0` with 400',
    demo: 'the option on: `success`, `email_exists`, `invalid_email` or `Busted!`, from the plugin\'s code',
    why: "the cart page's e-mail step is an island",
  },
} as const satisfies Record<string, DemoAddition>;

export type DemoAdditionName = keyof typeof DEMO_ADDITIONS;
