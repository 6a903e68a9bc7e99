/**
 * The WooZone Amazon-affiliate plugin's calls (docs/CONTRACTS.md#woozone; their markup: docs/MARKUP.md, "WooZone": country
 * box, cross-sell, reviews tab, product sync, checkout e-mail), shared by the bundle and the mock server.
 * Six go to `{ajax_url}` as `action=WooZone_frontend` with a `sub_action`, and answer JSON the plugin
 * `die()`s (sent as text/html) with a `status` (`valid` or anything else, which means "keep what the
 * page shows"); the checkout e-mail's `WooZone_before_user_checkout` answers a bare word. The plugin's
 * own script sends no nonce with the `WooZone_frontend` calls, so neither do we; the checkout e-mail
 * carries `_nonce`. WooZone 9.0.3.2 has only `save_product_country` of the six: it answers the other
 * five `{"status":"invalid","html":"Invalid action!"}` (fixtures/real-rehub/ 45–51), which the islands
 * read as "keep what the page shows"; they come from a later WooZone, which the demo plays.
 */
import { defineCall, type CallContract } from './call.ts';
import { isRecord, parseJson } from './read.ts';

export const WOOZONE_FRONTEND = 'WooZone_frontend';

/** wp_verify_nonce($_REQUEST['_nonce'], 'woozone_checkout_email_nonce'); the plugin dies with "Busted!" otherwise. */
export const CHECKOUT_EMAIL_NONCE = 'woozone_checkout_email_nonce';

/** Amazon's product id: 10 upper-case letters and digits (the plugin's ASINs, the cross-sell's `asins` list). */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** The three positions of the country box (the plugin's spelling of the setting). */
export const BOX_POSITIONS = ['before_add_to_cart', 'before_title_and_thumb', 'before_woocommerce_tabs'] as const;
export type BoxPosition = (typeof BOX_POSITIONS)[number];

/** What every WooZone_frontend answer carries; `valid` is the only status that changes the page. */
export type WooZoneStatus = 'valid' | 'invalid';

export interface StatusWire {
  status: WooZoneStatus;
}

export interface HtmlWire extends StatusWire {
  /** Server HTML: the plugin's markup for the tab, the box or the banner. */
  html: string;
}

/** A WooZone_frontend answer read: `valid` with its fields, or `invalid` (whatever else the status said). */
export type WooZoneAnswer<Valid> = ({ status: 'valid' } & Valid) | { status: 'invalid' };

export interface ReviewsFields {
  prodid: number;
}

export interface UpdateCountriesFields {
  product_id: number;
  asin: string;
  /** The product's country domain, e.g. `de`, `co.uk`. */
  product_country: string;
}

export interface SaveProductCountryFields {
  product_id: number;
  product_country: string;
}

export interface CrossSellFields {
  asin: string;
}

export interface CrossSellWire extends HtmlWire {
  /** The plugin's debug text; never shown. */
  debug: string;
}

export interface SyncFields {
  asin: string;
  product_id: number;
  /** WooCommerce's product type, e.g. `simple`, `variable`, `external`. */
  product_type: string;
}

/** docs/CONTRACTS.md#timings, "product sync countdown": the plugin's default `refresh_in`, in seconds. */
export const SYNC_REFRESH_SECONDS = 15;

/** The product page's `.WooZone-syncfront-params` JSON, which says whether and how to sync. */
export interface SyncParamsWire {
  do_ajax: 'yes' | 'no';
  /** `yes` logs the plugin's sync debug texts (docs/CONTRACTS.md#texts) to the console; anything else logs nothing. */
  do_msg: string;
  asin: string;
  product_id: number;
  product_type: string;
  refresh_in: number;
}

export interface SyncWire extends HtmlWire {
  /** `yes`: the product changed, the banner offers a reload and counts down. */
  do_refresh: string;
  /** Rows for the plugin's debug table, which only its admin bar shows; the shop never reads them. */
  html_aftersync: string;
}

export interface CheckoutEmailFields {
  _nonce: string;
  email: string;
}

/** The plugin's bare answers; `Busted!` is its refusal of a bad nonce. */
export const CHECKOUT_EMAIL_ANSWERS = ['success', 'email_exists', 'invalid_email', 'Busted!'] as const;
export type CheckoutEmailAnswer = (typeof CHECKOUT_EMAIL_ANSWERS)[number];

const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads `{status, ...}`: null when it is not JSON or has no status; `invalid` for any status but `valid`. */
function readStatusAnswer<Valid>(body: string, readValid: (answer: Record<string, unknown>) => Valid | null): WooZoneAnswer<Valid> | null {
  const answer = parseJson(body);
  if (!isRecord(answer) || !isString(answer.status)) return null;
  if (answer.status !== 'valid') return { status: 'invalid' };
  const valid = readValid(answer);
  return valid === null ? null : { status: 'valid', ...valid };
}

const readHtml = (answer: Record<string, unknown>) => (isString(answer.html) ? { html: answer.html } : null);

function frontendCall<Fields extends object, Valid, Wire extends StatusWire>(
  subAction: string,
  readValid: (answer: Record<string, unknown>) => Valid | null,
): CallContract<Fields, WooZoneAnswer<Valid>, Wire> {
  return defineCall<Fields, WooZoneAnswer<Valid>, Wire>({
    route: { via: 'admin-ajax', action: WOOZONE_FRONTEND, subAction },
    method: 'POST',
    wire: 'json-as-html',
    read: (body) => readStatusAnswer(body, readValid),
  });
}

/** The reviews tab's content, asked for when the tab is first opened. */
export const LOAD_AMAZON_REVIEWS = frontendCall<ReviewsFields, { html: string }, HtmlWire>('load_amazon_reviews', readHtml);

/** Fresh availability: `html` is the box's inner markup (its cached-countries JSON and row template). */
export const UPDATE_COUNTRIES = frontendCall<UpdateCountriesFields, { html: string }, HtmlWire>('update_countries', readHtml);

/** The shopper's chosen country for this product; WooZone answers `html: 'ok'`, which nothing reads. */
export const SAVE_PRODUCT_COUNTRY = frontendCall<SaveProductCountryFields, Record<never, never>, HtmlWire>('save_product_country', () => ({}));

/** "Frequently Bought Together": `html` is the whole box. */
export const LOAD_CROSS_SELL = frontendCall<CrossSellFields, { html: string }, CrossSellWire>('load_cross_sell', readHtml);

/** The debug button's call; any status reloads the page (docs/CONTRACTS.md#woozone). Like every WooZone_frontend answer it carries `html`, unread. */
export const CROSS_SELL_EMPTY_CACHE = frontendCall<CrossSellFields, Record<never, never>, HtmlWire>('cross_sell_empty_cache', () => ({}));

export interface SyncAnswer {
  html: string;
  doRefresh: boolean;
}

/** The product sync after load; `html_aftersync` (admin debug rows) is left unread. */
export const DO_SYNC = frontendCall<SyncFields, SyncAnswer, SyncWire>('do_sync', (answer) => {
  const { html, do_refresh: doRefresh } = answer;
  if (!isString(html)) return null;
  return { html, doRefresh: doRefresh === 'yes' };
});

/** The cart page's e-mail, sent before the shopper goes to the checkout. */
export const WOOZONE_BEFORE_USER_CHECKOUT = defineCall<CheckoutEmailFields, CheckoutEmailAnswer, CheckoutEmailAnswer>({
  route: { via: 'admin-ajax', action: 'WooZone_before_user_checkout' },
  method: 'POST',
  wire: 'text',
  read: (body) => CHECKOUT_EMAIL_ANSWERS.find((word) => word === body.trim()) ?? null,
});
