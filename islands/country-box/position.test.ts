import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { placeBox } from './position.ts';

/** The box looks for a target printed late every 300 ms, 15 times (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const PLACE_RETRY_MS = 300;
const PLACE_RETRIES = 15;

/** `woozone-box=away`: the demo prints the box where the plugin does (after the summary), not at its position. */
const away = (path: string) => `${path}?woozone-box=away`;
const FLANNEL = '/product/geruit-flanellen-overhemd/';
const BRETON = '/product/gestreept-bretons-shirt/';
const box = () => document.querySelector<HTMLElement>('.WooZone-country-check')!;

afterEach(() => vi.useRealTimers());

describe('placing the country box by boxpos', () => {
  it('puts before_add_to_cart before the product’s form.cart at once', async () => {
    await openDemoPage(away(FLANNEL));
    onTestFinished(placeBox(box(), 102, 'before_add_to_cart'));
    expect(box().nextElementSibling?.matches('form.cart')).toBe(true);
    expect(box().classList.contains('WooZone-boxpos-before_add_to_cart')).toBe(true);
  });

  it('shows the box the plugin printed hidden, once it is in place', async () => {
    await openDemoPage(away(BRETON));
    expect(box().style.display).toBe('none');
    onTestFinished(placeBox(box(), 107, 'before_title_and_thumb'));
    expect([document.getElementById('product-107')?.firstElementChild === box(), box().style.display]).toEqual([true, '']);
  });

  it('puts before_woocommerce_tabs before the tabs', async () => {
    await openDemoPage(away('/product/hoodie-met-capuchon/'));
    onTestFinished(placeBox(box(), 108, 'before_woocommerce_tabs'));
    expect(box().nextElementSibling?.matches('.woocommerce-tabs')).toBe(true);
  });

  it.each([
    [
      'before_title_and_thumb',
      BRETON,
      107,
      () => {
        const product = document.getElementById('product-107')!;
        product.id = 'product-pending';
        return { print: () => (product.id = 'product-107'), placed: () => product.firstElementChild === box() };
      },
    ],
    [
      'before_add_to_cart',
      FLANNEL,
      102,
      () => {
        const form = document.querySelector('form.cart')!;
        const holder = form.parentElement!;
        form.remove();
        return { print: () => holder.append(form), placed: () => form.previousElementSibling === box() };
      },
    ],
  ] as const)('waits for the target of %s printed late, looking every 300 ms', async (position, path, productId, printLate) => {
    await openDemoPage(away(path));
    const { print, placed } = printLate();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(placeBox(box(), productId, position));
    vi.advanceTimersByTime(PLACE_RETRY_MS * (PLACE_RETRIES - 1));
    expect([placed(), box().style.display]).toEqual([false, 'none']);
    print();
    vi.advanceTimersByTime(PLACE_RETRY_MS - 1);
    expect(placed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect([placed(), box().style.display]).toEqual([true, '']);
  });

  it('stops looking once unmounted: a target printed after that leaves the box where it is', async () => {
    await openDemoPage(away(BRETON));
    const product = document.getElementById('product-107')!;
    product.id = 'product-pending';
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = placeBox(box(), 107, 'before_title_and_thumb');
    vi.advanceTimersByTime(PLACE_RETRY_MS);
    stop();
    product.id = 'product-107';
    vi.advanceTimersByTime(PLACE_RETRY_MS * PLACE_RETRIES);
    expect([product.firstElementChild === box(), vi.getTimerCount()]).toEqual([false, 0]);
  });

  it.each([
    ['before_title_and_thumb', BRETON, 107],
    ['before_add_to_cart', FLANNEL, 102],
    ['before_woocommerce_tabs', '/product/hoodie-met-capuchon/', 108],
  ] as const)('leaves a box printed at %s where it is, so the link the shopper is on keeps its focus', async (position, path, productId) => {
    await openDemoPage(path);
    const link = box().querySelector<HTMLAnchorElement>('.WooZone-cc_name a')!;
    link.focus();
    onTestFinished(placeBox(box(), productId, position));
    expect([document.activeElement === link, box().classList.contains(`WooZone-boxpos-${position}`)]).toEqual([true, true]);
  });

  it('puts before_add_to_cart before the product’s own form.cart, not one printed earlier on the page', async () => {
    await openDemoPage(away(FLANNEL));
    const own = document.querySelector('#product-102 form.cart');
    document.body.insertAdjacentHTML('afterbegin', '<form class="cart" id="snelle-blik"></form>');
    onTestFinished(placeBox(box(), 102, 'before_add_to_cart'));
    expect(box().nextElementSibling).toBe(own);
  });

  it('puts before_add_to_cart before the page’s form.cart where the theme prints the product without its id', async () => {
    await openDemoPage(away(FLANNEL));
    document.getElementById('product-102')!.removeAttribute('id');
    onTestFinished(placeBox(box(), 102, 'before_add_to_cart'));
    expect([box().nextElementSibling?.matches('form.cart'), box().style.display]).toEqual([true, '']);
  });

  it('leaves the box where the server printed it after 15 looks', async () => {
    await openDemoPage(away(FLANNEL));
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
