/**
 * Every call the islands make to the Rehub theme, rehub-framework and WooZone, sent to the real shop the
 * way the islands send it (src/contracts/: the same fields, methods and URLs, the nonces read from the
 * page's printed globals), with the failures that matter. Each answer is handed to `record` under its
 * file name, in order: later calls depend on earlier ones (a wished product, a signed-in customer).
 */
import { dataAttributes, hiddenInput, printedString } from './page-globals.ts';
import { Visitor, type RecordedAnswer } from './visitor.ts';

export type Recorder = (name: string, request: string, answer: RecordedAnswer) => void;

const AJAX = '/wp-admin/admin-ajax.php';
/** `wishcached.rh_ajax_url`: rehub-framework answers `refreshwishes` here, outside WordPress's admin-ajax. */
const REHUB_AJAX = '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php';
/** Not a nonce of this shop: what a page from yesterday, or a forged request, sends. */
const BAD_NONCE = '0123456789';

interface Products {
  /** Casual Shirt Blauw: compare group Kleding. */
  shirt: number;
  /** Pet Zwart: compare group Accessoires. */
  cap: number;
  /** Philips Airfryer XXL deal: in no compare group. */
  deal: number;
  /** Kindle Paperwhite: imported by WooZone. */
  kindle: { id: number; slug: string };
}

async function findProducts(visitor: Visitor): Promise<Products> {
  const list = JSON.parse((await visitor.request('/wp-json/wc/store/v1/products', { query: { per_page: '100' } })).body) as Array<{ id: number; slug: string }>;
  const id = (slug: string) => {
    const found = list.find((product) => product.slug === slug);
    if (!found) throw new Error(`the shop has no product ${slug}`);
    return found.id;
  };
  const kindle = 'kindle-paperwhite-16-gb-e-reader';
  return { shirt: id('casual-shirt-blauw'), cap: id('pet-zwart'), deal: id('philips-airfryer-xxl-deal'), kindle: { id: id(kindle), slug: kindle } };
}

/** A run's own addresses, so no earlier run's or another tester's guest lists show up in the answers. */
function addresses(): () => string {
  const run = `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  let next = 0;
  return () => `${run}.${(next += 1)}`;
}

export async function captureCalls(origin: string, record: Recorder): Promise<void> {
  const address = addresses();
  const visitor = () => new Visitor(origin, address());
  const products = await findProducts(visitor());
  await wishlist(visitor(), visitor(), products, record);
  await popups(visitor(), visitor(), record);
  await compare(visitor(), products, record);
  await searches(visitor(), record);
  await sidebarCart(visitor(), products, record);
  await woozone(visitor(), products, record);
}

/** `rhwishlist` (POST, admin-ajax) and `refreshwishes` (GET, rehub_ajax.php), for a guest and the customer `klant`. */
async function wishlist(guest: Visitor, customer: Visitor, { shirt }: Products, record: Recorder): Promise<void> {
  const wishnonce = printedString(await guest.page('/shop/'), 'rhscriptvars', 'wishnonce');
  const wish = (who: Visitor, nonce: string, wishCount: string) => who.request(AJAX, { form: { action: 'rhwishlist', wishnonce: nonce, wish_count: wishCount, post_id: String(shirt) } });
  const refresh = (who: Visitor, userid: string, url = REHUB_AJAX) => who.request(url, { query: { action: 'refreshwishes', userid } });

  record('01-rhwishlist_add', `guest: POST rhwishlist, wish_count=add, post_id=${shirt} (Casual Shirt Blauw), rhscriptvars.wishnonce`, await wish(guest, wishnonce, 'add'));
  record('02-refreshwishes', 'guest: GET rehub_ajax.php?action=refreshwishes&userid=0 (wishcached.rh_ajax_url; 0: the page was made for a guest)', await refresh(guest, '0'));
  record('03-rhwishlist_remove', `guest: POST rhwishlist, wish_count=remove, post_id=${shirt}`, await wish(guest, wishnonce, 'remove'));
  record('04-refreshwishes_empty', 'guest: refreshwishes again, the list now empty', await refresh(guest, '0'));
  record('05-rhwishlist_bad_nonce', 'guest: POST rhwishlist with a wishnonce that is not one', await wish(guest, BAD_NONCE, 'add'));
  record('06-rhwishlist_get', 'guest: rhwishlist as a GET, its fields in the query (the theme reads $_POST)', await guest.request(AJAX, { query: { action: 'rhwishlist', wishnonce, wish_count: 'add', post_id: String(shirt) } }));
  record('07-rhwishlist_no_post_id', 'guest: POST rhwishlist without post_id', await guest.request(AJAX, { form: { action: 'rhwishlist', wishnonce, wish_count: 'add' } }));
  record('08-refreshwishes_admin_ajax', "guest: refreshwishes sent to admin-ajax.php (rhscriptvars.ajax_url) instead of rehub_ajax.php", await refresh(guest, '0', AJAX));

  const loggedIn = await logIn(customer);
  const ownNonce = printedString(await customer.page('/shop/'), 'rhscriptvars', 'wishnonce');
  const userId = await currentUserId(customer);
  record('09-rhwishlist_add_customer', `customer klant: POST rhwishlist, wish_count=add, post_id=${shirt}, the signed-in page's wishnonce`, await wish(customer, ownNonce, 'add'));
  record('10-refreshwishes_customer', `customer klant: refreshwishes&userid=${userId} (what wishcached.userid says on a page made for them)`, await refresh(customer, String(userId)));
  record('11-refreshwishes_customer_userid_0', 'customer klant: refreshwishes&userid=0 (a page a full-page cache made for a guest): the list of their IP address', await refresh(customer, '0'));
  record('12-refreshwishes_other_user', `guest: refreshwishes&userid=${userId}, someone else's id`, await refresh(guest, String(userId)));
  record('13-rhwishlist_remove_customer', `customer klant: POST rhwishlist, wish_count=remove, post_id=${shirt}`, await wish(customer, ownNonce, 'remove'));
  if (!loggedIn) throw new Error('klant could not sign in');
}

/** Signs `klant` in through the theme's login popup, as the islands post its form; true when the theme said so. */
async function logIn(customer: Visitor): Promise<boolean> {
  const page = await customer.page('/shop/');
  const answer = await customer.request(AJAX, { form: loginForm(page, 'klant', 'klant') });
  return (JSON.parse(answer.body) as { error: boolean }).error === false;
}

/** The login popup's form as the islands serialise it (unchecked "remember me" left out). */
function loginForm(page: string, login: string, password: string, nonce = hiddenInput(page, 'loginsecurity')): Record<string, string> {
  return { rehub_user_login: login, rehub_user_pass: password, action: 'rehub_login_member_popup_function', loginsecurity: nonce, _wp_http_referer: hiddenInput(page, '_wp_http_referer') };
}

function registerForm(page: string, fields: { login: string; email: string; password: string; confirm: string }, nonce = hiddenInput(page, 'register-security')): Record<string, string> {
  return {
    rehub_user_login: fields.login,
    rehub_user_email: fields.email,
    rehub_user_signonpassword: fields.password,
    rehub_user_confirmpassword: fields.confirm,
    action: 'rehub_register_member_popup_function',
    'register-security': nonce,
    _wp_http_referer: hiddenInput(page, '_wp_http_referer'),
  };
}

/** The user id WordPress gives the signed-in visitor (REST `users/me`, with the nonce admin-ajax's `rest-nonce` hands out). */
async function currentUserId(visitor: Visitor): Promise<number> {
  const nonce = (await visitor.request(AJAX, { query: { action: 'rest-nonce' } })).body;
  const me = await visitor.request('/wp-json/wp/v2/users/me', { query: { _wpnonce: nonce } });
  return (JSON.parse(me.body) as { id: number }).id;
}

/** The theme's login and registration popups; a password reset popup is asked for too (19.5.5 has none). */
async function popups(guest: Visitor, newcomer: Visitor, record: Recorder): Promise<void> {
  const page = await guest.page('/shop/');
  const post = (who: Visitor, form: Record<string, string>) => who.request(AJAX, { form });
  record('14-login_popup_wrong_password', 'guest: the login popup posted with klant and a wrong password', await post(guest, loginForm(page, 'klant', 'niet-het-wachtwoord')));
  record('15-login_popup_empty_fields', 'guest: the login popup posted empty', await post(guest, loginForm(page, '', '')));
  record('16-login_popup_bad_nonce', 'guest: the login popup with a loginsecurity that is not one', await post(guest, loginForm(page, 'klant', 'klant', BAD_NONCE)));
  record('17-login_popup', 'guest: the login popup posted with klant/klant: signs in', await post(guest, loginForm(page, 'klant', 'klant')));
  record('18-login_popup_signed_in', 'customer klant (just signed in): the login popup again, the guest page\'s form', await post(guest, loginForm(page, 'klant', 'klant')));
  record('19-register_popup_signed_in', 'customer klant: the registration popup', await post(guest, registerForm(page, { login: 'klant-x', email: 'klant-x@example.test', password: 'geheim123', confirm: 'geheim123' })));

  const form = await newcomer.page('/shop/');
  // rehub-reset.php deletes every user whose login starts with "klant" but klant itself.
  const login = `klant-vastgelegd-${Date.now()}`;
  const fields = { login, email: `${login}@example.test`, password: 'geheim123', confirm: 'geheim123' };
  record('20-register_popup_password_mismatch', 'guest: the registration popup with two different passwords', await post(newcomer, registerForm(form, { ...fields, confirm: 'anders123' })));
  record('21-register_popup_existing_user', 'guest: the registration popup for the login klant, which exists', await post(newcomer, registerForm(form, { ...fields, login: 'klant', email: 'klant-bestaat@example.test' })));
  record('22-register_popup_bad_nonce', 'guest: the registration popup with a register-security that is not one', await post(newcomer, registerForm(form, fields, BAD_NONCE)));
  record('23-register_popup', `guest: the registration popup for a new user (klant-vastgelegd-…): signs them in`, await post(newcomer, registerForm(form, fields)));
  record('24-reset_password_popup', 'guest: rehub_reset_password_popup_function, which the islands know from an older theme', await post(guest, { action: 'rehub_reset_password_popup_function', rehub_user_or_email: 'klant' }));
}

/** The compare panel and buttons (`re_compare_panel`, `re_add_compare`) and the compare page's search. */
async function compare(guest: Visitor, { shirt, cap, deal }: Products, record: Recorder): Promise<void> {
  const security = printedString(await guest.page('/shop/'), 'comparechart', 'comparenonce');
  const panel = (nonce = security) => guest.request(AJAX, { form: { action: 're_compare_panel', security: nonce } });
  const toggle = (id: number, perform: string, nonce = security) => guest.request(AJAX, { form: { action: 're_add_compare', compareID: String(id), perform, security: nonce } });

  record('25-re_compare_panel_empty', 'guest: POST re_compare_panel, nothing compared yet, comparechart.comparenonce', await panel());
  record('26-re_add_compare', `guest: POST re_add_compare, compareID=${shirt} (Casual Shirt Blauw, group Kleding), perform=add`, await toggle(shirt, 'add'));
  record('27-re_add_compare_other_group', `guest: re_add_compare, compareID=${cap} (Pet Zwart, group Accessoires), perform=add`, await toggle(cap, 'add'));
  record('28-re_compare_panel', 'guest: re_compare_panel with a product in each of two groups', await panel());
  record('29-re_add_compare_remove', `guest: re_add_compare, compareID=${shirt}, perform=remove`, await toggle(shirt, 'remove'));
  record('30-re_add_compare_no_group', `guest: re_add_compare, compareID=${deal} (a deal in no compare group), perform=add`, await toggle(deal, 'add'));
  record('31-re_add_compare_bad_nonce', 'guest: re_add_compare with a security that is not one', await toggle(cap, 'remove', BAD_NONCE));
  record('32-re_compare_panel_bad_nonce', 'guest: re_compare_panel with a security that is not one', await panel(BAD_NONCE));

  const search = printedString(await guest.page('/vergelijk-kleding/'), 'comparechart', 'comparenonce');
  const data = dataAttributes(await guest.page('/vergelijk-kleding/'), 'compare_search_data');
  const find = (query: string, nonce = search) =>
    guest.request(AJAX, { form: { action: 'add_to_compare_search', search_query: query, posttype: data.posttype ?? '', terms: data.terms ?? '', taxonomy: data.taxonomy ?? '', security: nonce } });
  record('33-add_to_compare_search', "guest on /vergelijk-kleding/: POST add_to_compare_search for 'shirt' with #compare_search_data's posttype, terms, taxonomy", await find('shirt'));
  record('34-add_to_compare_search_no_results', "guest: add_to_compare_search for 'xyzzy'", await find('xyzzy'));
  record('35-add_to_compare_search_empty_query', 'guest: add_to_compare_search with an empty search_query', await find(''));
  record('36-add_to_compare_search_bad_nonce', 'guest: add_to_compare_search with a security that is not one', await find('shirt', BAD_NONCE));
}

/** The header's live search (`rehub_ajax_search`), as the field with `data-posttype="product"` sends it. */
async function searches(guest: Visitor, record: Recorder): Promise<void> {
  const security = printedString(await guest.page('/shop/'), 'rhscriptvars', 'searchnonce');
  const search = (query: string, catid = '', nonce = security) => guest.request(AJAX, { form: { action: 'rehub_ajax_search', re_string: query, posttypesearch: 'product', catid, security: nonce } });
  record('37-rehub_ajax_search', "guest: POST rehub_ajax_search for 'shirt', posttypesearch=product, rhscriptvars.searchnonce", await search('shirt'));
  record('38-rehub_ajax_search_category', "guest: rehub_ajax_search for 'e' in the category slug accessoires", await search('e', 'accessoires'));
  record('39-rehub_ajax_search_no_results', "guest: rehub_ajax_search for 'xyzzy'", await search('xyzzy'));
  record('40-rehub_ajax_search_bad_nonce', 'guest: rehub_ajax_search with a security that is not one', await search('shirt', '', BAD_NONCE));
}

/** The slide-in cart's quantity field (`rh_update_sidebar_cart_item`, a GET), on a cart with one line. */
async function sidebarCart(shopper: Visitor, { shirt }: Products, record: Recorder): Promise<void> {
  const added = await shopper.request('/?wc-ajax=add_to_cart', { form: { product_id: String(shirt), quantity: '1' } });
  const key = /cartkey-([0-9a-f]{32})/.exec(added.body)?.[1];
  if (!key) throw new Error('the cart shows no line after adding');
  // The nonce of a page made for this shopper's cart session (WooCommerce ties a guest's nonces to it).
  const security = printedString(await shopper.page('/shop/'), 'rhscriptvars', 'nonce');
  const update = (fields: Record<string, string>) => shopper.request(AJAX, { query: { action: 'rh_update_sidebar_cart_item', ...fields } });
  record('41-rh_update_sidebar_cart_item', 'guest with one Casual Shirt Blauw: GET rh_update_sidebar_cart_item, item_id=its cart key, qty=3, security=rhscriptvars.nonce', await update({ item_id: key, qty: '3', security }));
  record('42-rh_update_sidebar_cart_item_bad_nonce', 'the same with a security that is not one, qty=2', await update({ item_id: key, qty: '2', security: BAD_NONCE }));
  record('43-rh_update_sidebar_cart_item_no_item', 'the same without item_id', await update({ qty: '5', security }));
  record('44-rh_update_sidebar_cart_item_remove', 'the same with qty=0: removes the line', await update({ item_id: key, qty: '0', security }));
}

/** WooZone's front-end calls as the islands send them (to `woozone_vars.ajax_url`, no nonce but the checkout e-mail's). */
async function woozone(guest: Visitor, { kindle }: Products, record: Recorder): Promise<void> {
  const page = await guest.page(`/product/${kindle.slug}/`);
  const ajaxUrl = printedString(page, 'woozone_vars', 'ajax_url');
  const asin = /data-asin="([A-Z0-9]{10})"/.exec(page)?.[1];
  if (!asin) throw new Error('the Kindle page prints no ASIN');
  const frontend = (subAction: string, fields: Record<string, string>) => guest.request(ajaxUrl, { form: { action: 'WooZone_frontend', sub_action: subAction, ...fields } });
  const product = String(kindle.id);
  record('45-woozone_save_product_country', `guest: WooZone_frontend save_product_country, product_id=${product} (Kindle), product_country=de`, await frontend('save_product_country', { product_id: product, product_country: 'de' }));
  record('46-woozone_save_product_country_no_fields', 'guest: WooZone_frontend save_product_country without product_id and product_country', await frontend('save_product_country', {}));
  record('47-woozone_load_amazon_reviews', `guest: WooZone_frontend load_amazon_reviews, prodid=${product}`, await frontend('load_amazon_reviews', { prodid: product }));
  record('48-woozone_update_countries', `guest: WooZone_frontend update_countries, product_id=${product}, asin=${asin}, product_country=de`, await frontend('update_countries', { product_id: product, asin, product_country: 'de' }));
  record('49-woozone_load_cross_sell', `guest: WooZone_frontend load_cross_sell, asin=${asin}`, await frontend('load_cross_sell', { asin }));
  record('50-woozone_cross_sell_empty_cache', `guest: WooZone_frontend cross_sell_empty_cache, asin=${asin}`, await frontend('cross_sell_empty_cache', { asin }));
  record('51-woozone_do_sync', `guest: WooZone_frontend do_sync, asin=${asin}, product_id=${product}, product_type=external`, await frontend('do_sync', { asin, product_id: product, product_type: 'external' }));
  record('52-woozone_before_user_checkout', 'guest: WooZone_before_user_checkout, email=klant@example.test, _nonce not one (this shop prints none)', await guest.request(ajaxUrl, { form: { action: 'WooZone_before_user_checkout', _nonce: BAD_NONCE, email: 'klant@example.test' } }));
}
