import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoShop, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { config } from '../../src/config.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { finishUnfinishedAdd } from './unfinished-add.ts';

const reloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/dom/navigate.ts', async (original) => ({
  ...(await original<typeof import('../../src/dom/navigate.ts')>()),
  reloadPage: () => void (reloads.count += 1),
}));

/**
 * The page after one the shopper left with an add on its way: the cart cookie tells when the add has
 * reached the shop, and the page then shows the cart as the shop has it.
 */

const KEY = 'shop-islands-unfinished-add';
const NOW = 1_800_000_000_000;
let page: DemoPage;
const refreshes = () => page.requests.filter((request) => request.includes('get_refreshed_fragments'));
const setCartHash = (hash: string) => void (document.cookie = `woocommerce_cart_hash=${hash}; path=/`);

/** What the page before left: an add sent `agoMs` ago from a cart whose hash was `hashBefore`. */
function leftUnfinished(hashBefore: string, agoMs = 300): void {
  sessionStorage.setItem(KEY, JSON.stringify({ hashBefore, startedAt: NOW - agoMs, page: performance.timeOrigin - 5000 }));
}

/**
 * The refreshes sent by now. A refresh's request leaves a microtask after it is asked for: once those
 * have run (a macrotask later), a request sent then is logged after it, so its arrival in the log is
 * the point where a refresh asked for earlier would be there too.
 */
async function refreshesSent(): Promise<string[]> {
  await new Promise((resolve) => setImmediate(resolve));
  await fetch('/?probe');
  await vi.waitFor(() => expect(page.requests).toContain('GET /?probe'));
  return refreshes();
}

async function open(path: string): Promise<void> {
  page = await openDemoPage(path);
  page.requests.length = 0;
}

/** The checkout, which the shop shows only with something in the cart (an empty one gets the cart page). */
async function openCheckout(): Promise<void> {
  const shop = demoShop();
  const added = await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '101', quantity: '1' }) });
  if (!added.ok) throw new Error(`add refused: ${added.status}`);
  page = await openDemoPage('/checkout/', { shop });
  page.requests.length = 0;
}

beforeEach(() => {
  reloads.count = 0;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
});

describe('an add the page before left on its way', () => {
  it('is shown in the mini-cart once the cart cookie says it reached the shop', async () => {
    await open('/shop/');
    leftUnfinished('');
    const stop = finishUnfinishedAdd();
    vi.advanceTimersByTime(1000);
    expect(await refreshesSent()).toEqual([]);
    setCartHash('na-toevoegen');
    vi.advanceTimersByTime(200);
    await vi.waitFor(() => expect(refreshes()).toEqual(['POST /?wc-ajax=get_refreshed_fragments']));
    // Once: the watch is over.
    setCartHash('weer-anders');
    vi.advanceTimersByTime(1000);
    expect([(await refreshesSent()).length, reloads.count, vi.getTimerCount()]).toEqual([1, 0, 0]);
    stop();
  });

  it('loads the cart page again, which is all cart, once the add is there', async () => {
    await open('/cart/');
    leftUnfinished('voor');
    setCartHash('voor');
    finishUnfinishedAdd();
    setCartHash('na');
    vi.advanceTimersByTime(200);
    expect([reloads.count, await refreshesSent()]).toEqual([1, []]);
  });

  it('loads the checkout again too', async () => {
    await openCheckout();
    expect([config().isCart, document.body.classList.contains('woocommerce-checkout')]).toEqual([false, true]);
    leftUnfinished('');
    setCartHash('na');
    finishUnfinishedAdd();
    expect(reloads.count).toBe(1);
  });

  it('leaves a page alone that the shop made with the add already in it (the cart hash the plugin prints)', async () => {
    await open('/cart/');
    printGlobals({ shopIslands: { cartHash: 'na' } });
    leftUnfinished('');
    setCartHash('na');
    finishUnfinishedAdd();
    vi.advanceTimersByTime(1000);
    expect([reloads.count, await refreshesSent()]).toEqual([0, []]);
  });

  it.each([
    ['prints no settings (a host without the WordPress plugin)', undefined],
    ['prints its settings without a cart hash', { nonce: 'abc' }],
  ])('shows the landed add on a page that %s', async (_, settings) => {
    await open('/shop/');
    printGlobals({ shopIslands: settings });
    leftUnfinished('');
    setCartHash('na');
    finishUnfinishedAdd();
    await vi.waitFor(() => expect(refreshes()).toEqual(['POST /?wc-ajax=get_refreshed_fragments']));
  });

  it("gives up when the add's own time-out has passed without a change", async () => {
    await open('/cart/');
    leftUnfinished('voor', 2000);
    setCartHash('voor');
    finishUnfinishedAdd();
    // The add was sent 2 s ago: 10 s after that, nothing more is to be expected of it.
    vi.advanceTimersByTime(7800);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(vi.getTimerCount()).toBe(0);
    setCartHash('na');
    vi.advanceTimersByTime(1000);
    expect(reloads.count).toBe(0);
  });

  it('is nothing to wait for on a page after one that left none, or with its watch stopped', async () => {
    await open('/cart/');
    finishUnfinishedAdd();
    expect(vi.getTimerCount()).toBe(0);
    leftUnfinished('voor');
    setCartHash('voor');
    const stop = finishUnfinishedAdd();
    stop();
    setCartHash('na');
    vi.advanceTimersByTime(1000);
    expect([vi.getTimerCount(), reloads.count]).toEqual([0, 0]);
  });
});
