/** The thank-you page after checkout (WooCommerce's checkout/thankyou.php). */
import { formatPrice } from '../shop/money.ts';
import type { Order } from '../shop/orders.ts';
import { html, type SafeHtml } from './html.ts';
import { orderAttributionSummary } from './order-attribution-summary.ts';
import { orderTable } from './order-table.ts';
import { orderItemMeta } from './cart-item-data.ts';

const orderDate = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' });

export function orderReceivedPage(order: Order, { showAttribution }: { showAttribution: boolean }): SafeHtml {
  return html`<div class="woocommerce-order">
  <p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Bedankt. Je bestelling is ontvangen.</p>
  <ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
    <li class="woocommerce-order-overview__order order">Bestelnummer: <strong>${order.id}</strong></li>
    <li class="woocommerce-order-overview__date date">Datum: <strong>${orderDate.format(new Date(order.createdAt * 1000))}</strong></li>
    <li class="woocommerce-order-overview__email email">E-mail: <strong>${order.billing.billing_email ?? ''}</strong></li>
    <li class="woocommerce-order-overview__total total">Totaal: <strong>${formatPrice(order.total)}</strong></li>
  </ul>
  <section class="woocommerce-order-details">
    <h2 class="woocommerce-order-details__title">Besteldetails</h2>
    ${orderTable('woocommerce-table woocommerce-table--order-details order_details', order.lines.map((line) => ({ ...line, data: orderItemMeta(line.data) })), order.total)}
  </section>
  ${showAttribution ? orderAttributionSummary(order.attribution) : ''}
</div>`;
}
