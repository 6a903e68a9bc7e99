/** The product × quantity table with totals, shared by the checkout's order review and the order-received page. */
import type { Cents } from '../shop/catalogue-types.ts';
import { priceHtml } from '../shop/money.ts';
import { html, raw, type SafeHtml } from './html.ts';

export interface OrderTableLine {
  name: string;
  quantity: number;
  total: Cents;
  /** What the line lists under its name: the cart's item data, or the order item's meta. */
  data?: SafeHtml | '';
}

export function orderTable(className: string, lines: readonly OrderTableLine[], total: Cents): SafeHtml {
  return html`<table class="shop_table ${className}">
  <thead><tr><th class="product-name">Product</th><th class="product-total">Subtotaal</th></tr></thead>
  <tbody>${lines.map(
    (line) => html`
    <tr class="cart_item"><td class="product-name">${line.name}&nbsp;<strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>${line.data ?? ''}</td><td class="product-total">${raw(priceHtml(line.total))}</td></tr>`,
  )}
  </tbody>
  <tfoot>
    <tr class="cart-subtotal"><th>Subtotaal</th><td>${raw(priceHtml(total))}</td></tr>
    <tr class="order-total"><th>Totaal</th><td><strong>${raw(priceHtml(total))}</strong></td></tr>
  </tfoot>
</table>`;
}
