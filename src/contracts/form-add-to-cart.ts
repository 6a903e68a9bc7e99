/**
 * The plugin's `/?wc-ajax=shop_islands_add_to_cart`: a product form's add, made by WooCommerce's own
 * form handler as the form's post would make it, answered without a page.
 *
 * The bundle posts the form's own fields, `add-to-cart` included, exactly as the browser would post the
 * form. WooCommerce's `WC_Form_Handler::add_to_cart_action()` runs on every request that carries
 * `add-to-cart` (on `wp_loaded`, before any wc-ajax handler), so the add is WooCommerce's own: a
 * variation found by the attributes the shopper chose (its "any" attributes filled from them), a
 * grouped product's quantities, every validation and filter, and the notice
 * (`wc_add_to_cart_message_html`, which other plugins filter). The plugin's handler then answers with
 * the notices that page would have printed and the cart, as every cart answer carries it.
 *
 * On a shop without the plugin the endpoint does not exist: WooCommerce still adds (the form handler
 * ran) and answers an empty body, which reads as `malformed`; the bundle then asks for the cart.
 */
import { defineCall } from './call.ts';
import { isRecord, parseJson } from './read.ts';
import { readCartFragments, type CartFragmentsAnswer } from './wc-ajax.ts';

/**
 * The form's fields as the browser posts them: `add-to-cart`, `quantity` (or a grouped product's
 * `quantity[{id}]`), `variation_id`, `attribute_*`, and whatever other plugins add, a name repeated as
 * the form repeats it.
 */
export type FormAddToCartRequest = URLSearchParams;

export type FormAddToCartAnswer =
  /**
   * `added`: WooCommerce added something (`woocommerce_add_to_cart` ran). `notices`: the HTML of
   * `wc_print_notices()`: WooCommerce's success message, or its errors ("Kies een productoptie…").
   */
  | (CartFragmentsAnswer & { added: boolean; notices: string })
  /** The shop sends the shopper on (`woocommerce_add_to_cart_redirect`); the notices wait there. */
  | { redirect: string };

function readFormAdd(body: string): FormAddToCartAnswer | null {
  const value = parseJson(body);
  if (!isRecord(value)) return null;
  if (typeof value.redirect === 'string') return { redirect: value.redirect };
  const cart = readCartFragments(value);
  if (!cart || typeof value.added !== 'boolean' || typeof value.notices !== 'string') return null;
  return { ...cart, added: value.added, notices: value.notices };
}

export const FORM_ADD_TO_CART = defineCall<FormAddToCartRequest, FormAddToCartAnswer, FormAddToCartAnswer>({
  route: { via: 'wc-ajax', endpoint: 'shop_islands_add_to_cart' },
  method: 'POST',
  wire: 'json',
  read: readFormAdd,
});
