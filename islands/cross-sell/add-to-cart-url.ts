import { appendQuery } from '../../src/dom/append-query.ts';

/**
 * The cross-sell's add-to-cart link (docs/CONTRACTS.md#woozone): the button's link with `amz_cross_sell=yes&asins={comma list}`
 * (`appendQuery`: `&` when the link already has a query, where the plugin always wrote `?`). Built from
 * the link as the server printed it, every time: the plugin kept adding to one list, so a second click
 * sent every ASIN twice.
 */
export function crossSellUrl(href: string, asins: readonly string[]): string {
  return appendQuery(new URL(href, location.href).href, `amz_cross_sell=yes&asins=${asins.map(encodeURIComponent).join(',')}`);
}
