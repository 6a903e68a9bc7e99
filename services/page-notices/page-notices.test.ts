import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import service from './index.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';

/** What woocommerce.js did for screen readers with a page's notices as it loads. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = () => service.start() ?? (() => undefined);

describe("the page's notices as the page loads", () => {
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
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Toegevoegd.</div>';
    start()();
    vi.advanceTimersByTime(3000);
    expect(document.activeElement).toBe(document.body);
  });
});
