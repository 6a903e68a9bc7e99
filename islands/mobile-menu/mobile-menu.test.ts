import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import island, { DESKTOP_MEDIA } from './index.ts';
import { afterNextPaint } from '../../src/dom/after-next-paint.ts';

/** A phone-wide window whose width can grow past 1023 px (or change within a phone's), as matchMedia reports it. */
function phoneWindow(): { grow: () => void; change: () => void; listening: () => number } {
  let desktop = false;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      get matches() {
        return query === DESKTOP_MEDIA && desktop;
      },
      media: query,
      addEventListener: (type: string, listener: () => void) => type === 'change' && listeners.add(listener),
      removeEventListener: (type: string, listener: () => void) => type === 'change' && listeners.delete(listener),
    };
    return list as unknown as MediaQueryList;
  });
  const change = () => {
    for (const listener of listeners) listener();
  };
  return {
    grow() {
      desktop = true;
      change();
    },
    change,
    listening: () => listeners.size,
  };
}

const trigger = () => document.querySelector<HTMLElement>('.dl-trigger')!;
const list = () => document.querySelector<HTMLElement>('#slide-menu-mobile > ul.menu');
const escape = () => act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
const panel = () => document.getElementById('slide-menu-mobile')!;
const scrollLocked = () => document.documentElement.classList.contains('si-scroll-locked');
const painted = () => act(afterNextPaint);

/** The shop on a phone with the menu's island mounted; `beforeCode` changes the page before its code comes. */
async function openPage(beforeCode: () => void = () => undefined): Promise<ReturnType<typeof phoneWindow>> {
  const width = phoneWindow();
  const page = await openDemoPage('/shop/');
  beforeCode();
  await page.mount(['mobile-menu'], { now: true });
  return width;
}

describe('the mobile menu', () => {
  it('is built once, at mount on a phone, from the main, near-logo and top menus and the custom content', async () => {
    await openPage();
    const built = list();
    expect(built).not.toBeNull();
    await act(async () => trigger().click());
    expect(list()).toBe(built);
    const labels = [...list()!.querySelectorAll(':scope > li > a')].map((link) => link.textContent);
    expect(labels).toEqual(['Shop', 'Deals', 'Vergelijken', 'Klantenservice', 'Nieuw binnen', 'Populair', 'Contact', 'Verlanglijst']);
    expect(list()!.textContent).toContain('Gratis verzending vanaf € 50');
    expect(list()!.querySelector('#mobile-menu-hoofdmenu-0-sub')).not.toBeNull();
    await escape();
    await act(async () => trigger().click());
    expect(document.querySelectorAll('#slide-menu-mobile > ul')).toHaveLength(1);
  });

  it('opens as a modal dialog with focus in and scrolling locked; Escape, the overlay and the close item close it, focus back', async () => {
    await openPage();
    await act(async () => trigger().click());
    expect([panel().getAttribute('role'), panel().getAttribute('aria-modal'), trigger().getAttribute('aria-expanded')]).toEqual(['dialog', 'true', 'true']);
    expect(list()!.classList.contains('off-canvas-active')).toBe(true);
    expect(list()!.contains(document.activeElement)).toBe(true);
    await painted();
    expect(scrollLocked()).toBe(true);
    await escape();
    expect([list()!.classList.contains('off-canvas-active'), document.activeElement, scrollLocked()]).toEqual([false, trigger(), false]);
    await act(async () => trigger().click());
    await act(async () => document.querySelector<HTMLElement>('.offsetnav-overlay')!.click());
    expect([list()!.classList.contains('off-canvas-active'), document.querySelector('.offsetnav-overlay')]).toEqual([false, null]);
    await act(async () => trigger().click());
    await act(async () => list()!.querySelector<HTMLElement>('.close-menu [role="button"]')!.click());
    expect(list()!.classList.contains('off-canvas-active')).toBe(false);
  });

  it('hears Escape before a page script that keeps the key to itself', async () => {
    await openPage();
    const keepEscape = (event: KeyboardEvent) => event.stopPropagation();
    document.body.addEventListener('keydown', keepEscape);
    try {
      await act(async () => trigger().click());
      await escape();
      expect([list()!.classList.contains('off-canvas-active'), document.activeElement]).toEqual([false, trigger()]);
    } finally {
      document.body.removeEventListener('keydown', keepEscape);
    }
  });

  it('opens a submenu with its toggle and goes back with its terug item; closed submenus are inert', async () => {
    await openPage();
    await act(async () => trigger().click());
    const toggle = list()!.querySelector<HTMLElement>('.submenu-toggle')!;
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([submenu.inert, toggle.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    await act(async () => toggle.click());
    expect([submenu.classList.contains('sub-menu-active'), submenu.inert, toggle.getAttribute('aria-expanded')]).toEqual([true, false, 'true']);
    const back = submenu.querySelector<HTMLElement>(':scope > li.back-mb [role="button"]')!;
    expect([back.textContent?.trim(), document.activeElement]).toEqual(['terug', back]);
    await act(async () => back.click());
    expect([submenu.classList.contains('sub-menu-active'), submenu.inert, document.activeElement]).toEqual([false, true, toggle]);
    // The theme's controls are spans its CSS styles, made buttons: Enter and Space work on them.
    await act(async () => toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(submenu.classList.contains('sub-menu-active')).toBe(true);
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect([submenu.classList.contains('sub-menu-active'), document.activeElement]).toEqual([false, toggle]);
  });

  it('prints the theme’s own controls for its CSS: span toggles after the links, its icons, the shop’s mobile panel first', async () => {
    await openPage(() => {
      const custom = Object.assign(document.createElement('div'), { id: 'rhmobpnlcustom', className: 'rhhidden', innerHTML: '<div id="rhmobtoppnl">Bel ons</div>' });
      document.body.append(custom);
    });
    await act(async () => trigger().click());
    const toggle = list()!.querySelector('li.menu-item-has-children > .submenu-toggle')!;
    expect([toggle.localName, toggle.className, toggle.previousElementSibling?.localName, toggle.innerHTML]).toEqual([
      'span',
      'submenu-toggle text-center cursorpointer blackcolor',
      'a',
      '<i class="rhicon rhi-angle-right" aria-hidden="true"></i>',
    ]);
    expect(list()!.querySelector('li.close-menu')!.className).toBe('close-menu rh-close-btn position-relative text-center cursorpointer rh-circular-hover mt10 mb10 margincenter');
    expect([list()!.firstElementChild!.id, list()!.firstElementChild!.textContent, document.querySelectorAll('#rhmobtoppnl')]).toEqual(['mobtopheaderpnl', 'Bel ons', expect.objectContaining({ length: 1 })]);
  });

  it('closes when the window grows wider than 1023 px, focus going to the header’s own menu', async () => {
    const width = await openPage();
    await act(async () => trigger().click());
    await act(async () => width.grow());
    expect([list()!.classList.contains('off-canvas-active'), document.querySelector('.offsetnav-overlay')]).toEqual([false, null]);
    expect(document.activeElement).toBe(document.querySelector('nav.top_menu a[href]'));
    await act(async () => trigger().click());
    expect(list()!.classList.contains('off-canvas-active')).toBe(false);
  });

  it('makes its own panel where the theme printed none, and builds from the menus the page has', async () => {
    await openPage(() => {
      document.getElementById('slide-menu-mobile')!.remove();
      for (const menu of document.querySelectorAll('nav.top_menu ~ nav, .header-top nav')) menu.remove();
    });
    expect(trigger().getAttribute('aria-controls')).toBe('slide-menu-mobile');
    await act(async () => trigger().click());
    expect(document.querySelectorAll('#slide-menu-mobile')).toHaveLength(1);
    expect(list()!.querySelector(':scope > li > a')!.textContent).toBe('Shop');
  });

  it('gives a submenu printed without an id one for its toggle, which is named for its parent’s link', async () => {
    await openPage(() => {
      const submenu = document.querySelector('nav.top_menu li.menu-item-has-children > .sub-menu')!;
      submenu.removeAttribute('id');
    });
    await act(async () => trigger().click());
    const toggle = list()!.querySelector<HTMLElement>('li.menu-item-has-children > .submenu-toggle')!;
    const submenu = toggle.nextElementSibling!;
    expect([submenu.id, toggle.getAttribute('aria-controls'), toggle.getAttribute('aria-label')]).toEqual(['mobile-sub-1', 'mobile-sub-1', 'Shop']);
  });

  it('folds its submenus again when it closes: the next opening starts at the top level', async () => {
    await openPage();
    await act(async () => trigger().click());
    const toggle = list()!.querySelector<HTMLElement>('.submenu-toggle')!;
    await act(async () => toggle.click());
    await escape();
    await act(async () => trigger().click());
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([toggle.getAttribute('aria-expanded'), submenu.classList.contains('sub-menu-active'), submenu.inert]).toEqual(['false', false, true]);
  });
  it('shows its trigger closed, open and closed again; its panel, shown from mount for the theme’s slide, is inert while closed', async () => {
    await openPage();
    const state = () => [trigger().getAttribute('aria-expanded'), trigger().classList.contains('toggle-active'), panel().style.display, panel().inert];
    expect(state()).toEqual(['false', false, 'block', true]);
    await act(async () => trigger().click());
    expect(state()).toEqual(['true', true, 'block', false]);
    await escape();
    expect(state()).toEqual(['false', false, 'block', true]);
  });

  it('locks the page’s scrolling once the frame that shows it is painted, not when closed before then', async () => {
    await openPage();
    await act(async () => trigger().click());
    expect(scrollLocked()).toBe(false);
    await painted();
    expect(scrollLocked()).toBe(true);
    await escape();
    await act(async () => trigger().click());
    await escape();
    await painted();
    expect(scrollLocked()).toBe(false);
  });

  it('builds nothing on a desktop until the window narrows and the menu is opened', async () => {
    const page = await openDemoPage('/shop/');
    const width = phoneWindow();
    width.grow();
    await page.mount(['mobile-menu'], { now: true });
    expect([list(), panel().style.display]).toEqual([null, '']);
  });

  it.each([
    { text: '\n  Categorieën  ', name: 'Categorieën' },
    { text: '', name: 'Menu' },
  ])('names its dialog after the trigger’s text $text, else "Menu"', async ({ text, name }) => {
    await openPage(() => {
      trigger().querySelector('.screen-reader-text')!.textContent = text;
    });
    await act(async () => trigger().click());
    expect(document.getElementById('slide-menu-mobile')!.getAttribute('aria-label')).toBe(name);
  });

  it('keeps Tab in the submenu shown, wrapping to its terug item, and stays open on other keys', async () => {
    await openPage();
    await act(async () => trigger().click());
    const toggle = list()!.querySelector<HTMLElement>('.submenu-toggle')!;
    await act(async () => toggle.click());
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const links = submenu.querySelectorAll<HTMLElement>('a[href]');
    links[links.length - 1]!.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    await act(async () => document.activeElement!.dispatchEvent(tab));
    expect([tab.defaultPrevented, document.activeElement]).toEqual([true, submenu.querySelector('.back-mb [role="button"]')]);
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect([list()!.classList.contains('off-canvas-active'), submenu.classList.contains('sub-menu-active')]).toEqual([true, true]);
  });

  it('opens a submenu without scrolling the list to its terug item', async () => {
    await openPage();
    await act(async () => trigger().click());
    const toggle = list()!.querySelector<HTMLElement>('.submenu-toggle')!;
    const back = document.getElementById(toggle.getAttribute('aria-controls')!)!.querySelector('.back-mb [role="button"]');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await act(async () => toggle.click());
    const backFocus = focus.mock.calls.filter((_call, index) => focus.mock.contexts[index] === back);
    focus.mockRestore();
    expect(backFocus).toEqual([[{ preventScroll: true }]]);
  });

  it('folds a submenu again on a second click of its toggle', async () => {
    await openPage();
    await act(async () => trigger().click());
    const toggle = list()!.querySelector<HTMLElement>('.submenu-toggle')!;
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await act(async () => toggle.click());
    await act(async () => toggle.click());
    expect([toggle.getAttribute('aria-expanded'), submenu.classList.contains('sub-menu-active'), submenu.inert, document.activeElement]).toEqual(['false', false, true, toggle]);
  });

  it('stays one menu with one overlay when its trigger is clicked again while open, and unlocks scrolling on closing', async () => {
    await openPage();
    await act(async () => trigger().click());
    const menu = list();
    await act(async () => trigger().click());
    expect(document.querySelectorAll('.offsetnav-overlay')).toHaveLength(1);
    await escape();
    expect([document.querySelectorAll('.offsetnav-overlay').length, document.documentElement.classList.contains('si-scroll-locked')]).toEqual([0, false]);
    await act(async () => trigger().click());
    expect(list()).toBe(menu);
  });

  it('lets Tab and Escape alone on the page once closed', async () => {
    await openPage();
    await act(async () => trigger().click());
    await escape();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    await act(async () => trigger().dispatchEvent(tab));
    expect([tab.defaultPrevented, document.activeElement]).toEqual([false, trigger()]);
  });

  it('stays open when the window changes but stays phone-wide', async () => {
    const width = await openPage();
    await act(async () => width.change());
    await act(async () => trigger().click());
    await act(async () => width.change());
    expect([list()!.classList.contains('off-canvas-active'), document.querySelectorAll('.offsetnav-overlay').length]).toEqual([true, 1]);
  });

  it('does not open once the window grew wider than 1023 px while it was closed', async () => {
    const width = await openPage();
    await act(async () => width.grow());
    await act(async () => trigger().click());
    expect([list()!.classList.contains('off-canvas-active'), trigger().getAttribute('aria-expanded')]).toEqual([false, 'false']);
  });

  it('leaves focus where it was when the window grows while focus is outside the menu', async () => {
    const width = await openPage();
    await act(async () => trigger().click());
    (document.activeElement as HTMLElement).blur();
    await act(async () => width.grow());
    expect([list()!.classList.contains('off-canvas-active'), document.activeElement]).toEqual([false, document.body]);
  });

  it('once unmounted before any opening, leaves the trigger, the panel and the window’s width to the page', async () => {
    const width = phoneWindow();
    await openDemoPage('/shop/');
    const unmount = island.mount(trigger())!;
    expect(width.listening()).toBe(1);
    unmount();
    await act(async () => trigger().click());
    expect([list()!.classList.contains('off-canvas-active'), panel().style.display, panel().inert, trigger().getAttribute('aria-expanded'), width.listening()]).toEqual([false, '', false, 'false', 0]);
  });

  it('closes when unmounted while open, leaving focus where it is', async () => {
    phoneWindow();
    await openDemoPage('/shop/');
    const unmount = island.mount(trigger())!;
    await act(async () => trigger().click());
    const focused = document.activeElement;
    unmount();
    expect([list()!.classList.contains('off-canvas-active'), document.querySelector('.offsetnav-overlay'), document.activeElement]).toEqual([false, null, focused]);
    expect(list()!.contains(focused)).toBe(true);
  });

  it('prints the terug item and the close item as the theme does: its classes, icons and names', async () => {
    await openPage();
    await act(async () => trigger().click());
    const back = list()!.querySelector('li.back-mb > [role="button"]')!;
    expect([back.className, back.innerHTML, back.getAttribute('aria-label')]).toEqual(['rehub-main-color', '<i class="rhicon rhi-chevron-left mr10" aria-hidden="true"></i> terug', null]);
    const close = list()!.querySelector('li.close-menu > [role="button"]')!;
    expect([close.innerHTML, close.getAttribute('aria-label')]).toEqual(['<i class="rhicon rhi-times whitebg roundborder50p rh-shadow4 abdposleft" aria-hidden="true"></i>', 'Menu sluiten']);
  });

  it('copies the header’s custom content whole, its references following its copied ids', async () => {
    await openPage(() => {
      document.querySelector('#main_header .top_custom_content')!.innerHTML = '<a href="/verzending/" aria-controls="verzendinfo">Gratis <strong>verzending</strong></a> <span id="verzendinfo">vanaf € 50</span>';
    });
    await act(async () => trigger().click());
    const content = list()!.querySelector('.top_custom_content_mobile')!;
    expect(content.textContent).toBe('Gratis verzending vanaf € 50');
    expect([content.querySelector('a')!.getAttribute('aria-controls'), content.querySelector('span')!.id]).toEqual(['mobile-verzendinfo', 'mobile-verzendinfo']);
  });

  it('builds without custom content, leaves a parent without submenu without toggle, and names toggles by their link’s trimmed text', async () => {
    await openPage(() => {
      document.querySelector('#main_header .top_custom_content')!.remove();
      const menu = document.querySelector('nav.top_menu ul.menu')!;
      menu.querySelector(':scope > li.menu-item-has-children > a')!.textContent = '\n  Shop  ';
      // A desktop menu that printed no toggle of its own.
      menu.querySelector(':scope > li.menu-item-has-children > .submenu-toggle')!.remove();
      menu.insertAdjacentHTML('beforeend', '<li class="menu-item menu-item-has-children"><a href="/outlet/">Outlet</a></li>');
    });
    await act(async () => trigger().click());
    expect(list()!.querySelector('.top_custom_content_mobile')).toBeNull();
    expect(list()!.querySelector('.submenu-toggle')!.getAttribute('aria-label')).toBe('Shop');
    const outlet = [...list()!.querySelectorAll('li')].find((item) => item.querySelector(':scope > a')?.textContent === 'Outlet')!;
    expect(outlet.querySelector('.submenu-toggle')).toBeNull();
  });
});
