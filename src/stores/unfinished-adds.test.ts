import { describe, expect, it, vi } from 'vitest';
import { addSent, addSettled, takeUnfinishedAdd } from './unfinished-adds.ts';

const KEY = 'shop-islands-unfinished-add';
const pendingAddCookie = () => /(?:^|; )shop_islands_pending_add=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
/** What a page before this one left: another document, so another time origin. */
const leftByAnotherPage = (value: object) => sessionStorage.setItem(KEY, JSON.stringify({ page: performance.timeOrigin - 1000, ...value }));

describe('adds left unfinished', () => {
  it('are remembered with the cart hash before the first of them and its time, until the last is answered', () => {
    document.cookie = 'woocommerce_cart_hash=voor; path=/';
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const first = addSent();
    document.cookie = 'woocommerce_cart_hash=erna; path=/';
    const second = addSent();
    expect(stored()).toEqual({ hashBefore: 'voor', startedAt: 1_700_000_000_000, page: performance.timeOrigin });
    addSettled(first, true);
    expect(stored()).not.toBeNull();
    addSettled(second, true);
    expect(stored()).toBeNull();
    // An answer counted twice never makes the count go below none.
    addSettled(second, true);
    addSent();
    expect(stored()).toMatchObject({ hashBefore: 'erna' });
  });

  it('stay remembered when the page never heard back (the fetch broke off as the page was left)', () => {
    document.cookie = 'woocommerce_cart_hash=voor; path=/';
    const brokenOff = addSent();
    addSettled(brokenOff, false);
    expect(stored()).toMatchObject({ hashBefore: 'voor' });
    expect(pendingAddCookie()).toBe(brokenOff);
    // A next add on this page, which was not left after all, starts afresh from the cart it finds.
    document.cookie = 'woocommerce_cart_hash=erna; path=/';
    const next = addSent();
    expect(stored()).toMatchObject({ hashBefore: 'erna' });
    addSettled(next, true);
    expect(stored()).toBeNull();
    expect(pendingAddCookie()).toBeNull();
  });

  it("are named by a cookie the next page's request carries, a new one for each add, until its answer is heard", () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    const first = addSent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // Ten seconds, the add's own time-out: a cookie left by an add that never ended holds no page longer.
    expect(written).toHaveBeenLastCalledWith(`shop_islands_pending_add=${first}; path=/; SameSite=Lax; max-age=10`);
    const second = addSent();
    expect(second).not.toBe(first);
    expect(pendingAddCookie()).toBe(second);
    // The first add's answer leaves the second's cookie alone.
    addSettled(first, true);
    expect(pendingAddCookie()).toBe(second);
    addSettled(second, true);
    expect(pendingAddCookie()).toBeNull();
  });

  it("start from '' for a visitor without a cart", () => {
    addSent();
    expect(stored()).toMatchObject({ hashBefore: '' });
  });

  it('are taken once by a later page', () => {
    leftByAnotherPage({ hashBefore: 'voor', startedAt: 5 });
    expect(takeUnfinishedAdd()).toEqual({ hashBefore: 'voor', startedAt: 5 });
    expect(takeUnfinishedAdd()).toBeNull();
  });

  it('are not taken by the page that sent them (an add held before the page had loaded)', () => {
    addSent();
    expect(takeUnfinishedAdd()).toBeNull();
    expect(stored()).not.toBeNull();
  });

  it.each([
    ['no JSON', '{kapot'],
    ['no hash', JSON.stringify({ page: 1, startedAt: 5 })],
    ['no time', JSON.stringify({ page: 1, hashBefore: 'voor', startedAt: '5' })],
  ])('are none when what is stored is %s, and what is stored goes', (_, value) => {
    sessionStorage.setItem(KEY, value);
    expect(takeUnfinishedAdd()).toBeNull();
    if (value !== '{kapot') expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('fail nothing in a browser whose storage is switched off', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('switched off', 'SecurityError');
    });
    expect(() => {
      addSettled(addSent(), true);
    }).not.toThrow();
    expect(takeUnfinishedAdd()).toBeNull();
  });

  it(`are kept in the tab under "${KEY}", which the next page of a freshly loaded bundle reads`, async () => {
    // Loaded afresh, so that the key is read while this test runs.
    vi.resetModules();
    const fresh = await import('./unfinished-adds.ts');
    fresh.addSent();
    expect(Object.keys(sessionStorage)).toEqual(['shop-islands-unfinished-add']);
  });
});
