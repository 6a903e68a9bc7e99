/**
 * WooZone's two boxes on the cart page: the Amazon shops to check out at (box_amazon_shops_checkout,
 * printed after the cart when it holds Amazon products of more than one country) and the e-mail it
 * asks for before checkout (woocommerce_before_checkout, which its script moves before the checkout
 * button; printed there at once). The Amazon forms are only rendered: the demo never sends anyone to Amazon.
 */
import type { Cart } from '../shop/cart.ts';
import { affiliateId, amazonCountry, amazonListing } from '../shop/amazon.ts';
import { html, type SafeHtml } from './html.ts';
import { flagClass } from '../../src/contracts/amazon-link.ts';

interface AmazonLine {
  asin: string;
  quantity: number;
  available: boolean;
}

/** The cart's Amazon products by country domain, in cart order (woo_cart_get_amazon_prods_bycountry). */
export function amazonShopsOf(cart: Cart): Map<string, AmazonLine[]> {
  const shops = new Map<string, AmazonLine[]>();
  for (const { item, quantity } of cart.lines) {
    const { affiliate } = item.product;
    if (!affiliate) continue;
    const available = amazonListing(item.product)?.cachedAvailability[affiliate.country] === true;
    shops.set(affiliate.country, [...(shops.get(affiliate.country) ?? []), { asin: affiliate.asin, quantity, available }]);
  }
  return shops;
}

/** The plugin's count, "(%s available from %s product(s))"; it chose the plural by the available count, Dutch needs the products'. */
function countText(lines: readonly AmazonLine[]): string {
  const available = lines.filter((line) => line.available).length;
  return `(${available} beschikbaar van ${lines.length} ${lines.length === 1 ? 'product' : 'producten'})`;
}

/** Only for a cart with Amazon products of more than one country (woo_cart_is_amazon_multiple() > 1); empty otherwise. */
export function amazonShopsBox(cart: Cart): SafeHtml {
  const shops = amazonShopsOf(cart);
  if (shops.size <= 1) return html``;
  const rows = [...shops].map(([domain, lines]) => {
    const name = amazonCountry(domain)?.name ?? domain;
    return html`
    <li data-domain="${domain}">
      <span class="WooZone-cc_domain ${flagClass(domain)}" aria-hidden="true"></span>
      <span class="WooZone-cc_name">${name}</span>
      <span class="WooZone-cc_count">${countText(lines)}</span>
      <span class="WooZone-cc_checkout">
        <form target="_blank" method="GET" action="https://www.amazon.${domain}/gp/aws/cart/add.html">
          <input type="hidden" name="AssociateTag" value="${affiliateId(domain)}">${lines.map(
            (line, index) => html`
          <input type="hidden" name="ASIN.${index + 1}" value="${line.asin}">
          <input type="hidden" name="Quantity.${index + 1}" value="${line.quantity}">`,
          )}
          <input type="submit" value="Afrekenen bij Amazon" class="WooZone-button" aria-label="Afrekenen bij Amazon ${name} (opent in een nieuw tabblad)">
          <input type="button" value="Annuleren" class="WooZone-button cancel" aria-label="Annuleren: Amazon ${name}">
        </form>
      </span>
      <span class="WooZone-cc_status"></span>
    </li>`;
  });
  return html`<div class="WooZone-cart-checkout">
  <h2>Afrekenen per Amazon-winkel</h2>
  <ul class="WooZone-cart-shops">${rows}
  </ul>
  <div class="WooZone-cart-msg"></div>
</div>`;
}

export interface CheckoutEmailField {
  /** WooZone's `checkout_email_mandatory`. */
  required: boolean;
  /** For the `woozone_checkout_email_nonce` action. */
  nonce: string;
}

/**
 * The plugin's wrapper with its label (it wrote `for="woozone_checkout_user_email"`, an id that does not
 * exist: fixed), and a message line of our own (`woozone_email_message`, room kept, so the island's
 * messages move nothing); the island adds one where the plugin prints none.
 */
export function checkoutEmailField({ required, nonce }: CheckoutEmailField): SafeHtml {
  return html`<div class="woozone_email_wrapper">
    <label for="woozone_checkout_email">E-mailadres</label>${required ? html`
    <input type="hidden" id="woozone_checkout_email_required" name="woozone_checkout_email_required" value="1">` : html``}
    <input type="hidden" id="woozone_checkout_email_nonce" name="woozone_checkout_email_nonce" value="${nonce}">
    <input type="email" id="woozone_checkout_email" name="woozone_checkout_email" placeholder="email@example.com" autocomplete="email">
    <p class="woozone_email_message" id="woozone_checkout_email_message"></p>
  </div>`;
}
