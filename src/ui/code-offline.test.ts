import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../http/request.ts';
import { announce } from '../dom/announce.ts';
import { toasts, type Toast } from '../stores/toasts.ts';
import { modal } from '../stores/modal.ts';
import { notify } from './notify.ts';
import { showLoadedHtml } from './modal/show-loaded-html.ts';

/**
 * What the shopper gets when the code of the toaster and of the modal cannot be fetched (the
 * connection dropped after the page loaded): every code load fails in this file, and what screen
 * readers are told is read from the announcer's call, wherever its live region lives.
 */
vi.mock('../island-code.ts', () => ({
  loadCode: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));
vi.mock('../dom/announce.ts', () => ({ announce: vi.fn() }));

/** Every toast shown while `run` goes on, with its kind, including those taken back again. */
async function toastsShownDuring(run: () => Promise<void>): Promise<Array<[string, string]>> {
  const shown: Toast[] = [];
  const stop = toasts.subscribe((list) => shown.push(...list.filter((toast) => !shown.includes(toast))));
  try {
    await run();
  } finally {
    stop();
  }
  return shown.map(({ message, kind }) => [message, kind]);
}

describe('a toast whose toaster cannot be fetched', () => {
  it('is an info toast by default, taken back once the toaster fails, and its message still spoken to screen readers', async () => {
    const shown = await toastsShownDuring(async () => {
      notify('Product toegevoegd aan je verlanglijst');
      await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('Product toegevoegd aan je verlanglijst'));
    });
    expect(shown).toEqual([['Product toegevoegd aan je verlanglijst', 'info']]);
    expect(toasts.value).toEqual([]);
  });
});

describe('server HTML whose modal cannot be fetched', () => {
  it('opens nothing, says so as a failure (spoken, as its toaster fails too), and leaves the trigger usable', async () => {
    document.body.innerHTML = '<a class="quick-view" href="/product/linnen-shirt/">Snel bekijken</a>';
    const trigger = document.querySelector<HTMLElement>('.quick-view')!;
    const load = vi.fn(async (): Promise<Outcome<string>> => ({ ok: true, value: '<p>Linnen shirt</p>', response: new Response('<p>Linnen shirt</p>') }));
    const failure = 'Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.';
    const shown = await toastsShownDuring(async () => {
      const opening = showLoadedHtml(trigger, { title: 'Linnen shirt', maxWidth: 800, load });
      expect(trigger.getAttribute('aria-busy')).toBe('true');
      await showLoadedHtml(trigger, { title: 'Linnen shirt', maxWidth: 800, load });
      expect(load).toHaveBeenCalledTimes(1);
      await opening;
      await vi.waitFor(() => expect(announce).toHaveBeenCalledWith(failure));
    });
    expect(shown).toEqual([[failure, 'danger']]);
    expect(modal.value).toBeNull();
    expect(trigger.classList.contains('loading')).toBe(false);
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
  });
});
