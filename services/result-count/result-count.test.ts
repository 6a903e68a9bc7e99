import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import service from './index.ts';

/** What woocommerce.js did for screen readers with a listing's result count as it loads. */

beforeEach(() => {
  vi.useFakeTimers();
  // The boot entry starts it while the page is parsed.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
});
afterEach(() => vi.useRealTimers());

const start = () => service.start() ?? (() => undefined);
const COUNT = '<p class="woocommerce-result-count" role="alert" aria-relevant="all">Alle 16 resultaten<span class="screen-reader-text">Gesorteerd op prijs</span></p>';

describe('the result count as the listing loads', () => {
  it('is hidden from screen readers for two seconds, then fill it again (its own nodes, not new HTML)', () => {
    document.body.innerHTML = COUNT;
    const count = document.querySelector('.woocommerce-result-count')!;
    const span = count.querySelector('span');
    const changes: string[] = [];
    new MutationObserver((records) => changes.push(...records.map((record) => record.type))).observe(count, { childList: true });
    start();
    expect(count.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(1999);
    expect(count.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(1);
    expect(count.getAttribute('aria-hidden')).toBe('false');
    expect([count.textContent, count.querySelector('span')]).toEqual(['Alle 16 resultatenGesorteerd op prijs', span]);
    return Promise.resolve().then(() => expect(changes).toContain('childList'));
  });

  it('is left alone when it comes after the page has loaded (a new page of products: its own live region then speaks)', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    document.body.innerHTML = COUNT;
    start();
    expect(document.querySelector('.woocommerce-result-count')!.hasAttribute('aria-hidden')).toBe(false);
  });

  it('stays hidden once stopped before its time, as the page it belonged to is gone', () => {
    document.body.innerHTML = COUNT;
    start()();
    vi.advanceTimersByTime(3000);
    expect(document.querySelector('.woocommerce-result-count')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('starts on a page without one without a fault', () => {
    document.body.innerHTML = '<p>Geen producten</p>';
    expect(() => start()()).not.toThrow();
  });
});
