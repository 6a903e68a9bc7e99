/** The site header: logo, search, wishlist, account link, the cart button with its mini-cart, and the menu. */
import type { Cart } from '../shop/cart.ts';
import type { Category } from '../shop/catalogue-types.ts';
import { compareIcon } from './compare.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { cartCount, cartTotal, miniCart, type CartLinks } from './mini-cart.ts';

export interface HeaderInput {
  signedIn: boolean;
  cart: Cart;
  cartLinks: CartLinks;
  categories: readonly Category[];
  search: string;
  /** Products on the visitor's wishlist: the badge on the header's heart, hidden at 0. */
  wishCount: number;
  /** How many products the visitor compares, in all groups. */
  compareCount: number;
}

/** A line-drawn cart: an emoji would depend on the visitor's fonts. */
const CART_ICON = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6"/></svg>',
);

export function siteHeader({ signedIn, cart, cartLinks, categories, search, wishCount, compareCount }: HeaderInput): SafeHtml {
  return html`<header id="main_header" class="site-header">
  <div class="header-main rh-container">
    <a class="logo" href="/">Modehuis Klederdracht</a>
    <form role="search" class="search-form" action="/" method="get">
      <label class="screen-reader-text" for="header-search">Zoeken naar:</label>
      <input type="search" id="header-search" name="s" placeholder="Zoek producten…" value="${search}">
      <input type="hidden" name="post_type" value="product"><button type="submit">Zoeken</button>
    </form>
    <div class="header-actions">
      ${compareIcon(compareCount)}
      <a class="rh-wishlistmenu-link" href="/wishlist/"><span class="rh-icon-heart" aria-hidden="true">♥</span>
        <span class="rh-icon-notice${wishCount === 0 ? ' rhhidden' : ''}" data-wishcount="${wishCount}">${wishCount}</span><span class="screen-reader-text">Verlanglijst</span></a>
      ${signedIn ? html`<a class="my-account-link" href="/my-account/">Mijn account</a>` : html`<a class="my-account-link act-rehub-login-popup" data-type="login" href="/my-account/">Inloggen</a>
      <a class="my-account-link act-rehub-login-popup rh-register-link" data-type="register" href="/my-account/#register">Registreren</a>`}
      <div class="rh-header-cart">
        <a class="menu-cart-btn" href="/cart/"><span class="rh-cart-icon" aria-hidden="true">${CART_ICON}</span><span class="screen-reader-text">Winkelwagen:</span>
          ${cartCount(cart)} ${cartTotal(cart)}</a>
        <div class="rh-mini-cart-dropdown widget woocommerce widget_shopping_cart">
          <div class="hide_cart_widget_if_empty">${miniCart(cart, cartLinks)}</div>
        </div>
      </div>
    </div>
  </div>
  <nav class="top-nav rh-container" aria-label="Hoofdmenu"><ul class="menu">
    <li class="menu-item"><a href="/shop/">Shop</a></li>
    <li class="menu-item"><a href="/deals/">Deals</a></li>${categories.map(
      (category) => html`
    <li class="menu-item"><a href="/product-category/${category.slug}/">${category.name}</a></li>`,
    )}
  </ul></nav>
</header>`;
}
