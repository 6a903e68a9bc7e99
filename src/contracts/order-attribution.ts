/**
 * WooCommerce's order attribution (docs/CONTRACTS.md#order-attribution), shared by the bundle and the mock
 * server: the 16 fields posted with the checkout as `wc_order_attribution_{field}`, each read from
 * the tracker's cookies by the path WooCommerce prints in `wc_order_attribution.fields`.
 */

export const ORDER_ATTRIBUTION_PREFIX = 'wc_order_attribution_';

/** Field -> `{cookie}.{key}`, as WooCommerce 10 prints it (sbjs_current -> `current`, …). */
export const ORDER_ATTRIBUTION_FIELDS = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
} as const;

export type OrderAttributionField = keyof typeof ORDER_ATTRIBUTION_FIELDS;

export const ORDER_ATTRIBUTION_FIELD_NAMES = /* @__PURE__ */ Object.keys(ORDER_ATTRIBUTION_FIELDS) as OrderAttributionField[];

/** What getAttributionData() answers: a value per field, null when tracking is off (as WooCommerce). */
export type AttributionData = Record<string, string | null>;

/** The block checkout's extension-data namespace ({shop}/order-attribution). */
export const ORDER_ATTRIBUTION_EXTENSION = 'woocommerce/order-attribution';

/** Traffic source types (docs/CONTRACTS.md#order-attribution). */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';
