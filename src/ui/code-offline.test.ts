import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../http/request.ts';
import { toasts } from '../stores/toasts.ts';
import { modal } from '../stores/modal.ts';
import { notify } from './notify.ts';
import { showLoadedHtml } from './modal/show-loaded-html.ts';

/**
 * What the shopper gets when the code of the toaster and of the modal cannot be fetched (the
 * connection dropped after the page loaded): every import of them fails in this file.
 */
vi.mock('./toast/mount-toaster.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./modal/mount-modal.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const spoken = () => document.querySelector('.si-announcer')?.textContent;

describe('a toast whose toaster cannot be fetched', () => {
  it('is an info toast by default, taken back once the toaster fails, and its message still spoken to screen readers', async () => {
    vi.useFakeTimers();
    notify('Product toegevoegd aan je verlanglijst');
    expect(toasts.value.map(({ message, kind }) => [message, kind])).toEqual([['Product toegevoegd aan je verlanglijst', 'info']]);
    await vi.runAllTimersAsync();
    expect(toasts.value).toEqual([]);
    expect(spoken()).toBe('Product toegevoegd aan je verlanglijst');
    vi.useRealTimers();
  });
});

describe('server HTML whose modal cannot be fetched', () => {
  it('opens nothing, says so (spoken, as its toaster fails too), and leaves the trigger usable', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<a class="quick-view" href="/product/linnen-shirt/">Snel bekijken</a>';
    const trigger = document.querySelector<HTMLElement>('.quick-view')!;
    const load = vi.fn(async (): Promise<Outcome<string>> => ({ ok: true, value: '<p>Linnen shirt</p>', response: new Response('<p>Linnen shirt</p>') }));
    const shown = showLoadedHtml(trigger, { title: 'Linnen shirt', maxWidth: 800, load });
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    await showLoadedHtml(trigger, { title: 'Linnen shirt', maxWidth: 800, load });
    expect(load).toHaveBeenCalledTimes(1);
    await shown;
    await vi.runAllTimersAsync();
    expect(modal.value).toBeNull();
    expect(spoken()).toBe('Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.');
    expect(trigger.classList.contains('loading')).toBe(false);
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
    vi.useRealTimers();
  });
});
