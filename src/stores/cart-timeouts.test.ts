import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerNever } from '../../tests/msw/answer-never.ts';
import { holdNextRefresh } from '../../tests/msw/hold-next-refresh.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { addToCart, cartQueue } from './cart-actions.ts';
import { changeCartItemQuantity } from './cart-quantities.ts';

/** A call's time-out and a line's wait for the shopper to stop changing it (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const CALL_TIME_OUT_MS = 10_000;
const QUANTITY_DEBOUNCE_MS = 500;

const LINEN_KEY = '38b3eff8baf56627478ec76a704e9b52';

let requests: string[];
beforeEach(async () => {
  ({ requests } = await openDemoPage('/shop/'));
});

/** The cart calls sent so far, by name, in order. */
const cartCalls = () => requests.map((request) => /(add_to_cart|get_refreshed_fragments|rh_update_sidebar_cart_item)/.exec(request)?.[1]).filter((call) => call !== undefined);

/** Lets the request timer run out; real time again, as the shop's answers go by it. */
async function timeOut(): Promise<void> {
  await vi.advanceTimersByTimeAsync(CALL_TIME_OUT_MS);
  vi.useRealTimers();
}

describe('when the answer to a cart change does not come in time', () => {
  it('an add: the cart is fetched again before the next change is sent, so that one starts from what the shop holds', async () => {
    const lostAnswer = answerNever('post', `${location.origin}/`, { applied: false });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const late = addToCart({ product_id: '101' }, null);
    await lostAnswer;
    const next = addToCart({ product_id: '107' }, null);
    const refresh = holdNextRefresh();
    await timeOut();
    await refresh.reached;
    // The late add's task holds the queue until its refresh is answered: the next add is still waiting,
    // not sent (a fetch is in the request log the moment it is made).
    expect([cartQueue.size, cartCalls()]).toEqual([2, ['add_to_cart', 'get_refreshed_fragments']]);
    refresh.release();
    expect(await late).toEqual({ kind: 'late' });
    expect(await next).toEqual({ kind: 'added' });
    expect(cartCalls()).toEqual(['add_to_cart', 'get_refreshed_fragments', 'add_to_cart']);
  });

  it('a quantity change: the cart is fetched again before the next change is sent', async () => {
    await addToCart({ product_id: '101' }, null);
    requests.length = 0;
    const lostAnswer = answerNever('get', `${location.origin}/wp-admin/admin-ajax.php`, { applied: false });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const late = changeCartItemQuantity(LINEN_KEY, '2');
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    await lostAnswer;
    const next = addToCart({ product_id: '107' }, null);
    const refresh = holdNextRefresh();
    await timeOut();
    await refresh.reached;
    expect([cartQueue.size, cartCalls()]).toEqual([2, ['rh_update_sidebar_cart_item', 'get_refreshed_fragments']]);
    refresh.release();
    expect(await late).toEqual({ kind: 'late' });
    expect(await next).toEqual({ kind: 'added' });
    expect(cartCalls()).toEqual(['rh_update_sidebar_cart_item', 'get_refreshed_fragments', 'add_to_cart']);
  });
});
