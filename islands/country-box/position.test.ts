import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { placeBox } from './position.ts';

/** The box looks for a target printed late every 300 ms, 15 times (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const PLACE_RETRY_MS = 300;
const PLACE_RETRIES = 15;

/** `woozone-box=away`: the demo prints the box where the plugin does (after the summary), not at its position. */
const away = (path: string) => `${path}?woozone-box=away`;
const box = () => document.querySelector<HTMLElement>('.WooZone-country-check')!;

afterEach(() => vi.useRealTimers());

describe('placing the country box by boxpos', () => {
  it('puts before_add_to_cart before the product’s form.cart at once', async () => {
    await openDemoPage(away('/product/geruit-flanellen-overhemd/'));
    onTestFinished(placeBox(box(), 102, 'before_add_to_cart'));
    expect(box().nextElementSibling?.matches('form.cart')).toBe(true);
    expect(box().classList.contains('WooZone-boxpos-before_add_to_cart')).toBe(true);
  });

  it('shows the box the plugin printed hidden, once it is in place', async () => {
    await openDemoPage(away('/product/gestreept-bretons-shirt/'));
    expect(box().style.display).toBe('none');
    onTestFinished(placeBox(box(), 107, 'before_title_and_thumb'));
    expect([document.getElementById('product-107')?.firstElementChild === box(), box().style.display]).toEqual([true, '']);
  });

  it('puts before_woocommerce_tabs before the tabs', async () => {
    await openDemoPage(away('/product/hoodie-met-capuchon/'));
    onTestFinished(placeBox(box(), 108, 'before_woocommerce_tabs'));
    expect(box().nextElementSibling?.matches('.woocommerce-tabs')).toBe(true);
  });

  it('waits for a target printed late, looking every 300 ms', async () => {
    await openDemoPage(away('/product/gestreept-bretons-shirt/'));
    const product = document.getElementById('product-107')!;
    product.id = 'product-pending';
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(placeBox(box(), 107, 'before_title_and_thumb'));
    vi.advanceTimersByTime(PLACE_RETRY_MS * (PLACE_RETRIES - 1));
    expect(product.firstElementChild).not.toBe(box());
    product.id = 'product-107';
    vi.advanceTimersByTime(PLACE_RETRY_MS - 1);
    expect(product.firstElementChild).not.toBe(box());
    vi.advanceTimersByTime(1);
    expect(product.firstElementChild).toBe(box());
  });

  it('leaves the box where the server printed it after 15 looks', async () => {
    await openDemoPage(away('/product/geruit-flanellen-overhemd/'));
    const form = document.querySelector('form.cart')!;
    const holder = form.parentElement!;
    form.remove();
    const printedAfter = box().previousElementSibling;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(placeBox(box(), 102, 'before_add_to_cart'));
    vi.advanceTimersByTime(PLACE_RETRY_MS * PLACE_RETRIES);
    expect(vi.getTimerCount()).toBe(0);
    holder.append(form);
    vi.advanceTimersByTime(PLACE_RETRY_MS * 5);
    expect(box().previousElementSibling).toBe(printedAfter);
    expect(form.previousElementSibling).not.toBe(box());
    // Shown where it was printed rather than never.
    expect(box().style.display).toBe('');
  });
});
