import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { answerNever } from '../../tests/msw/answer-never.ts';
import { AJAX_URL, answerOwnList, isOwnListRequest, printPage, wishlistShop, wishOnServer } from '../../tests/unit/wishlist-steps.ts';
import { productWish, refreshCachedWishes, seedBadge, toggleWish, wishBadge } from './wishlist.ts';

/** A call's time-out, after which the shopper is told (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const CALL_TIME_OUT_MS = 10_000;

/**
 * The wishlist store against the demo shop, without the hearts: a cached page's refresh, a page without
 * one, and the re-asked list after a lost answer. The heart's tests hold what the shopper sees.
 */


describe('on a page a full-page cache served', () => {
  it('marks what the refresh lists once, however often it is asked, +1 on the cached count', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], cached: true });
    const linen = productWish(101, { wished: false, count: 4 });
    expect(await refreshCachedWishes()).toEqual({ kind: 'refreshed', ids: [101] });
    expect(await refreshCachedWishes()).toEqual({ kind: 'refreshed', ids: [101] });
    expect(linen.value).toEqual({ wished: true, count: 5, loading: false });
  });

  it('marks a heart that appears after the refresh as listed, +1 on its printed count', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], cached: true });
    await refreshCachedWishes();
    expect(productWish(101, { wished: false, count: 4 }).value).toEqual({ wished: true, count: 5, loading: false });
    expect(productWish(102, { wished: false, count: 2 }).value).toEqual({ wished: false, count: 2, loading: false });
  });

  it('leaves the badge as printed when the refresh gives no count', async () => {
    await printPage(wishlistShop(), { products: [101], cached: true });
    seedBadge(4);
    mswServer.use(answerOwnList(() => HttpResponse.json({ wishlistids: '101', wishcounter: '' })));
    expect(await refreshCachedWishes()).toEqual({ kind: 'refreshed', ids: [101] });
    expect(wishBadge.value).toBe(4);
  });

  it('says a failed refresh failed, with why', async () => {
    await printPage(wishlistShop(), { products: [101], cached: true });
    mswServer.use(answerOwnList(() => HttpResponse.error()));
    expect(await refreshCachedWishes()).toEqual({ kind: 'failed', failure: { kind: 'network' } });
  });
});

describe('on a page no cache served', () => {
  it('asks for no refresh: a toggle goes at once, and the refresh says there is nothing to refresh', async () => {
    const page = await printPage(wishlistShop(), { products: [101] });
    productWish(101, { wished: false, count: 0 });
    expect(await toggleWish(101)).toEqual({ kind: 'added' });
    expect(await refreshCachedWishes()).toEqual({ kind: 'not-cached' });
    expect(page.requests.filter(isOwnListRequest)).toEqual([]);
  });
});

describe('a toggle', () => {
  it('of a wished product unmarks it, its count -1 and never below 0', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101, 102] });
    const linen = productWish(101, { wished: true, count: 1 });
    expect(await toggleWish(101)).toEqual({ kind: 'removed' });
    expect(linen.value).toEqual({ wished: false, count: 0, loading: false });
    const uncounted = productWish(102, { wished: true, count: 0 });
    expect(await toggleWish(102)).toEqual({ kind: 'removed' });
    expect(uncounted.value).toEqual({ wished: false, count: 0, loading: false });
  });

  it('of a product no heart showed yet adds it, counted from none', async () => {
    await printPage(wishlistShop(), { products: [] });
    expect(await toggleWish(103)).toEqual({ kind: 'added' });
    expect(productWish(103, { wished: false, count: 9 }).value).toEqual({ wished: true, count: 1, loading: false });
  });

  it('whose answer did not come, on a page no cache served, says it cannot tell and leaves the heart as it was', async () => {
    await printPage(wishlistShop(), { products: [101] });
    const linen = productWish(101, { wished: false, count: 2 });
    const lost = answerNever('post', AJAX_URL, { applied: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const toggled = toggleWish(101);
    await lost;
    await vi.advanceTimersByTimeAsync(CALL_TIME_OUT_MS);
    expect(await toggled).toEqual({ kind: 'unknown', listed: undefined });
    expect(linen.value).toEqual({ wished: false, count: 2, loading: false });
  });
});

describe('a toggle the theme refuses', () => {
  it('is told refused, the heart and its count as they were', async () => {
    await printPage(wishlistShop(), { products: [101] });
    const linen = productWish(101, { wished: false, count: 3 });
    mswServer.use(http.post(AJAX_URL, () => HttpResponse.text('Nope!')));
    expect(await toggleWish(101)).toEqual({ kind: 'refused' });
    expect(linen.value).toEqual({ wished: false, count: 3, loading: false });
  });
});

describe('after a toggle whose answer did not come', () => {
  it('sets the badge to the count the re-asked list gives, not the number of its products', async () => {
    await printPage(wishlistShop(), { products: [101], cached: true });
    await refreshCachedWishes();
    seedBadge(0);
    const lost = answerNever('post', AJAX_URL, { applied: true });
    mswServer.use(answerOwnList(() => HttpResponse.json({ wishlistids: '101', wishcounter: '7' })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const toggled = toggleWish(101);
    await lost;
    await vi.advanceTimersByTimeAsync(CALL_TIME_OUT_MS);
    expect(await toggled).toEqual({ kind: 'unknown', listed: true });
    expect(wishBadge.value).toBe(7);
  });
});
