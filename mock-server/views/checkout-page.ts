/** The checkout form: billing fields and the order review (no payment in the demo). */
import { BILLING_FIELDS, type Billing } from '../shop/billing.ts';
import { lineTotal, type Cart } from '../shop/cart.ts';
import { purchasableName } from '../shop/catalogue.ts';
import { html, type SafeHtml } from './html.ts';
import { orderTable } from './order-table.ts';
import { cartItemDataHtml } from './cart-item-data.ts';

export function checkoutPage(cart: Cart, values: Billing, checkoutNonce: string): SafeHtml {
  const fields = BILLING_FIELDS.map(
    (field) => html`
      <p class="form-row validate-required" id="${field.name}_field"><label for="${field.name}">${field.label}&nbsp;<abbr class="required" title="verplicht">*</abbr></label>
        <span class="woocommerce-input-wrapper"><input type="${field.type}" class="input-text" name="${field.name}" id="${field.name}" value="${values[field.name] ?? ''}" autocomplete="${field.autocomplete}" required aria-required="true"></span></p>`,
  );
  const lines = cart.lines.map((line) => ({ name: purchasableName(line.item), quantity: line.quantity, total: lineTotal(line), data: cartItemDataHtml(line.item) }));
  return html`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="application/x-www-form-urlencoded" novalidate>
  <div class="col2-set" id="customer_details">
    <div class="woocommerce-billing-fields">
      <h3>Factuurgegevens</h3>
      <div class="woocommerce-billing-fields__field-wrapper">${fields}
      </div>
    </div>
  </div>
  <wc-order-attribution-inputs></wc-order-attribution-inputs>
  <h3 id="order_review_heading">Je bestelling</h3>
  <div id="order_review" class="woocommerce-checkout-review-order">
    ${orderTable('woocommerce-checkout-review-order-table', lines, cart.subtotal)}
    <div id="payment" class="woocommerce-checkout-payment">
      <p class="woocommerce-info">Dit is een demowinkel: je betaalt niets.</p>
      <div class="form-row place-order">
        <input type="hidden" name="woocommerce-process-checkout-nonce" value="${checkoutNonce}">
        <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Bestelling plaatsen">Bestelling plaatsen</button>
      </div>
    </div>
  </div>
</form>`;
}
