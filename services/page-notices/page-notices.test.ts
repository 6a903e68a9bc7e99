import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import service from './index.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';

/** What woocommerce.js did for screen readers as a listing or product page loads. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = () => service.start() ?? (() => undefined);

describe("the page's notices and result count as the page loads", () => {
  it('put focus on the first notice the page came with after half a second, as woocommerce.js does', () => {
    document.body.innerHTML = `<a href="/">Elders</a><div class="woocommerce-notices-wrapper">
      <ul class="woocommerce-error" role="alert"><li>Kies een maat.</li></ul>
      <div class="woocommerce-message" role="alert">Toegevoegd.</div></div>`;
    start();
    const error = document.querySelector<HTMLElement>('.woocommerce-error')!;
    expect(error.tabIndex).toBe(-1);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(error);
  });

  it('hide the result count from screen readers for two seconds, then fill it again (its own nodes, not new HTML)', () => {
    document.body.innerHTML = '<p class="woocommerce-result-count" role="alert" aria-relevant="all">Alle 16 resultaten<span class="screen-reader-text">Gesorteerd op prijs</span></p>';
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

  it('leave notices the bundle put in later to their own role="alert", focus where the shopper is', () => {
    document.body.innerHTML = '<button>In winkelwagen</button><div class="woocommerce-notices-wrapper"></div>';
    fillWithServerHtml(document.querySelector('.woocommerce-notices-wrapper')!, '<div class="woocommerce-message" role="alert">Toegevoegd.</div>');
    document.querySelector('button')!.focus();
    start();
    vi.advanceTimersByTime(3000);
    expect(document.activeElement).toBe(document.querySelector('button'));
    expect(document.querySelector('.woocommerce-message')!.hasAttribute('tabindex')).toBe(false);
  });

  it('do nothing more once stopped', () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Toegevoegd.</div><p class="woocommerce-result-count">16</p>';
    start()();
    vi.advanceTimersByTime(3000);
    expect([document.activeElement, document.querySelector('.woocommerce-result-count')!.getAttribute('aria-hidden')]).toEqual([document.body, 'true']);
  });
});
