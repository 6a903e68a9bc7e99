import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

/** The menu's hover intent as the shopper feels it (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const POLL_INTERVAL_MS = 100;
const CLOSE_TIMEOUT_MS = 120;

const nav = () => document.querySelector<HTMLElement>('nav.top_menu')!;
const shop = () => nav().querySelector<HTMLElement>('li.menu-item-has-children')!;
const isOpen = (item: HTMLElement) => item.classList.contains('hovered');
const mouse = (item: HTMLElement, type: string, x = 10, y = 10) =>
  act(async () => item.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', clientX: x, clientY: y, bubbles: type === 'pointermove' })));

const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

async function openPage(): Promise<void> {
  const page = await openDemoPage('/shop/');
  await page.mount(['hover-intent'], { now: true });
  // The clock is the test's from here: the page was opened with the real one.
  useFakeClock();
}

/** The menu as Rehub prints it: no toggles after its parents' links. */
const removeToggles = () => {
  for (const toggle of nav().querySelectorAll('.submenu-toggle')) toggle.remove();
};

/**
 * The demo listing with its menu as Rehub prints it, without the toggles after its parents' links, and
 * with what `change` does to it first (another theme's markup), mounted.
 */
async function openPageWithoutToggles(change: () => void = () => undefined): Promise<void> {
  const page = await openDemoPage('/shop/');
  removeToggles();
  change();
  await page.mount(['hover-intent'], { now: true });
}

/** The menu's parent item labelled `label` ("Shop", "Klantenservice"). */
const parentItem = (label: string) => [...nav().querySelectorAll<HTMLElement>('li.menu-item-has-children')].find((item) => item.firstElementChild?.textContent === label)!;
const parentLink = (label: string) => parentItem(label).querySelector<HTMLElement>(':scope > a')!;
/** The labels of the items whose submenu is open (the theme's class `hovered`), in menu order. */
const openSubmenus = () => [...nav().querySelectorAll('li.hovered')].map((item) => item.firstElementChild?.textContent);
const pressEscape = (on: HTMLElement) => act(async () => void on.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));

describe('the main menu’s hover intent (100 ms interval, 120 ms timeout: docs/CONTRACTS.md, “Timings”)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a submenu while focus is on its link or inside it where the theme prints no toggle, as Rehub’s menu', async () => {
    await openPageWithoutToggles();
    const link = shop().querySelector<HTMLElement>(':scope > a')!;
    const inside = shop().querySelector<HTMLElement>('.sub-menu a')!;
    await act(async () => link.focus());
    expect(isOpen(shop())).toBe(true);
    await act(async () => inside.focus());
    expect(isOpen(shop())).toBe(true);
    await act(async () => inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect([isOpen(shop()), document.activeElement]).toEqual([false, link]);
    await act(async () => inside.focus());
    await act(async () => document.querySelector<HTMLElement>('.menu-cart-btn')!.focus());
    expect(isOpen(shop())).toBe(false);
  });

  it('takes over from CSS, opens once the mouse rests and closes 120 ms after it left', async () => {
    await openPage();
    expect(nav().classList.contains('hover-intent')).toBe(true);
    await mouse(shop(), 'pointerenter');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(isOpen(shop())).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect([isOpen(shop()), shop().querySelector('.submenu-toggle')!.getAttribute('aria-expanded')]).toEqual([true, 'true']);
    await mouse(shop(), 'pointerleave');
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_TIMEOUT_MS - 1));
    expect(isOpen(shop())).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(isOpen(shop())).toBe(false);
  });

  it('opens nothing while the mouse passes over, and a quick return keeps it open', async () => {
    await openPage();
    await mouse(shop(), 'pointerenter', 0, 10);
    for (let x = 20; x <= 100; x += 20) {
      await mouse(shop(), 'pointermove', x, 10);
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    }
    expect(isOpen(shop())).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(isOpen(shop())).toBe(true);
    await mouse(shop(), 'pointerleave');
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_TIMEOUT_MS / 2));
    await mouse(shop(), 'pointerenter');
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_TIMEOUT_MS * 2));
    expect(isOpen(shop())).toBe(true);
  });

  it('opens and closes with the toggle for keyboard and touch; Escape closes with focus on the toggle', async () => {
    await openPage();
    const toggle = shop().querySelector<HTMLElement>('.submenu-toggle')!;
    await act(async () => toggle.click());
    expect(isOpen(shop())).toBe(true);
    const link = shop().querySelector<HTMLElement>('.sub-menu a')!;
    link.focus();
    await act(async () => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect([isOpen(shop()), document.activeElement]).toEqual([false, toggle]);
    await act(async () => toggle.click());
    await act(async () => toggle.click());
    expect(isOpen(shop())).toBe(false);
  });

  it('counts a mouse that moved 7 px, or 5 px each way, between two looks as passing; resting opens at the next look', async () => {
    await openPage();
    for (const [x, y] of [[7, 0], [5, 5]]) {
      await mouse(shop(), 'pointerenter', 0, 0);
      await mouse(shop(), 'pointermove', x, y);
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
      expect(isOpen(shop())).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
      expect(isOpen(shop())).toBe(true);
      await mouse(shop(), 'pointerleave');
      await act(() => vi.advanceTimersByTimeAsync(CLOSE_TIMEOUT_MS));
    }
  });

  it('stops looking once the mouse leaves, and a second entry does not look twice', async () => {
    await openPage();
    await mouse(shop(), 'pointerenter');
    await mouse(shop(), 'pointerenter');
    await mouse(shop(), 'pointerleave');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(isOpen(shop())).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('opens nothing for a finger or a pen passing over', async () => {
    await openPage();
    await act(async () => shop().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch', clientX: 10, clientY: 10 })));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2));
    expect(isOpen(shop())).toBe(false);
  });

  it('keeps one submenu open per level', async () => {
    await openPage();
    const [first, second] = [...nav().querySelectorAll<HTMLElement>(':scope > ul > li.menu-item-has-children, :scope > div > ul > li.menu-item-has-children')];
    await act(async () => first!.querySelector<HTMLElement>(':scope > .submenu-toggle')!.click());
    await act(async () => second!.querySelector<HTMLElement>(':scope > .submenu-toggle')!.click());
    expect([isOpen(first!), isOpen(second!), first!.querySelector(':scope > .submenu-toggle')!.getAttribute('aria-expanded')]).toEqual([false, true, 'false']);
  });

  it('leaves other keys, other clicks and a finger leaving to the page, and Escape with nothing open', async () => {
    await openPage();
    const toggle = shop().querySelector<HTMLElement>('.submenu-toggle')!;
    const link = shop().querySelector<HTMLElement>('.sub-menu a')!;
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(async () => link.dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(false);
    await act(async () => toggle.click());
    await act(async () => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(click));
    await act(async () => shop().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'touch' })));
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_TIMEOUT_MS * 2));
    expect([isOpen(shop()), click.defaultPrevented]).toEqual([true, false]);
  });

  it('opens again for the keyboard once focus comes back to a link Escape closed', async () => {
    await openPageWithoutToggles();
    const link = shop().querySelector<HTMLElement>(':scope > a')!;
    await act(async () => link.focus());
    await act(async () => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect([isOpen(shop()), document.activeElement]).toEqual([false, link]);
    await act(async () => document.querySelector<HTMLElement>('.menu-cart-btn')!.focus());
    await act(async () => link.focus());
    expect(isOpen(shop())).toBe(true);
  });

  it('keeps open the submenu CSS had open under the mouse when it takes over', async () => {
    const page = await openDemoPage('/shop/');
    vi.spyOn(shop(), 'matches').mockImplementation((selector) => selector === ':hover');
    await page.mount(['hover-intent'], { now: true });
    expect([isOpen(shop()), shop().querySelector('.submenu-toggle')!.getAttribute('aria-expanded')]).toEqual([true, 'true']);
  });

  it('closes its submenus and lets go of the menu when unmounted', async () => {
    await openDemoPage('/shop/');
    const stop = island.mount(nav());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const toggle = shop().querySelector<HTMLElement>('.submenu-toggle')!;
    await act(async () => toggle.click());
    await mouse(shop(), 'pointerleave');
    await mouse(shop(), 'pointerenter');
    stop?.();
    expect([isOpen(shop()), nav().classList.contains('hover-intent'), vi.getTimerCount()]).toEqual([false, false, 0]);
    await act(async () => toggle.click());
    await mouse(shop(), 'pointerenter');
    await mouse(shop(), 'pointermove', 50, 50);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2));
    await act(async () => shop().querySelector<HTMLElement>(':scope > a')!.focus());
    expect(isOpen(shop())).toBe(false);
  });

  it('keeps a submenu open while focus moves within it, and closes it once focus leaves', async () => {
    await openPage();
    const toggle = shop().querySelector<HTMLElement>('.submenu-toggle')!;
    await act(async () => toggle.click());
    const [first, second] = [...shop().querySelectorAll<HTMLElement>('.sub-menu a')];
    await act(async () => first!.focus());
    await act(async () => second!.focus());
    expect(isOpen(shop())).toBe(true);
    await act(async () => document.querySelector<HTMLElement>('.menu-cart-btn')!.focus());
    expect(isOpen(shop())).toBe(false);
  });

  it('closes every submenu and stops watching a mouse about to rest when unmounted', async () => {
    await openDemoPage('/shop/');
    const stop = island.mount(nav());
    useFakeClock();
    await act(async () => parentItem('Shop').querySelector<HTMLElement>(':scope > .submenu-toggle')!.click());
    await mouse(parentItem('Klantenservice'), 'pointerenter');
    act(() => stop?.());
    expect([openSubmenus(), nav().querySelectorAll('[aria-expanded="true"]').length, vi.getTimerCount()]).toEqual([[], 0, 0]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(openSubmenus()).toEqual([]);
  });

  it.each<[string, () => Promise<unknown>]>([
    ['Escape inside it', () => pressEscape(parentItem('Shop').querySelector<HTMLElement>('.sub-menu a')!)],
    ['the mouse leaving it', () => mouse(parentItem('Shop'), 'pointerleave')],
    [
      'focus leaving it',
      async () => {
        await act(async () => parentItem('Shop').querySelector<HTMLElement>('.sub-menu a')!.focus());
        await act(async () => document.querySelector<HTMLElement>('.menu-cart-btn')!.focus());
      },
    ],
    ['focus reaching another parent’s link', () => act(async () => parentLink('Klantenservice').focus())],
  ])('once unmounted, leaves the submenu the theme opened as it is on %s', async (_, happens) => {
    await openDemoPage('/shop/');
    removeToggles();
    const stop = island.mount(nav());
    act(() => stop?.());
    useFakeClock();
    // The theme's own reshowNav has the menu again.
    parentItem('Shop').classList.add('hovered');
    await happens();
    await act(() => vi.advanceTimersByTimeAsync(240));
    expect(openSubmenus()).toEqual(['Shop']);
  });

  it('closes with Escape a submenu whose parent is a heading without a link, and the keyboard opens the next one', async () => {
    await openPageWithoutToggles(() => parentLink('Shop').replaceWith(Object.assign(document.createElement('span'), { textContent: 'Shop' })));
    useFakeClock();
    await mouse(parentItem('Shop'), 'pointerenter');
    await act(() => vi.advanceTimersByTimeAsync(100));
    const inside = parentItem('Shop').querySelector<HTMLElement>('.sub-menu a')!;
    await act(async () => inside.focus());
    await pressEscape(inside);
    expect(openSubmenus()).toEqual([]);
    await act(async () => parentLink('Klantenservice').focus());
    expect(openSubmenus()).toEqual(['Klantenservice']);
  });

  it('opens a submenu for the keyboard on its parent’s own link, not on another link printed beside it', async () => {
    await openPageWithoutToggles(() => parentLink('Shop').insertAdjacentHTML('afterend', '<a class="menu-badge" href="/shop/?orderby=date">Nieuw</a>'));
    await act(async () => parentItem('Shop').querySelector<HTMLElement>('.menu-badge')!.focus());
    expect(openSubmenus()).toEqual([]);
    await act(async () => parentLink('Shop').focus());
    expect(openSubmenus()).toEqual(['Shop']);
  });

  it('leaves a click on an arrow inside a parent’s link to the link, which the shopper follows', async () => {
    await openPageWithoutToggles(() => parentLink('Shop').insertAdjacentHTML('beforeend', '<span class="submenu-toggle" aria-hidden="true"> ▾</span>'));
    let followed = false;
    // The page stops the link there (the test goes nowhere), having seen whether the menu stopped it first.
    const stopAtThePage = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopAtThePage);
    onTestFinished(() => document.removeEventListener('click', stopAtThePage));
    await act(async () => void nav().querySelector('a > .submenu-toggle')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect([followed, openSubmenus()]).toEqual([true, []]);
  });
});
