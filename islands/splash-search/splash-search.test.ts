import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

/** The splash search's field takes the focus 600 ms after it opens (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const INPUT_FOCUS_DELAY_MS = 600;

describe('the splash search', () => {
  afterEach(() => vi.useRealTimers());

  it('opens as a dialog, its field focused after 600 ms; the close button and Escape close it, focus back on the icon', async () => {
    const page = await openDemoPage('/shop/');
    await page.mount(['splash-search'], { now: true });
    // The clock is the test's from here: the page was opened with the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const icon = document.querySelector<HTMLElement>('.icon-search-onclick')!;
    const overlay = document.getElementById('rhSplashSearch')!;
    await act(async () => icon.click());
    expect([overlay.classList.contains('top-search-onclick-open'), overlay.getAttribute('role'), icon.getAttribute('aria-expanded')]).toEqual([true, 'dialog', 'true']);
    expect(document.activeElement).toBe(overlay);
    await act(() => vi.advanceTimersByTimeAsync(INPUT_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).toBe(overlay);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.activeElement).toBe(document.getElementById('splash-search'));
    await act(async () => screen.getByRole('button', { name: 'Zoeken sluiten' }).click());
    expect([overlay.classList.contains('top-search-onclick-open'), document.activeElement, icon.getAttribute('aria-expanded')]).toEqual([false, icon, 'false']);
    await act(async () => icon.click());
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect([overlay.classList.contains('top-search-onclick-open'), document.activeElement]).toEqual([false, icon]);
    // Closed before 600 ms: the field does not take focus later.
    await act(() => vi.advanceTimersByTimeAsync(INPUT_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(icon);
  });

  it('marks the icon as opening a dialog, and leaves the field alone once the shopper moved on inside it', async () => {
    const page = await openDemoPage('/shop/');
    await page.mount(['splash-search'], { now: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const icon = document.querySelector<HTMLElement>('.icon-search-onclick')!;
    const overlay = document.getElementById('rhSplashSearch')!;
    expect([icon.getAttribute('aria-haspopup'), overlay.tabIndex]).toEqual(['dialog', -1]);
    await act(async () => icon.click());
    const close = screen.getByRole('button', { name: 'Zoeken sluiten' });
    close.focus();
    await act(() => vi.advanceTimersByTimeAsync(INPUT_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(close);
  });

  it('closes when unmounted while open', () => {
    document.body.innerHTML = '<a class="icon-search-onclick" href="#rhSplashSearch">Zoeken</a><div id="rhSplashSearch"><form><input type="search" name="s"></form><span id="close-src-splash"></span></div>';
    const icon = document.querySelector<HTMLElement>('.icon-search-onclick')!;
    const stop = island.mount(icon);
    icon.click();
    const overlay = document.getElementById('rhSplashSearch')!;
    expect(overlay.classList.contains('top-search-onclick-open')).toBe(true);
    stop?.();
    expect([overlay.classList.contains('top-search-onclick-open'), icon.getAttribute('aria-expanded')]).toEqual([false, 'false']);
  });

  it('leaves the icon a link on a page without the search dialog or its field', () => {
    for (const dialog of ['', '<div id="rhSplashSearch"><form><input type="text" name="q"></form></div>']) {
      document.body.innerHTML = `<a class="icon-search-onclick" href="#rhSplashSearch">Zoeken</a>${dialog}`;
      const icon = document.querySelector<HTMLElement>('.icon-search-onclick')!;
      expect(island.mount(icon)).toBeUndefined();
      expect(icon.hasAttribute('role')).toBe(false);
    }
  });
});
