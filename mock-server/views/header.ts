/**
 * The site header as the Rehub theme lays it out: the top bar (custom content, top menu), the mobile
 * menu's trigger, logo, near-logo menu, the product search (with a category and live results), the
 * splash search's icon, compare, wishlist, account, the cart button with its mini-cart, and the main menu.
 */
import type { Cart } from '../shop/cart.ts';
import type { Category } from '../shop/catalogue-types.ts';
import { compareIcon } from './compare.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { cartCount, cartTotal, miniCart, type CartLinks } from './mini-cart.ts';
import { HEADER_CUSTOM_CONTENT, HEADER_TOP_MENU, mainMenu, menuList, NEAR_LOGO_MENU } from './site-menus.ts';

export interface HeaderInput {
  signedIn: boolean;
  cart: Cart;
  cartLinks: CartLinks;
  categories: readonly Category[];
  search: string;
  /** The search's category (`product_cat` of the page's query), '' for all. */
  searchCategory: string;
  /** Products on the visitor's wishlist: the badge on the header's heart, hidden at 0. */
  wishCount: number;
  /** How many products the visitor compares, in all groups. */
  compareCount: number;
}

/** A line-drawn cart: an emoji would depend on the visitor's fonts. */
const CART_ICON = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6"/></svg>',
);

const SEARCH_ICON = raw(
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/></svg>',
);
const MENU_ICON = raw('<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M3 6h18M3 12h18M3 18h18"/></svg>');

interface SearchFormInput {
  id: string;
  search: string;
  /** With a category select (the header's), the chosen slug; the splash search has none. */
  category?: { chosen: string; categories: readonly Category[] };
}

/**
 * The theme's product search: WordPress's search (`/?s=…&post_type=product`, with `product_cat` when a
 * category is chosen), which works without JavaScript; `input.re-ajax-search` gets live results in
 * `.re-aj-search-wrap` (rhscriptvars.searchnonce), limited to the category in its `data-catid`. The
 * results box follows the form, as the theme's searchform.php prints it.
 */
function searchForm({ id, search, category }: SearchFormInput): SafeHtml {
  return html`<div class="search head_search"><form role="search" class="search-form product-search-form" action="/" method="get">
      <label class="screen-reader-text" for="${id}">Zoeken naar:</label>
      <input type="search" id="${id}" class="re-ajax-search" name="s" placeholder="Zoek producten…" value="${search}" data-posttype="product" data-catid="${category?.chosen ?? ''}" autocomplete="off">
      ${category ? html`<label class="screen-reader-text" for="${id}-cat">Categorie</label><select id="${id}-cat" name="product_cat" class="rh-search-cat">
        <option value="">Alle categorieën</option>${category.categories.map(
          ({ slug, name }) => html`<option value="${slug}"${slug === category.chosen ? html` selected` : ''}>${name}</option>`,
        )}</select>` : ''}
      <input type="hidden" name="post_type" value="product"><button type="submit">Zoeken</button>
    </form>
    <div class="re-aj-search-wrap"></div></div>`;
}

/**
 * The theme's splash search (`#rhSplashSearch`), opened by `.icon-search-onclick`: without JavaScript
 * the icon's `#rhSplashSearch` link shows it (`:target`) and its close link goes back.
 */
export function splashSearch(search: string): SafeHtml {
  return html`<div id="rhSplashSearch" class="rh-splash-search" aria-label="Zoeken">
  <div class="rh-splash-search-inner rh-container">
    ${searchForm({ id: 'splash-search', search })}
    <a id="close-src-splash" href="#" class="rh-close-btn"><span aria-hidden="true">×</span><span class="screen-reader-text">Zoeken sluiten</span></a>
  </div>
</div>`;
}

export function siteHeader({ signedIn, cart, cartLinks, categories, search, searchCategory, wishCount, compareCount }: HeaderInput): SafeHtml {
  return html`<header id="main_header" class="site-header">
  <div class="header_top_wrap"><div class="header-top rh-container">
    <div class="top_custom_content">${HEADER_CUSTOM_CONTENT}</div>
    <nav class="top-nav" aria-label="Servicemenu">${menuList(HEADER_TOP_MENU, 'menu-service')}</nav>
  </div></div>
  <div class="header-main rh-container">
    <div class="responsive_nav_wrap"><a class="dl-trigger" href="#menu-hoofdmenu" aria-controls="slide-menu-mobile" aria-expanded="false"><span class="rh-menu-icon" aria-hidden="true">${MENU_ICON}</span><span class="screen-reader-text">Menu</span></a></div>
    <a class="logo" href="/">Modehuis Klederdracht</a>
    <nav id="re_menu_near_logo" aria-label="Uitgelicht">${menuList(NEAR_LOGO_MENU, 'menu-uitgelicht')}</nav>
    ${searchForm({ id: 'header-search', search, category: { chosen: searchCategory, categories } })}
    <div class="header-actions">
      <a class="icon-search-onclick" href="#rhSplashSearch" aria-controls="rhSplashSearch"><span class="rh-search-icon" aria-hidden="true">${SEARCH_ICON}</span><span class="screen-reader-text">Zoeken</span></a>
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
  <nav class="top_menu main-nav rh-container" aria-label="Hoofdmenu">${menuList(mainMenu(categories), 'menu-hoofdmenu')}</nav>
</header>`;
}
