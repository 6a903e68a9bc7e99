/**
 * The order attribution the checkout posts (`wc_order_attribution_{field}`): only WooCommerce's 16
 * fields are kept, cleaned as sanitize_text_field() cleans them, empty ones left out; and the origin
 * label WooCommerce shows for an order ("Bron: nieuwsbrief"), in Dutch.
 */
import { ORDER_ATTRIBUTION_FIELD_NAMES, ORDER_ATTRIBUTION_PREFIX } from '../../src/contracts/order-attribution.ts';

export function readAttribution(form: URLSearchParams): Record<string, string> {
  const attribution: Record<string, string> = {};
  for (const field of ORDER_ATTRIBUTION_FIELD_NAMES) {
    const value = cleanText(form.get(`${ORDER_ATTRIBUTION_PREFIX}${field}`) ?? '');
    if (value) attribution[field] = value;
  }
  return attribution;
}

function cleanText(value: string): string {
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** WooCommerce's get_origin_label(), as its Dutch translation words it. */
export function originLabel(attribution: Readonly<Record<string, string>>): string {
  const source = attribution.utm_source ?? '';
  switch (attribution.source_type) {
    case 'utm':
      return `Bron: ${source}`;
    case 'organic':
      return `Organisch: ${source}`;
    case 'referral':
      return `Verwijzing: ${source}`;
    case 'typein':
      return 'Direct';
    default:
      return 'Onbekend';
  }
}
