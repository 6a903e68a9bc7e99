/**
 * SPEC §2 "Cross-sell add-to-cart": the button's link with `amz_cross_sell=yes&asins={comma list}`,
 * joined with `&` when the link already has a query (the plugin always wrote `?`, breaking such a
 * link), before any `#fragment`. Built from the link as the server printed it, every time: the plugin
 * kept adding to one list, so a second click sent every ASIN twice.
 */
export function crossSellUrl(href: string, asins: readonly string[]): string {
  const url = new URL(href, location.href);
  const hash = url.hash;
  url.hash = '';
  const query = `amz_cross_sell=yes&asins=${asins.map(encodeURIComponent).join(',')}`;
  // URL drops an empty query from `search` but keeps a bare "?" in `href`.
  const base = url.href.replace(/\?$/, '');
  return `${base}${url.search === '' ? '?' : '&'}${query}${hash}`;
}
