/**
 * The cart islands' test page: the demo shop's own header mini-cart and slide-in cart markup, the
 * globals WordPress prints, and a record of the requests the page sends (msw over the shop logic).
 */
import { mswServer } from '../msw/server.ts';
import { createMswShop } from '../msw/shop-handlers.ts';
import type { Shop } from '../../mock-server/shop/index.ts';
import { GUEST } from '../../mock-server/shop/nonces.ts';
import { NONCE_ACTIONS } from '../../mock-server/shop/core.ts';
import { Cart } from '../../mock-server/shop/cart.ts';
import { miniCart } from '../../mock-server/views/mini-cart.ts';
import { cartPanel } from '../../mock-server/views/cart-panel.ts';

export const ORIGIN = 'http://127.0.0.1:8080';
export const FRAGMENT_NAME = 'wc_fragments_test';
export const CART_HASH_KEY = 'wc_cart_hash_test';

/** A fresh msw shop answering the page's requests; `requests` lists them as "METHOD ?query". */
export function startCartShop(): { shop: Shop; requests: string[] } {
  const { shop, handlers } = createMswShop();
  mswServer.use(...handlers);
  const requests: string[] = [];
  mswServer.events.removeAllListeners();
  mswServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  setCartGlobals(shop);
  return { shop, requests };
}

export function setCartGlobals(shop: Shop, addToCart: Record<string, string> = {}, fragments: Record<string, string> = {}): void {
  Object.assign(window, {
    wc_add_to_cart_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'Bekijk winkelwagen',
      cart_url: `${ORIGIN}/cart/`,
      is_cart: '',
      cart_redirect_after_add: 'no',
      ...addToCart,
    },
    wc_cart_fragments_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_hash_key: CART_HASH_KEY,
      fragment_name: FRAGMENT_NAME,
      request_timeout: '5000',
      ...fragments,
    },
    rhscriptvars: { ajax_url: '/wp-admin/admin-ajax.php', addedcart: 'Toegevoegd aan winkelwagen', nonce: shop.nonces.create(NONCE_ACTIONS.theme, GUEST) },
  });
}

const PANEL = cartPanel().markup;

/** The header cart button with its "hide if empty" mini-cart (empty, as a fresh visitor sees it), and the panel. */
export function renderCartChrome(extra = ''): void {
  const empty = miniCart(new Cart(), { origin: ORIGIN, removeNonce: 'n' }).markup;
  document.body.innerHTML = `
    <header><a class="menu-cart-btn" href="/cart/">Winkelwagen <span class="rh-cart-count">0</span></a>
      <div class="rh-mini-cart-dropdown widget woocommerce widget_shopping_cart"><div class="hide_cart_widget_if_empty">${empty}</div></div>
    </header>
    <main>${extra}</main>${PANEL}`;
}

export const headerMiniCart = (): HTMLElement => document.querySelector<HTMLElement>('.rh-mini-cart-dropdown .widget_shopping_cart_content')!;
export const panel = (): HTMLElement => document.querySelector<HTMLElement>('#rh-woo-cart-panel')!;
export const panelContent = (): HTMLElement => document.querySelector<HTMLElement>('#rh-woo-cart-panel-content')!;

/** The WooCommerce events fired on document.body, in order. */
export function recordEvents(names: readonly string[]): string[] {
  const fired: string[] = [];
  for (const name of names) document.body.addEventListener(name, () => fired.push(name));
  return fired;
}
