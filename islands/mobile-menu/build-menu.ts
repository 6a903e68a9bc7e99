import { themeConfig } from '../../src/theme-config.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';

/**
 * Builds the slide-out menu's list once, from the theme's menus (SPEC §2, the theme's custom.js): the
 * main menu (`nav.top_menu`), the near-logo menu, the header's top menu, then the header's custom
 * content. The items are copied as nodes (never re-parsed from HTML), their ids prefixed so they stay
 * unique. Every submenu gets a toggle (the theme's markup may have none) and a 'terug' item
 * (`rhscriptvars.back`) at its top, and the list a close item at its end.
 */

const ID_PREFIX = 'mobile-';

function button(className: string, label: string): HTMLButtonElement {
  const control = document.createElement('button');
  control.type = 'button';
  control.className = className;
  control.textContent = label;
  return control;
}

function itemsOf(selector: string): Element[] {
  return [...(document.querySelector(selector)?.children ?? [])].map((item) => item.cloneNode(true) as Element);
}

function uniqueIds(list: HTMLElement): void {
  for (const el of list.querySelectorAll('[id]')) el.id = ID_PREFIX + el.id;
  for (const el of list.querySelectorAll('[aria-controls]')) el.setAttribute('aria-controls', ID_PREFIX + el.getAttribute('aria-controls'));
}

function prepareSubmenus(list: HTMLElement): void {
  let made = 0;
  for (const parent of list.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
    const submenu = parent.querySelector<HTMLElement>(':scope > .sub-menu');
    if (!submenu) continue;
    if (!submenu.id) submenu.id = `${ID_PREFIX}sub-${++made}`;
    let toggle = parent.querySelector<HTMLElement>(':scope > .submenu-toggle');
    if (!toggle) {
      const name = parent.querySelector(':scope > a')?.textContent?.trim() ?? '';
      toggle = button('submenu-toggle', '');
      toggle.setAttribute('aria-label', name);
      submenu.before(toggle);
    }
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', submenu.id);
    const back = document.createElement('li');
    back.className = 'back-mb';
    back.append(button('', themeConfig().globals.rhscriptvars.back));
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
  prepareSubmenus(list);
  const close = document.createElement('li');
  close.className = 'close-menu';
  close.append(button('', themeTexts.closeMenu));
  list.append(close);
  return list;
}
