/**
 * The demo's WordPress menus, printed as wp_nav_menu prints them (`ul.menu`, `li.menu-item`,
 * `menu-item-has-children`, `ul.sub-menu`): the main menu (categories under "Shop"), the near-logo
 * menu and the header's top menu. A parent item carries a toggle button for its submenu: without
 * JavaScript focusing it opens the submenu (CSS `:focus-within`), with it the menu islands use it.
 */
import type { Category } from '../shop/catalogue-types.ts';
import { SHIPPING_PAGE_PATH } from './shipping-info.ts';
import { html, type SafeHtml } from './html.ts';

export interface MenuItem {
  label: string;
  href: string;
  children?: readonly MenuItem[];
}

export function mainMenu(categories: readonly Category[]): MenuItem[] {
  return [
    { label: 'Shop', href: '/shop/', children: categories.map((category) => ({ label: category.name, href: `/product-category/${category.slug}/` })) },
    { label: 'Deals', href: '/deals/' },
    { label: 'Vergelijken', href: '/compare/' },
    {
      label: 'Klantenservice',
      href: SHIPPING_PAGE_PATH,
      children: [
        { label: 'Levering', href: SHIPPING_PAGE_PATH },
        { label: 'Retourneren', href: `${SHIPPING_PAGE_PATH}#retourneren` },
        { label: 'Mijn account', href: '/my-account/' },
      ],
    },
  ];
}

export const NEAR_LOGO_MENU: readonly MenuItem[] = [
  { label: 'Nieuw binnen', href: '/shop/?orderby=date' },
  { label: 'Populair', href: '/shop/?orderby=popularity' },
];

export const HEADER_TOP_MENU: readonly MenuItem[] = [
  { label: 'Contact', href: SHIPPING_PAGE_PATH },
  { label: 'Verlanglijst', href: '/wishlist/' },
];

/** The header's custom content (the theme's "top_custom_content" option). */
export const HEADER_CUSTOM_CONTENT = 'Gratis verzending vanaf € 50 · 30 dagen bedenktijd';

function menuItem(item: MenuItem, id: string): SafeHtml {
  if (!item.children) return html`<li class="menu-item"><a href="${item.href}">${item.label}</a></li>`;
  const submenuId = `${id}-sub`;
  return html`<li class="menu-item menu-item-has-children"><a href="${item.href}">${item.label}</a><button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="${submenuId}"><span class="screen-reader-text">Submenu ${item.label}</span></button><ul class="sub-menu" id="${submenuId}">${item.children.map(
    (child, index) => menuItem(child, `${id}-${index}`),
  )}</ul></li>`;
}

/** `id` names the list (`menu-hoofdmenu`); submenus get ids from it for their toggles' aria-controls. */
export function menuList(items: readonly MenuItem[], id: string): SafeHtml {
  return html`<ul class="menu" id="${id}">${items.map((item, index) => menuItem(item, `${id}-${index}`))}</ul>`;
}
