import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { headerMiniCart, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { config } from '../config.ts';
import { resetThemeConfig, themeConfig } from '../theme-config.ts';
import { addToCart } from './cart-actions.ts';
import { cartLineStates } from './cart.ts';
import { changeCartItemQuantity, pendingCartItemQuantities, resetCartQuantities, sendCartItemQuantityNow } from './cart-quantities.ts';

/** A line waits half a second for the shopper to stop changing it (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const QUANTITY_DEBOUNCE_MS = 500;
/** WooCommerce's key for when the cached fragments were stored, which its own cart-fragments.js reads. */
const CART_CREATED_KEY = 'wc_cart_created';

const LINEN_KEY = '38b3eff8baf56627478ec76a704e9b52';
const BRETON_KEY = 'a97da629b098b75c294dffdc3e463904';

let requests: string[];
let shopPage: DemoPage;

beforeEach(async () => {
  shopPage = await openDemoPage('/shop/');
  ({ requests } = shopPage);
  await addToCart({ product_id: '101' }, null);
  await addToCart({ product_id: '107' }, null);
  requests.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

const updates = () => requests.filter((request) => request.includes('rh_update_sidebar_cart_item'));
const miniCartLine = (name: string) => Array.from(headerMiniCart().querySelectorAll('li')).find((li) => li.textContent?.includes(name));

describe('mini-cart quantity changes', () => {
  it('wait 500 ms after the last change, then send one GET with the last quantity and the theme nonce', async () => {
    const first = changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(300);
    const second = changeCartItemQuantity(LINEN_KEY, '3');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1);
    expect(updates()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toEqual({ kind: 'superseded' });
    expect(await second).toEqual({ kind: 'updated' });
    const nonce = themeConfig().globals.rhscriptvars.nonce;
    expect(updates()).toEqual([`GET /wp-admin/admin-ajax.php?action=rh_update_sidebar_cart_item&item_id=${LINEN_KEY}&qty=3&security=${nonce}`]);
    expect(miniCartLine('Linnen shirt')?.textContent).toMatch(/3\s*×/);
  });

  it('store the fragments and cart_hash in session and local storage with a new wc_cart_created', async () => {
    sessionStorage.setItem(CART_CREATED_KEY, '1');
    const update = changeCartItemQuantity(LINEN_KEY, '5');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await update).toEqual({ kind: 'updated' });
    expect(sessionStorage.getItem(config().globals.wc_cart_fragments_params.fragment_name)).toContain('5 &times;');
    expect(sessionStorage.getItem(config().globals.wc_cart_fragments_params.cart_hash_key)).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(config().globals.wc_cart_fragments_params.cart_hash_key)).toBe(sessionStorage.getItem(config().globals.wc_cart_fragments_params.cart_hash_key));
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(Date.now()));
  });

  it('mark the line as updating from the first change until the server has answered', async () => {
    const first = changeCartItemQuantity(LINEN_KEY, '2');
    expect(cartLineStates.value.get(LINEN_KEY)).toBe('updating');
    await vi.advanceTimersByTimeAsync(300);
    const second = changeCartItemQuantity(LINEN_KEY, '3');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    await Promise.all([first, second]);
    expect(cartLineStates.value.has(LINEN_KEY)).toBe(false);
  });

  it('keep the line updating when the change sent is answered while a newer one waits', async () => {
    let answerFirst!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    mswServer.use(http.get(`${location.origin}/wp-admin/admin-ajax.php`, () => firstAnswered.then(() => undefined), { once: true }));
    const first = changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    const second = changeCartItemQuantity(LINEN_KEY, '3');
    answerFirst();
    expect(await first).toEqual({ kind: 'updated' });
    expect(cartLineStates.value.get(LINEN_KEY)).toBe('updating');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await second).toEqual({ kind: 'updated' });
    expect(cartLineStates.value.has(LINEN_KEY)).toBe(false);
  });

  it("send to the theme's own admin-ajax address", async () => {
    const themeAjax = `${location.origin}/thema/admin-ajax.php`;
    const rehub = (window as unknown as { rhscriptvars: Record<string, unknown> }).rhscriptvars;
    printGlobals({ rhscriptvars: { ...rehub, ajax_url: themeAjax } });
    resetThemeConfig();
    const sent: string[] = [];
    mswServer.use(
      http.get(themeAjax, ({ request }) => {
        sent.push(request.url);
        return HttpResponse.text('0');
      }),
    );
    const update = changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await update).toEqual({ kind: 'failed' });
    expect(sent.map((url) => new URL(url).searchParams.get('action'))).toEqual(['rh_update_sidebar_cart_item']);
  });

  it('send nothing for a change waiting when the page is left (the tests’ reset)', async () => {
    void changeCartItemQuantity(LINEN_KEY, '2');
    resetCartQuantities();
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(updates()).toEqual([]);
  });

  it('remove the line at quantity 0', async () => {
    const update = changeCartItemQuantity(LINEN_KEY, '0');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await update).toEqual({ kind: 'updated' });
    expect(miniCartLine('Linnen shirt')).toBeUndefined();
    expect(miniCartLine('Bretons shirt')).toBeDefined();
  });

  it('wait for each line on its own', async () => {
    const linen = changeCartItemQuantity(LINEN_KEY, '2');
    const breton = changeCartItemQuantity(BRETON_KEY, '4');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await Promise.all([linen, breton])).toEqual([{ kind: 'updated' }, { kind: 'updated' }]);
    expect(updates()).toHaveLength(2);
    expect(miniCartLine('Linnen shirt')?.textContent).toMatch(/2\s*×/);
    expect(miniCartLine('Bretons shirt')?.textContent).toMatch(/4\s*×/);
  });

  it('go at once when the shopper confirms (Enter)', async () => {
    const update = changeCartItemQuantity(LINEN_KEY, '2');
    expect(pendingCartItemQuantities()).toEqual(new Map([[LINEN_KEY, '2']]));
    sendCartItemQuantityNow(LINEN_KEY);
    await vi.advanceTimersByTimeAsync(0);
    expect(await update).toEqual({ kind: 'updated' });
    expect(pendingCartItemQuantities().size).toBe(0);
    expect(updates()).toHaveLength(1);
  });

  it('send nothing on a confirm with no change waiting (Enter pressed again, or before any change)', async () => {
    expect(() => sendCartItemQuantityNow(LINEN_KEY)).not.toThrow();
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(updates()).toEqual([]);
  });

  it.each([
    ['a refused nonce (-1)', () => new HttpResponse('-1', { status: 403 })],
    ['a dropped connection', () => HttpResponse.error()],
    ['an HTML answer', () => new HttpResponse('<p>Fout</p>', { headers: { 'Content-Type': 'text/html' } })],
  ])('fail after %s and show the quantities the cart holds again', async (_, failure) => {
    mswServer.use(http.get(`${location.origin}/wp-admin/admin-ajax.php`, failure, { once: true }));
    const field = miniCartLine('Linnen shirt')!.querySelector<HTMLInputElement>('input.qty')!;
    field.value = '7';
    const update = changeCartItemQuantity(LINEN_KEY, '7');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await update).toEqual({ kind: 'failed' });
    expect(miniCartLine('Linnen shirt')!.querySelector<HTMLInputElement>('input.qty')!.value).toBe('1');
  });
});

describe('on a page a full-page cache served', () => {
  it("send the shopper's own theme nonce from the page's refresh (the printed one is the anonymous visitor's, which the shop refuses)", async () => {
    const cachedPage = await openDemoPage('/shop/?page-cache=1', { shop: shopPage });
    const printed = themeConfig().globals.rhscriptvars.nonce;
    const update = changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);

    expect(await update).toEqual({ kind: 'updated' });
    const indexOf = (call: string) => cachedPage.requests.findIndex((request) => request.includes(call));
    const [refresh, sent] = [indexOf('wc-ajax=shop_islands_wishlist'), indexOf('action=rh_update_sidebar_cart_item')];
    expect(refresh).toBeGreaterThanOrEqual(0);
    expect(sent).toBeGreaterThan(refresh);
    const security = new URL(cachedPage.requests[sent]!.split(' ')[1]!, 'http://shop.test').searchParams.get('security');
    expect(security).toMatch(/^[0-9a-f]{10}$/);
    expect(security).not.toBe(printed);
  });
});
