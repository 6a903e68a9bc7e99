/**
 * What WooCommerce lists under a line's name: in the cart, mini-cart and checkout a variation's
 * attributes its name does not show (templates/cart/cart-item-data.php, "Kleur: Rood"), on an order
 * the item's meta (`wc_display_item_meta()`).
 */
import { cartItemData, type Purchasable } from '../shop/catalogue.ts';
import { html, type SafeHtml } from './html.ts';

export interface ItemData {
  key: string;
  value: string;
}

/** `sanitize_html_class()`: the class name without what a class cannot hold. */
const classPart = (text: string) => text.replace(/%[a-fA-F0-9][a-fA-F0-9]/g, '').replace(/[^A-Za-z0-9_-]/g, '');

export function itemDataList(data: readonly ItemData[]): SafeHtml | '' {
  if (data.length === 0) return '';
  return html`<dl class="variation">${data.map(
    ({ key, value }) => html`
			<dt class="variation-${classPart(key)}">${key}:</dt>
		<dd class="variation-${classPart(key)}"><p>${value}</p>
</dd>`,
  )}
	</dl>`;
}

/** The cart line's item data (`wc_get_formatted_cart_item_data()`). */
export function cartItemDataHtml(item: Purchasable): SafeHtml | '' {
  return itemDataList(cartItemData(item));
}

/** An order item's meta (`wc_display_item_meta()`). */
export function orderItemMeta(data: readonly ItemData[]): SafeHtml | '' {
  if (data.length === 0) return '';
  return html`<ul class="wc-item-meta">${data.map(({ key, value }) => html`<li><strong class="wc-item-meta-label">${key}:</strong> <p>${value}</p></li>`)}</ul>`;
}
