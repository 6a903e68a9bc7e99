import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { CART_HASH_KEY, FRAGMENT_NAME, ORIGIN, headerMiniCart, recordEvents, renderCartChrome, startCartShop } from '../../tests/unit/cart-test-page.ts';
import { addToCart } from '../../src/stores/cart.ts';
import { resetCartFragments } from '../../src/stores/cart-fragments.ts';
import { resetCartQuantities } from '../../src/stores/cart-quantities.ts';
import { CART_CREATED_KEY, FRAGMENT_LIFETIME_MS } from '../../src/stores/fragment-cache.ts';
import { resetToasts } from '../../src/stores/toasts.ts';
import type { Cleanup } from '../../src/island.ts';
import quantityIsland from '../quantity/index.ts';
import miniCartIsland from './index.ts';

const CACHED = '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Uit de cache</li></ul></div>';

let requests: string[];
const stops: Cleanup[] = [];

function mountMiniCart(): void {
  const stop = miniCartIsland.mount(document.body);
  if (stop) stops.push(stop);
}

/** Mounts the quantity island on every quantity field in the mini-cart, as the runtime would. */
function mountQuantityFields(): void {
  for (const el of document.querySelectorAll<HTMLElement>('.rh-custom-quantity')) {
    const stop = quantityIsland.mount(el);
    if (stop) stops.push(stop);
  }
}

const refreshes = () => requests.filter((request) => request.includes('get_refreshed_fragments'));
/** Lets anything an event set off reach the network. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A valid cache, as the previous page of this tab stored it. */
function storeValidCache(): void {
  sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify({ 'div.widget_shopping_cart_content': CACHED, 'span.rh-cart-count': '<span class="rh-cart-count">7</span>' }));
  sessionStorage.setItem(CART_HASH_KEY, 'abc123');
  sessionStorage.setItem(CART_CREATED_KEY, String(Date.now() - 60_000));
  document.cookie = 'woocommerce_cart_hash=abc123; path=/';
}

beforeEach(() => {
  ({ requests } = startCartShop());
  renderCartChrome();
  resetToasts();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  resetCartFragments();
  resetCartQuantities();
  delete (window as { jQuery?: unknown }).jQuery;
});

describe('the mini-cart when the page loads', () => {
  it('shows the cached fragments without asking the server, and fires wc_fragments_loaded', () => {
    storeValidCache();
    const fired = recordEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    mountMiniCart();
    expect(headerMiniCart().textContent).toContain('Uit de cache');
    expect(document.querySelector('.rh-cart-count')!.textContent).toBe('7');
    expect(fired).toEqual(['wc_fragments_loaded']);
    expect(requests).toEqual([]);
  });

  it.each([
    ['No cart_created', () => sessionStorage.removeItem(CART_CREATED_KEY)],
    ['Fragment expired', () => sessionStorage.setItem(CART_CREATED_KEY, String(Date.now() - FRAGMENT_LIFETIME_MS - 1))],
    ['No mini-cart fragment', () => sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify({ 'span.rh-cart-count': '<span>7</span>' }))],
    ['No fragment', () => (document.cookie = 'woocommerce_cart_hash=def456; path=/')],
  ])('asks the server once when the cache is invalid ("%s")', async (_, breakCache) => {
    storeValidCache();
    breakCache();
    const fired = recordEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    mountMiniCart();
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
    mountMiniCart();
    await waitFor(() => expect(fired).toEqual(['wc_fragments_refreshed']));
    expect(refreshes()).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the mini-cart refreshes', () => {
  async function mountedWithValidCache(): Promise<void> {
    storeValidCache();
    mountMiniCart();
    expect(requests).toEqual([]);
  }

  it('once when wc_fragment_refresh and updated_wc_div come together', async () => {
    await mountedWithValidCache();
    const fired = recordEvents(['wc_fragments_refreshed']);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    await waitFor(() => expect(fired).toHaveLength(1));
    expect(refreshes()).toHaveLength(1);
  });

  it("on another plugin's jQuery trigger", async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    await mountedWithValidCache();
    jQuery(document.body).trigger('wc_fragment_refresh');
    await waitFor(() => expect(refreshes()).toHaveLength(1));
  });

  it('when another tab changed the cart hash, not when it stored the same one', async () => {
    await mountedWithValidCache();
    localStorage.setItem(CART_HASH_KEY, 'abc123');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY }));
    await settled();
    expect(refreshes()).toEqual([]);
    localStorage.setItem(CART_HASH_KEY, 'ffff99');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_HASH_KEY }));
    await waitFor(() => expect(refreshes()).toHaveLength(1));
  });

  it('when the page comes back from the back/forward cache', async () => {
    await mountedWithValidCache();
    // happy-dom's PageTransitionEvent ignores `persisted`: set it as a browser would.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await settled();
    expect(refreshes()).toEqual([]);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(refreshes()).toHaveLength(1));
  });

  it('when the cached fragments reach 24 hours, and 24 hours after each refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeValidCache();
    sessionStorage.setItem(CART_CREATED_KEY, String(Date.now() - FRAGMENT_LIFETIME_MS + 1000));
    mountMiniCart();
    await vi.advanceTimersByTimeAsync(999);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FRAGMENT_LIFETIME_MS - 1);
    expect(refreshes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(2);
  });

  it("applies and stores the fragments of another plugin's added_to_cart", async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    await mountedWithValidCache();
    const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Van een andere plugin</p></div>' };
    jQuery(document.body).trigger('added_to_cart', [fragments, 'hash42', jQuery()]);
    expect(headerMiniCart().textContent).toBe('Van een andere plugin');
    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).toEqual(fragments);
    expect(localStorage.getItem(CART_HASH_KEY)).toBe('hash42');
  });
});

describe('the header cart widget', () => {
  const widget = () => document.querySelector<HTMLElement>('.rh-mini-cart-dropdown')!;

  it('is hidden while woocommerce_items_in_cart says the cart is empty, and shows as soon as an add starts', async () => {
    mountMiniCart();
    expect(widget().style.display).toBe('none');
    const adding = addToCart({ product_id: '101' }, null);
    expect(widget().style.display).toBe('');
    await adding;
  });

  it('shows while the cart has items', () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    mountMiniCart();
    expect(widget().style.display).toBe('');
  });
});

describe('no-sliding mode', () => {
  it('shows the "Toegevoegd aan winkelwagen" toast after an add on a page without the slide-in cart', async () => {
    document.querySelector('#rh-woo-cart-panel')!.remove();
    document.body.insertAdjacentHTML('beforeend', '<div class="no_cart_sliding"></div>');
    mountMiniCart();
    await addToCart({ product_id: '101' }, null);
    expect(await screen.findByText('Toegevoegd aan winkelwagen')).toBeTruthy();
  });
});

describe('removing a line from the mini-cart', () => {
  async function cartWithLinenShirt(): Promise<HTMLAnchorElement> {
    mountMiniCart();
    await addToCart({ product_id: '101' }, null);
    requests.length = 0;
    return screen.getByRole('button', { name: 'Verwijder Linnen shirt uit winkelwagen' });
  }

  it('blocks the line while the request runs, then shows the new mini-cart', async () => {
    const link = await cartWithLinenShirt();
    const fired = recordEvents(['removed_from_cart']);
    await userEvent.setup().click(link);
    const line = link.closest('li')!;
    expect(line.classList.contains('is-blocked')).toBe(true);
    expect(line.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten'));
    expect(fired).toEqual(['removed_from_cart']);
    expect(requests.filter((request) => request.includes('remove_from_cart'))).toHaveLength(1);
  });

  it('sends one request however often the blocked line is clicked', async () => {
    const link = await cartWithLinenShirt();
    link.click();
    link.click();
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten'));
    expect(requests.filter((request) => request.includes('remove_from_cart'))).toHaveLength(1);
  });

  it('unblocks the line when the answer\'s fragments leave it on the page', async () => {
    const link = await cartWithLinenShirt();
    mswServer.use(
      http.post(`${ORIGIN}/`, () => HttpResponse.json({ fragments: { 'span.rh-cart-count': '<span class="rh-cart-count">0</span>' }, cart_hash: '' }), { once: true }),
    );
    const fired = recordEvents(['removed_from_cart']);
    link.click();
    const line = link.closest('li')!;
    expect(line.classList.contains('is-blocked')).toBe(true);
    await waitFor(() => expect(fired).toEqual(['removed_from_cart']));
    await waitFor(() => expect(line.classList.contains('is-blocked')).toBe(false));
    expect(line.isConnected).toBe(true);
    expect(line.hasAttribute('aria-busy')).toBe(false);
  });

  it('follows the remove link when the request fails', async () => {
    const link = await cartWithLinenShirt();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    mswServer.use(http.post(`${ORIGIN}/`, () => HttpResponse.error(), { once: true }));
    link.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link.href));
  });
});

describe('quantities in the mini-cart', () => {
  async function cartWithLinenShirt(): Promise<void> {
    mountMiniCart();
    await addToCart({ product_id: '101' }, null);
    mountQuantityFields();
    requests.length = 0;
  }
  const updates = () => requests.filter((request) => request.includes('rh_update_sidebar_cart_item'));

  it('sends one update for two quick presses of plus, and keeps focus on plus', async () => {
    await cartWithLinenShirt();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' }).value).toBe('3');
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/3\s*×/), { timeout: 2000 });
    expect(updates()).toHaveLength(1);
    expect(updates()[0]).toContain('qty=3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eén meer' }));
  });

  it('removes the line at 0', async () => {
    await cartWithLinenShirt();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eén minder' }));
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten'), { timeout: 2000 });
  });

  it("sends a typed quantity at once when the shopper submits the line's form (Enter)", async () => {
    await cartWithLinenShirt();
    const user = userEvent.setup();
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' });
    await user.clear(field);
    await user.type(field, '4');
    // happy-dom has no implicit submission; Chromium's Enter is in the end-to-end tests.
    field.form!.requestSubmit();
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/4\s*×/), { timeout: 400 });
    expect(updates()).toHaveLength(1);
  });

  it('tells the shopper when the update fails', async () => {
    await cartWithLinenShirt();
    mswServer.use(http.get(`${ORIGIN}/wp-admin/admin-ajax.php`, () => new HttpResponse('-1', { status: 403 })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(await screen.findByText(/aantal kon niet worden bijgewerkt/, {}, { timeout: 2000 })).toBeTruthy();
  });

  it('leaves a quantity field outside a cart line alone (the old script threw)', async () => {
    mountMiniCart();
    document.querySelector('main')!.innerHTML = '<ul class="woocommerce-mini-cart"><li><input class="qty" type="number" value="1" aria-label="Los veld"></li></ul>';
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Los veld' });
    field.value = '2';
    expect(() => field.dispatchEvent(new Event('change', { bubbles: true }))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(updates()).toEqual([]);
  });
});
