/** The cart page: the lines with remove links and quantity fields, and the totals (WooCommerce's cart/cart.php). */
import { lineTotal, type Cart } from '../shop/cart.ts';
import { purchasableName, purchasablePath, purchasablePrice } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { MAX_QUANTITY } from '../shop/input.ts';
import { priceHtml } from '../shop/money.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { removeItemUrl, type CartLinks } from './mini-cart.ts';
import { productCard } from './product-card.ts';
import { smallCountryBox } from './country-box.ts';
import { cartItemDataHtml } from './cart-item-data.ts';
import { amazonShopsBox, amazonShopsOf, checkoutEmailField, type CheckoutEmailField } from './woozone-cart.ts';

/**
 * `crossSells`: products to suggest, with AJAX add-to-cart buttons (none when empty); `checkoutEmail`:
 * WooZone's e-mail field, shown when the cart holds Amazon products.
 */
export function cartPage(cart: Cart, links: CartLinks, cartNonce: string, crossSells: readonly Product[] = [], checkoutEmail: CheckoutEmailField | null = null): SafeHtml {
  if (cart.isEmpty) {
    return html`<p class="cart-empty woocommerce-info">Je winkelwagen is momenteel leeg.</p>
<p class="return-to-shop"><a class="button wc-backward" href="/shop/">Terug naar winkel</a></p>`;
  }
  const rows = cart.lines.map((line) => {
    const name = purchasableName(line.item);
    const { product, variation } = line.item;
    return html`
    <tr class="woocommerce-cart-form__cart-item cart_item">
      <td class="product-remove"><a role="button" href="${removeItemUrl(line.key, links)}" class="remove" aria-label="Verwijder ${name} uit winkelwagen" data-product_id="${product.id}" data-product_sku="${variation?.sku ?? product.sku}">&times;</a></td>
      <td class="product-thumbnail"><a href="${purchasablePath(line.item)}"><img width="300" height="300" src="/wp-content/uploads/${product.slug}.svg" alt="${name}"></a></td>
      <td class="product-name" data-title="Product"><a href="${purchasablePath(line.item)}">${name}</a>${cartItemDataHtml(line.item)}${smallCountryBox(cart, line)}</td>
      <td class="product-price" data-title="Prijs">${raw(priceHtml(purchasablePrice(line.item)))}</td>
      <td class="product-quantity" data-title="Aantal"><div class="quantity"><label class="screen-reader-text" for="quantity_${line.key}">Aantal van ${name}</label><input type="number" id="quantity_${line.key}" class="input-text qty text" name="cart[${line.key}][qty]" value="${line.quantity}" min="0" max="${MAX_QUANTITY}" step="1" inputmode="numeric" autocomplete="off"></div></td>
      <td class="product-subtotal" data-title="Subtotaal">${raw(priceHtml(lineTotal(line)))}</td>
    </tr>`;
  });
  return html`<form class="woocommerce-cart-form" action="/cart/" method="post">
  <table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
    <thead><tr><th class="product-remove"><span class="screen-reader-text">Item verwijderen</span></th><th class="product-thumbnail"><span class="screen-reader-text">Miniatuurafbeelding</span></th><th class="product-name">Product</th><th class="product-price">Prijs</th><th class="product-quantity">Aantal</th><th class="product-subtotal">Subtotaal</th></tr></thead>
    <tbody>${rows}
    <tr><td colspan="6" class="actions">
      <button type="submit" class="button" name="update_cart" value="Winkelwagen bijwerken">Winkelwagen bijwerken</button>
      <input type="hidden" name="woocommerce-cart-nonce" value="${cartNonce}">
    </td></tr>
    </tbody>
  </table>
</form>
<div class="cart-collaterals">${crossSellList(crossSells)}<div class="cart_totals">
  <h2>Totalen winkelwagen</h2>
  <table class="shop_table shop_table_responsive" cellspacing="0">
    <tr class="cart-subtotal"><th>Subtotaal</th><td data-title="Subtotaal">${raw(priceHtml(cart.subtotal))}</td></tr>
    <tr class="order-total"><th>Totaal</th><td data-title="Totaal"><strong>${raw(priceHtml(cart.subtotal))}</strong></td></tr>
  </table>
  ${checkoutEmail && amazonShopsOf(cart).size > 0 ? checkoutEmailField(checkoutEmail) : html``}<div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Doorgaan naar afrekenen</a></div>
</div></div>${amazonShopsBox(cart)}`;
}

/** WooCommerce's cart/cross-sells.php: "Misschien ben je ook geïnteresseerd in…" with the products' loop cards. */
function crossSellList(products: readonly Product[]): SafeHtml {
  if (products.length === 0) return html``;
  return html`<div class="cross-sells">
  <h2>Misschien ben je ook geïnteresseerd in&hellip;</h2>
  <ul class="products columns-2">${products.map((product) => productCard(product))}
  </ul>
</div>`;
}
