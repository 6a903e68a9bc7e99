import { themeConfig } from '../../src/theme-config.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';

/**
 * Builds the slide-out menu's list once, from the theme's menus (docs/MARKUP.md#mobile-menu, the theme's custom.js): the
 * shop's custom mobile panel (`#rhmobpnlcustom`), the main menu (`nav.top_menu`), the near-logo menu,
 * the header's top menu, then the header's custom content. The items are copied as nodes (never
 * re-parsed from HTML), their ids prefixed so they stay unique. The controls are the theme's own
 * markup, which its CSS styles (`span.submenu-toggle`, `li.back-mb span`, `li.close-menu`), made
 * buttons for the keyboard and screen readers: every submenu gets a toggle after its parent's link and
 * a 'terug' item (`rhscriptvars.back`) at its top, and the list a close item at its end.
 */

const ID_PREFIX = 'mobile-';
/** The theme's classes on the controls custom.js added. */
const TOGGLE_CLASSES = 'submenu-toggle text-center cursorpointer blackcolor';
const CLOSE_CLASSES = 'close-menu rh-close-btn position-relative text-center cursorpointer rh-circular-hover mt10 mb10 margincenter';

/** A `<span role="button">` as the theme marks its controls, with its icon font's glyph. */
function control(tag: 'span', iconClasses: string, label: string, name?: string): HTMLElement {
  const button = document.createElement(tag);
  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  const icon = document.createElement('i');
  icon.className = `rhicon ${iconClasses}`;
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon);
  if (label) button.append(` ${label}`);
  if (name) button.setAttribute('aria-label', name);
  return button;
}

function itemsOf(selector: string): Element[] {
  return [...(document.querySelector(selector)?.children ?? [])].map((item) => item.cloneNode(true) as Element);
}

/** Copies keep the page's ids unique: theirs are prefixed. */
function uniqueIds(copies: HTMLElement): void {
  for (const el of copies.querySelectorAll('[id]')) el.id = ID_PREFIX + el.id;
  for (const el of copies.querySelectorAll('[aria-controls]')) el.setAttribute('aria-controls', ID_PREFIX + el.getAttribute('aria-controls'));
}

function prepareSubmenus(list: HTMLElement): void {
  let made = 0;
  for (const parent of list.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
    const submenu = parent.querySelector<HTMLElement>(':scope > .sub-menu');
    if (!submenu) continue;
    if (!submenu.id) submenu.id = `${ID_PREFIX}sub-${++made}`;
    // A toggle the desktop menu printed for itself gives way to the theme's.
    parent.querySelector(':scope > .submenu-toggle')?.remove();
    const name = parent.querySelector(':scope > a')?.textContent?.trim() ?? '';
    const toggle = control('span', 'rhi-angle-right', '', name);
    toggle.className = TOGGLE_CLASSES;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', submenu.id);
    submenu.before(toggle);
    const back = document.createElement('li');
    back.className = 'back-mb';
    const backButton = control('span', 'rhi-chevron-left mr10', themeConfig().globals.rhscriptvars.back);
    backButton.className = 'rehub-main-color';
    back.append(backButton);
    submenu.prepend(back);
    // Out of reach (Tab, screen readers) until its toggle opens it.
    submenu.inert = true;
  }
}

export function buildMobileMenu(): HTMLUListElement {
  const list = document.createElement('ul');
  list.className = 'menu off-canvas';
  list.append(...itemsOf('nav.top_menu ul.menu'), ...itemsOf('#re_menu_near_logo ul'), ...itemsOf('#main_header .top-nav ul.menu'));
  const custom = document.querySelector('#main_header .top_custom_content');
  if (custom) {
    const item = document.createElement('li');
    const content = document.createElement('div');
    content.className = 'top_custom_content_mobile';
    content.append(...[...custom.childNodes].map((node) => node.cloneNode(true)));
    item.append(content);
    list.append(item);
  }
  uniqueIds(list);
  const panel = document.getElementById('rhmobpnlcustom');
  if (panel?.childElementCount) {
    const item = document.createElement('li');
    item.append(...[...panel.childNodes].map((node) => node.cloneNode(true)));
    uniqueIds(item);
    item.id = 'mobtopheaderpnl';
    list.prepend(item);
  }
  prepareSubmenus(list);
  const close = document.createElement('li');
  close.className = CLOSE_CLASSES;
  close.append(control('span', 'rhi-times whitebg roundborder50p rh-shadow4 abdposleft', '', themeTexts.closeMenu));
  list.append(close);
  return list;
}
