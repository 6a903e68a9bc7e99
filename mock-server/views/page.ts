import type { ProductPageGlobals } from '../../src/contracts/host-globals.ts';
import type { Notice } from '../shop/sessions.ts';
import type { Crumb } from './breadcrumb.ts';
import type { SafeHtml } from './html.ts';

/** What a route decides about its page. */
export interface Page {
  status?: number;
  title: string;
  /** Prints `is_cart: "1"` in wc_add_to_cart_params (the cart page). */
  isCart?: boolean;
  /** WordPress's page classes, e.g. "archive tax-product_cat". */
  bodyClass: string;
  /** A single product's id: rehub-framework prints `postviewvar` for it. */
  postId?: number;
  breadcrumb?: Crumb[];
  heading?: string;
  notices?: Notice[];
  content: SafeHtml;
  /** What WooCommerce prints only on a product's page, with the other globals. */
  globals?: Partial<ProductPageGlobals>;
  /** Markup the page's scripts print in wp_footer (WooCommerce's variation templates). */
  footer?: SafeHtml;
  /** The page shows WooCommerce's category drop-down: the plugin's settings then say where it goes. */
  categoryDropdown?: boolean;
}
