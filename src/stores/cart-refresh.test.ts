import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { holdNextRefresh } from '../../tests/msw/hold-next-refresh.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { headerMiniCart, openDemoPage, recordEvents } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { config, resetConfig } from '../config.ts';
import { addToCart } from './cart-actions.ts';
import { cartFragments, refreshCart, showKnownCart } from './cart.ts';

const FRAGMENT_EVENTS = ['wc_fragments_refreshed', 'wc_fragments_ajax_error', 'wc_fragments_loaded'] as const;

let requests: string[];

beforeEach(async () => {
  ({ requests } = await openDemoPage('/shop/'));
});

const fragmentName = () => config().globals.wc_cart_fragments_params.fragment_name;

const refreshes = () => requests.filter((request) => request.includes('get_refreshed_fragments'));

describe('refreshing the cart fragments', () => {
  it('applies the answer, stores it with a creation time and fires wc_fragments_refreshed', async () => {
    const fired = recordEvents(FRAGMENT_EVENTS);
    let posted = '';
    mswServer.use(http.post(`${location.origin}/`, async ({ request }) => void (posted = await request.clone().text())));
    expect(await refreshCart()).toEqual({ kind: 'refreshed' });
    expect(posted).toMatch(/^time=\d{13}$/);
    expect(headerMiniCart().textContent).toContain('Geen producten in de winkelwagen.');
    expect(cartFragments.value).toHaveProperty(['div.widget_shopping_cart_content']);
    expect(sessionStorage.getItem(fragmentName())).toContain('widget_shopping_cart_content');
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(0);
    expect(fired).toEqual(['wc_fragments_refreshed']);
  });

  it('sends one request for triggers in the same moment', async () => {
    const outcomes = await Promise.all([refreshCart(), refreshCart(), refreshCart()]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(refreshes()).toHaveLength(1);
  });

  it('aborts a refresh on its way when a newer trigger comes, so only the newer answer counts', async () => {
    const fired = recordEvents(FRAGMENT_EVENTS);
    const held = holdNextRefresh();
    // Whether the older request was left at the network (not only ignored) by the time the newer one went out.
    let staleRequest: Request | undefined;
    let staleLeftBeforeFresh: boolean | undefined;
    mswServer.use(
      http.post(`${location.origin}/`, ({ request }) => {
        if (!staleRequest) staleRequest = request;
        else staleLeftBeforeFresh ??= staleRequest.signal.aborted;
      }),
    );
    const stale = refreshCart();
    await held.reached;
    const fresh = refreshCart();
    expect(await stale).toEqual({ kind: 'superseded' });
    expect(await fresh).toEqual({ kind: 'refreshed' });
    expect(staleLeftBeforeFresh).toBe(true);
    held.release();
    expect(refreshes()).toHaveLength(2);
    expect(fired).toEqual(['wc_fragments_refreshed']);
  });

  it('drops the newer of two refreshes too when a cart answer comes after the older one gave way', async () => {
    const firstHeld = holdNextRefresh();
    const first = refreshCart();
    await firstHeld.reached;
    const secondHeld = holdNextRefresh();
    const second = refreshCart();
    expect(await first).toEqual({ kind: 'superseded' });
    await secondHeld.reached;
    await addToCart({ product_id: '101', quantity: '1' }, null);
    expect(await second).toEqual({ kind: 'superseded' });
    firstHeld.release();
    secondHeld.release();
    expect(headerMiniCart().textContent).toContain('Linnen shirt');
  });

  it('drops a refresh on its way when a cart answer brings newer fragments', async () => {
    const held = holdNextRefresh();
    const stale = refreshCart();
    await held.reached;
    await addToCart({ product_id: '101', quantity: '1' }, null);
    expect(await stale).toEqual({ kind: 'superseded' });
    held.release();
    expect(headerMiniCart().textContent).toContain('Linnen shirt');
  });

  it('keeps a refresh on its way when the page shows the cart it knew again (after a refused quantity change)', async () => {
    await refreshCart();
    const held = holdNextRefresh();
    const fresh = refreshCart();
    await held.reached;
    showKnownCart();
    held.release();
    expect(await fresh).toEqual({ kind: 'refreshed' });
  });

  it('starts the stored cart’s lifetime again, where an add to a cart that already existed keeps it', async () => {
    await addToCart({ product_id: '101', quantity: '1' }, null);
    sessionStorage.setItem('wc_cart_created', '1');
    await addToCart({ product_id: '107', quantity: '1' }, null);
    expect(sessionStorage.getItem('wc_cart_created')).toBe('1');
    await refreshCart();
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(1);
  });

  it.each([
    ['an error status', () => new HttpResponse('<h1>Fout</h1>', { status: 500 })],
    ['an HTML answer', () => new HttpResponse('<!doctype html><p>Onderhoud</p>', { headers: { 'Content-Type': 'text/html' } })],
    ['an answer without fragments', () => HttpResponse.json({ success: false })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('fires wc_fragments_ajax_error after %s and leaves the mini-cart as it was', async (_, failure) => {
    const fired = recordEvents(FRAGMENT_EVENTS);
    mswServer.use(http.post(`${location.origin}/`, failure));
    const before = headerMiniCart().outerHTML;
    expect(await refreshCart()).toEqual({ kind: 'failed' });
    expect(fired).toEqual(['wc_fragments_ajax_error']);
    expect(headerMiniCart().outerHTML).toBe(before);
    expect(sessionStorage.getItem(fragmentName())).toBeNull();
  });

  it("gives up after the store's request_timeout", async () => {
    printGlobals({ wc_cart_fragments_params: { ...config().globals.wc_cart_fragments_params, request_timeout: '40' } });
    resetConfig();
    const fired = recordEvents(FRAGMENT_EVENTS);
    mswServer.use(http.post(`${location.origin}/`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown = 'still waiting';
    void refreshCart().then((result) => (outcome = result));
    await vi.advanceTimersByTimeAsync(40);
    expect(outcome).toEqual({ kind: 'failed' });
    expect(fired).toEqual(['wc_fragments_ajax_error']);
  });
});
