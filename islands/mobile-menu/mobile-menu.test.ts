import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { DESKTOP_MEDIA } from './index.ts';

/** A phone-wide window whose width can grow past 1023 px, as matchMedia reports it. */
function phoneWindow(): { grow: () => void } {
  let desktop = false;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      get matches() {
        return query === DESKTOP_MEDIA && desktop;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    return list as unknown as MediaQueryList;
  });
  return {
    grow() {
      desktop = true;
      for (const listener of listeners) listener();
    },
  };
}

const trigger = () => document.querySelector<HTMLElement>('.dl-trigger')!;
const list = () => document.querySelector<HTMLElement>('#slide-menu-mobile > ul.menu');
const escape = () => act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

/** The shop on a phone with the menu's island mounted; `beforeCode` changes the page before its code comes. */
async function openPage(beforeCode: () => void = () => undefined): Promise<{ grow: () => void }> {
  const width = phoneWindow();
  const page = await openDemoPage('/shop/');
  beforeCode();
  await page.mount(['mobile-menu'], { now: true });
  return width;
}

describe('the mobile menu', () => {
  it('is built once on first opening from the main, near-logo and top menus and the custom content', async () => {
    await openPage();
    expect(list()).toBeNull();
    await act(async () => trigger().click());
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
    const panel = document.getElementById('slide-menu-mobile')!;
    expect([panel.getAttribute('role'), panel.getAttribute('aria-modal'), trigger().getAttribute('aria-expanded')]).toEqual(['dialog', 'true', 'true']);
    expect(list()!.classList.contains('off-canvas-active')).toBe(true);
    expect(list()!.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(true);
    await escape();
    expect([list()!.classList.contains('off-canvas-active'), document.activeElement, document.documentElement.classList.contains('si-scroll-locked')]).toEqual([false, trigger(), false]);
    await act(async () => trigger().click());
    await act(async () => document.querySelector<HTMLElement>('.offsetnav-overlay')!.click());
    expect([list()!.classList.contains('off-canvas-active'), document.querySelector('.offsetnav-overlay')]).toEqual([false, null]);
    await act(async () => trigger().click());
    await act(async () => list()!.querySelector<HTMLElement>('.close-menu [role="button"]')!.click());
    expect(list()!.classList.contains('off-canvas-active')).toBe(false);
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
    await openPage();
    const custom = Object.assign(document.createElement('div'), { id: 'rhmobpnlcustom', className: 'rhhidden', innerHTML: '<div id="rhmobtoppnl">Bel ons</div>' });
    document.body.append(custom);
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
});
