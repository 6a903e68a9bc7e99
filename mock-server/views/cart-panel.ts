import { html, type SafeHtml } from './html.ts';

/** The theme's slide-in cart, empty until the cart-panel island fills it (Rehub's markup). */
export function cartPanel(): SafeHtml {
  return html`<div id="rh-woo-cart-panel" class="rh-sslide-panel" aria-hidden="true">
  <div class="rh-sslide-panel-wrap" role="dialog" aria-label="Winkelwagen">
    <div class="rh-sslide-panel-heading"><span class="rh-sslide-panel-title">Winkelwagen</span>
      <button type="button" class="rh-sslide-close-btn" aria-label="Sluiten">×</button></div>
    <div id="rh-woo-cart-panel-content" class="widget_shopping_cart"></div>
  </div>
</div>`;
}
