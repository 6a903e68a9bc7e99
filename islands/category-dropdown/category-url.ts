import { appendQuery } from '../../src/dom/append-query.ts';
import { isRecord } from '../../src/contracts/read.ts';

/** Where the drop-down goes: the home page it filters and the shop page the empty value opens. */
export interface CategoryAddresses {
  homeUrl: string;
  shopUrl: string;
}

/**
 * The addresses WooCommerce's widget script goes to, `home_url('/')` and `wc_get_page_permalink('shop')`.
 * The widget prints them only inside its inline jQuery, never in its markup (a bare select, no form), so
 * the WordPress plugin prints them in `shopIslands` on a page with the widget's drop-down
 * (wordpress/shop-islands/includes/enqueue.php). A page without them (no plugin made it) gets the site's
 * root and its `/shop/`, WooCommerce's default shop page.
 */
export function categoryAddresses(settings: unknown = (window as { shopIslands?: unknown }).shopIslands): CategoryAddresses {
  const printed = isRecord(settings) ? settings : {};
  const homeUrl = typeof printed.homeUrl === 'string' && printed.homeUrl !== '' ? printed.homeUrl : '/';
  const shopUrl = typeof printed.shopUrl === 'string' && printed.shopUrl !== '' ? printed.shopUrl : new URL('shop/', new URL(homeUrl, location.href)).href;
  return { homeUrl, shopUrl };
}

/**
 * Where choosing a category goes (docs/CONTRACTS.md#pages-and-links, WooCommerce's category widget): the home URL with
 * `product_cat={slug}`, joined with `&` when it already holds a `?`, else `?`; the empty value
 * (all products) goes to the shop page. The slug is URL-encoded: it comes from the page's markup.
 */
export function categoryUrl({ homeUrl, shopUrl }: CategoryAddresses, slug: string): string {
  if (slug === '') return shopUrl;
  return appendQuery(homeUrl, `product_cat=${encodeURIComponent(slug)}`);
}
