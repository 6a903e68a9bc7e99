import { afterEach, describe, expect, it } from 'vitest';
import island from './index.ts';

/** The Rehub theme's header (style seven) as 19.5.5 prints it, trimmed to what the toolbar copies. */
const HEADER = `<header id="main_header"><div class="logo-section">
  <span class="act-rehub-login-popup rh-header-icon mobileinmenu" data-type="login"><span>Inloggen / Registreren</span></span>
  <a href="/verlanglijst/" class="rh-header-icon mobileinmenu rh-wishlistmenu-link" data-wishcount="0"><span class="rh-icon-notice rhhidden">0</span></a>
  <div class="celldisplay mobileinmenu rh-comparemenu-link rh-header-icon"><span class="re-compare-icon-toggle"><span class="re-compare-notice">0</span></span></div>
  <div class="celldisplay rh_woocartmenu_cell"><span class="menu-cart-btn"><a class="rh-header-icon rh_woocartmenu-link cart-contents cart_count_0" href="/cart/">0</a></span></div>
  <div class="responsive_nav_wrap"><div id="mobile-menu-icons"></div></div>
</div></header>`;
const TOOLBAR = '<div id="rhNavToolWrap"><div id="rhNavToolbar"></div></div>';

let cleanup: (() => void) | void;
afterEach(() => cleanup?.());

const mount = (selector: string) => (cleanup = island.mount(document.querySelector<HTMLElement>(selector)!));
const cells = (toolbar: Element) => [...toolbar.children].map((cell) => [cell.id, cell.firstElementChild?.className]);

describe('the mobile toolbar', () => {
  it('gets a cell per header icon, last to first, then the cart, as the theme’s custom.js built it', () => {
    document.body.innerHTML = HEADER + TOOLBAR;
    mount('#rhNavToolbar');
    const toolbar = document.getElementById('rhNavToolbar')!;
    expect(cells(toolbar)).toEqual([
      ['rhToolicon2', 'celldisplay mobileinmenu rh-comparemenu-link rh-header-icon'],
      ['rhToolicon1', 'rh-header-icon mobileinmenu rh-wishlistmenu-link'],
      ['rhToolicon0', 'act-rehub-login-popup rh-header-icon mobileinmenu'],
      ['rhWoocartTool', 'menu-cart-btn'],
    ]);
    // Copies: the header keeps its own icons, and the cart fragment's selector finds both carts.
    expect(document.querySelectorAll('a.cart-contents')).toHaveLength(2);
    expect(document.querySelectorAll('#main_header .mobileinmenu')).toHaveLength(3);
    expect(document.getElementById('mobile-menu-icons')!.children).toHaveLength(0);
  });

  it("puts its cells, in the theme's flex classes, before what the toolbar already holds, and takes them away even after another script moved one", () => {
    document.body.innerHTML = HEADER + TOOLBAR;
    const toolbar = document.getElementById('rhNavToolbar')!;
    toolbar.innerHTML = '<div id="rhMenuTool">Menu</div>';
    mount('#rhNavToolbar');
    expect([...toolbar.children].map((cell) => cell.id)).toEqual(['rhToolicon2', 'rhToolicon1', 'rhToolicon0', 'rhWoocartTool', 'rhMenuTool']);
    expect(toolbar.firstElementChild!.className).toBe('rh-flex-center-align rh-flex-grow1 rh-flex-justify-center');
    document.getElementById('rhToolicon1')!.remove();
    cleanup?.();
    cleanup = undefined;
    expect([...toolbar.children].map((cell) => cell.id)).toEqual(['rhMenuTool']);
  });

  it('puts the cart and the icons beside the menu button where the header has no toolbar, and takes them away again', () => {
    document.body.innerHTML = HEADER;
    mount('#mobile-menu-icons');
    const icons = document.getElementById('mobile-menu-icons')!;
    expect([...icons.children].map((icon) => icon.className)).toEqual([
      'menu-cart-btn',
      'act-rehub-login-popup rh-header-icon mobileinmenu',
      'rh-header-icon mobileinmenu rh-wishlistmenu-link',
      'celldisplay mobileinmenu rh-comparemenu-link rh-header-icon',
    ]);
    cleanup?.();
    cleanup = undefined;
    expect(icons.children).toHaveLength(0);
  });

  it('leaves the menu button’s corner alone when the page has a toolbar', () => {
    document.body.innerHTML = HEADER + TOOLBAR;
    mount('#mobile-menu-icons');
    expect(document.getElementById('mobile-menu-icons')!.children).toHaveLength(0);
  });
});
