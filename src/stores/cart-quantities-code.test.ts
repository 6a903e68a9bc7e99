import { describe, expect, it, vi } from 'vitest';
import { openDemoPage } from '../../tests/unit/demo-page.ts';

// Its own code as it is; the test fails the load of the theme's nonces to stand for code that did not arrive.
vi.mock('../island-code.ts', { spy: true });

const LINEN_KEY = '38b3eff8baf56627478ec76a704e9b52';
/** A line waits half a second for the shopper to stop changing it (docs/CONTRACTS.md, "Timings"). */
const QUANTITY_DEBOUNCE_MS = 500;

/**
 * The stores, loaded again after the mock above: the setup file loaded them before it
 * (tests/unit/reset-stores.ts), bound to the code loader as it is.
 */
async function storesWithMockedLoader() {
  vi.resetModules();
  const [{ loadCode }, { addToCart }, { cartLineStates }, quantities] = await Promise.all([
    import('../island-code.ts'),
    import('./cart-actions.ts'),
    import('./cart.ts'),
    import('./cart-quantities.ts'),
  ]);
  return { loadCode: vi.mocked(loadCode), addToCart, cartLineStates, ...quantities };
}

describe('a mini-cart quantity change whose code does not arrive', () => {
  it('fails without a request and leaves the line no longer updating, and the next change loads the code again', async () => {
    const { requests } = await openDemoPage('/shop/');
    const stores = await storesWithMockedLoader();
    await stores.addToCart({ product_id: '101' }, null);
    requests.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { loadCode: arrives } = await vi.importActual<typeof import('../island-code.ts')>('../island-code.ts');
    stores.loadCode.mockImplementation((load) => (String(load).includes('own-list') ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : arrives(load)));

    const change = stores.changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await change).toEqual({ kind: 'failed' });
    expect(stores.cartLineStates.value.has(LINEN_KEY)).toBe(false);
    expect(requests.filter((request) => request.includes('rh_update_sidebar_cart_item'))).toEqual([]);

    stores.loadCode.mockImplementation(arrives);
    const next = stores.changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(await next).toEqual({ kind: 'updated' });
    vi.useRealTimers();
  });
});
