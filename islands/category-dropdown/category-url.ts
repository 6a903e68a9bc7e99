import { appendQuery } from '../../src/dom/append-query.ts';

/**
 * Where choosing a category goes (docs/CONTRACTS.md#pages-and-links, WooCommerce's category widget): the base URL with
 * `product_cat={slug}`, joined with `&` when the base URL already holds a `?`, else `?`; the empty value
 * (all products) goes to the shop page. The slug is URL-encoded: it comes from the page's markup.
 */
export function categoryUrl(baseUrl: string, slug: string, shopUrl: string): string {
  if (slug === '') return shopUrl;
  return appendQuery(baseUrl, `product_cat=${encodeURIComponent(slug)}`);
}
