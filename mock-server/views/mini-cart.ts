/** The mini-cart widget (WooCommerce's cart/mini-cart.php in Dutch), also the `div.widget_shopping_cart_content` fragment. */
import type { Cart, CartLine } from '../shop/cart.ts';
import { purchasableName, purchasablePath, purchasablePrice } from '../shop/catalogue.ts';
import { MAX_QUANTITY } from '../shop/input.ts';
import { formatPrice, priceHtml } from '../shop/money.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { smallCountryBox, smallCountryCache } from './country-box.ts';
import { cartItemDataHtml } from './cart-item-data.ts';

export interface CartLinks {
  /** Absolute URLs, as WooCommerce prints them. */
  origin: string;
  /** The `woocommerce-cart` nonce of the remove links. */
  removeNonce: string;
}

export function removeItemUrl(key: string, links: CartLinks): string {
  return `${links.origin}/cart/?remove_item=${key}&_wpnonce=${links.removeNonce}`;
}

export function miniCart(cart: Cart, links: CartLinks): SafeHtml {
  if (cart.isEmpty) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Geen producten in de winkelwagen.</p></div>`;
  }
  const items = cart.lines.map((line) => {
    const name = purchasableName(line.item);
    const { product, variation } = line.item;
    return html`
    <li class="woocommerce-mini-cart-item mini_cart_item cartkey-${line.key}">
      <a role="button" href="${removeItemUrl(line.key, links)}" class="remove remove_from_cart_button" aria-label="Verwijder ${name} uit winkelwagen" data-product_id="${product.id}" data-cart_item_key="${line.key}" data-product_sku="${variation?.sku ?? product.sku}" data-success_message="“${name}” is verwijderd uit je winkelwagen">&times;</a>
      <a href="${links.origin}${purchasablePath(line.item)}"><img width="300" height="300" src="${links.origin}/wp-content/uploads/${product.slug}.svg" alt="" decoding="async" loading="lazy">${name}</a>
      ${cartItemDataHtml(line.item)}<span class="quantity">${line.quantity} &times; ${raw(priceHtml(purchasablePrice(line.item)))}</span>${smallCountryBox(cart, line)}
      ${lineQuantityForm(line, name, links)}
    </li>`;
  });
  return html`<div class="widget_shopping_cart_content">
  <ul class="woocommerce-mini-cart cart_list product_list_widget">${items}
  </ul>${smallCountryCache(cart)}
  <p class="woocommerce-mini-cart__total total"><strong>Subtotaal:</strong> ${raw(priceHtml(cart.subtotal))}</p>
  <p class="woocommerce-mini-cart__buttons buttons"><a href="${links.origin}/cart/" class="button wc-forward">Bekijk winkelwagen</a><a href="${links.origin}/checkout/" class="button checkout wc-forward">Afrekenen</a></p>
</div>`;
}

/**
 * The theme's quantity controls on a mini-cart line (`.rh-custom-quantity`), for the slide-in cart.
 * A small form of its own: without JavaScript, a typed quantity and Enter update the cart page's way
 * (`cart[{key}][qty]` with the cart nonce); 0 removes the line.
 */
function lineQuantityForm(line: CartLine, name: string, links: CartLinks): SafeHtml {
  return html`<form class="rh-mini-cart-quantity" action="${links.origin}/cart/" method="post">
        <div class="quantity rh-custom-quantity"><input type="button" value="−" class="minus-quantity" aria-label="Eén minder"><input type="number" class="input-text qty text" name="cart[${line.key}][qty]" value="${line.quantity}" min="0" max="${MAX_QUANTITY}" step="1" inputmode="numeric" autocomplete="off" aria-label="Aantal van ${name}"><input type="button" value="+" class="plus-quantity" aria-label="Eén meer"></div>
        <input type="hidden" name="woocommerce-cart-nonce" value="${links.removeNonce}">
      </form>`;
}

/** The header's count: the total quantity in the cart. */
export function cartCount(cart: Cart): SafeHtml {
  return html`<span class="rh-cart-count">${cart.itemCount}</span>`;
}

export function cartTotal(cart: Cart): SafeHtml {
  return html`<span class="rh-cart-total">${formatPrice(cart.subtotal)}</span>`;
}
