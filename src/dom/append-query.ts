/**
 * A link with `query` added (`name=value&…`, already encoded): joined with `&` when the link already
 * holds a query, else `?`, nothing between when it ends in a bare `?` or `&`, and before any `#fragment`
 * (the rule for the category filter and the cross-sell cart link, docs/CONTRACTS.md#pages-and-links; the theme and the plugin always
 * wrote `?`).
 */
export function appendQuery(href: string, query: string): string {
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}
