import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import jQuery from 'jquery';
import { headerMiniCart, openDemoPage, recordEvents, type DemoPage } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { config } from '../../src/config.ts';

/** WooCommerce's own key for when the cached fragments were stored, which its cart-fragments.js reads too. */
const CART_CREATED_KEY = 'wc_cart_created';
/** How long cached fragments stay valid: WooCommerce's cart-fragments.js keeps them a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

const CACHED = '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Uit de cache</li></ul></div>';

let page: DemoPage;
const keys = () => config().globals.wc_cart_fragments_params;
const refreshes = () => page.requests.filter((request) => request.includes('get_refreshed_fragments'));
/**
 * Lets everything an event set off without a timer run, and no time pass: the cart store asks for a
 * refresh a microtask after it is called (asks in one turn make one request), and its fetch is in the
 * request log the moment it is made.
 */
const afterItsTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A valid cache, as the previous page of this tab stored it. */
function storeValidCache(): void {
  sessionStorage.setItem(keys().fragment_name, JSON.stringify({ 'div.widget_shopping_cart_content': CACHED, 'span.rh-cart-count': '<span class="rh-cart-count">7</span>' }));
  sessionStorage.setItem(keys().cart_hash_key, 'abc123');
  sessionStorage.setItem(CART_CREATED_KEY, String(Date.now() - 60_000));
  document.cookie = 'woocommerce_cart_hash=abc123; path=/';
}

const startService = () => page.mount(['cart-fragments']);

beforeEach(async () => {
  page = await openDemoPage('/shop/');
});

describe('the mini-cart when the page loads', () => {
  it('shows the cached fragments without asking the server, and fires wc_fragments_loaded', async () => {
    storeValidCache();
    const fired = recordEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    await startService();
    expect(headerMiniCart().textContent).toContain('Uit de cache');
    expect(document.querySelector('.rh-cart-count')!.textContent).toBe('7');
    expect(fired).toEqual(['wc_fragments_loaded']);
    expect(page.requests).toEqual([]);
  });

  it.each([
    ['No cart_created', () => sessionStorage.removeItem(CART_CREATED_KEY)],
    ['Fragment expired', () => sessionStorage.setItem(CART_CREATED_KEY, String(Date.now() - DAY_MS - 1))],
    ['No mini-cart fragment', () => sessionStorage.setItem(keys().fragment_name, JSON.stringify({ 'span.rh-cart-count': '<span>7</span>' }))],
    ['No fragment', () => (document.cookie = 'woocommerce_cart_hash=def456; path=/')],
  ])('asks the server once when the cache is invalid ("%s")', async (_, breakCache) => {
    storeValidCache();
    breakCache();
    const fired = recordEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    await startService();
    await waitFor(() => expect(fired).toEqual(['wc_fragments_refreshed']));
    expect(refreshes()).toEqual(['POST /?wc-ajax=get_refreshed_fragments']);
    expect(headerMiniCart().textContent).toContain('Geen producten in de winkelwagen.');
  });

  it('without working storage refreshes once per page, quietly', async () => {
    storeValidCache();
    const errors = vi.spyOn(console, 'error');
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const fired = recordEvents(['wc_fragments_refreshed']);
    await startService();
    await waitFor(() => expect(fired).toEqual(['wc_fragments_refreshed']));
    expect(refreshes()).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the mini-cart refreshes', () => {
  async function mountedWithValidCache(): Promise<void> {
    storeValidCache();
    await startService();
    expect(page.requests).toEqual([]);
  }

  it('once when wc_fragment_refresh and updated_wc_div come together', async () => {
    await mountedWithValidCache();
    const fired = recordEvents(['wc_fragments_refreshed']);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    await waitFor(() => expect(fired).toHaveLength(1));
    expect(refreshes()).toHaveLength(1);
  });

  it('on updated_wc_div alone (WooCommerce’s cart page changed the cart): the header mini-cart shows the cart asked for again', async () => {
    await mountedWithValidCache();
    expect(headerMiniCart().textContent).toContain('Uit de cache');
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten in de winkelwagen.'));
    expect(refreshes()).toEqual(['POST /?wc-ajax=get_refreshed_fragments']);
  });

  it('on wc_fragment_refresh alone, once per event, the header mini-cart showing the answer', async () => {
    await mountedWithValidCache();
    const fired = recordEvents(['wc_fragments_refreshed']);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    await waitFor(() => expect(fired).toHaveLength(1));
    expect(headerMiniCart().textContent).toContain('Geen producten in de winkelwagen.');
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    await waitFor(() => expect(fired).toHaveLength(2));
    expect(refreshes()).toHaveLength(2);
  });

  it("on another plugin's jQuery trigger", async () => {
    printGlobals({ jQuery });
    await mountedWithValidCache();
    jQuery(document.body).trigger('wc_fragment_refresh');
    await waitFor(() => expect(refreshes()).toHaveLength(1));
  });

  it('when another tab changed the cart hash, not when it stored the same one', async () => {
    await mountedWithValidCache();
    localStorage.setItem(keys().cart_hash_key, 'abc123');
    window.dispatchEvent(new StorageEvent('storage', { key: keys().cart_hash_key }));
    await afterItsTurn();
    expect(refreshes()).toEqual([]);
    localStorage.setItem(keys().cart_hash_key, 'ffff99');
    window.dispatchEvent(new StorageEvent('storage', { key: keys().cart_hash_key }));
    await waitFor(() => expect(refreshes()).toHaveLength(1));
  });

  it('when the page comes back from the back/forward cache', async () => {
    await mountedWithValidCache();
    // happy-dom's PageTransitionEvent ignores `persisted`: set it as a browser would.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await afterItsTurn();
    expect(refreshes()).toEqual([]);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(refreshes()).toHaveLength(1));
  });

  it('when the cached fragments reach 24 hours, and 24 hours after each refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeValidCache();
    sessionStorage.setItem(CART_CREATED_KEY, String(Date.now() - DAY_MS + 1000));
    await startService();
    await vi.advanceTimersByTimeAsync(999);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(refreshes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(2);
  });

  it("applies and stores the fragments of another plugin's added_to_cart", async () => {
    printGlobals({ jQuery });
    await mountedWithValidCache();
    const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Van een andere plugin</p></div>' };
    jQuery(document.body).trigger('added_to_cart', [fragments, 'hash42', jQuery()]);
    expect(headerMiniCart().textContent).toBe('Van een andere plugin');
    expect(JSON.parse(sessionStorage.getItem(keys().fragment_name)!)).toEqual(fragments);
    expect(localStorage.getItem(keys().cart_hash_key)).toBe('hash42');
  });

  it("applies and stores the fragments of another plugin's removed_from_cart, and tells other scripts they loaded", async () => {
    printGlobals({ jQuery });
    await mountedWithValidCache();
    const fired = recordEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Leeg gemaakt door een andere plugin</p></div>' };
    jQuery(document.body).trigger('removed_from_cart', [fragments, '', jQuery()]);
    expect(headerMiniCart().textContent).toBe('Leeg gemaakt door een andere plugin');
    expect(JSON.parse(sessionStorage.getItem(keys().fragment_name)!)).toEqual(fragments);
    expect(fired).toEqual(['wc_fragments_loaded']);
    expect(refreshes()).toEqual([]);
  });

  it("asks the server when another plugin's added_to_cart comes without fragments (it says the cart changed, not how)", async () => {
    printGlobals({ jQuery });
    await mountedWithValidCache();
    jQuery(document.body).trigger('added_to_cart', [{}, '', jQuery()]);
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten in de winkelwagen.'));
    expect(refreshes()).toHaveLength(1);
  });
});
