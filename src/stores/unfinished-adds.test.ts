import { describe, expect, it, vi } from 'vitest';
import { addSent, addSettled, takeUnfinishedAdd } from './unfinished-adds.ts';

const KEY = 'shop-islands-unfinished-add';
const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
/** What a page before this one left: another document, so another time origin. */
const leftByAnotherPage = (value: object) => sessionStorage.setItem(KEY, JSON.stringify({ page: performance.timeOrigin - 1000, ...value }));

describe('adds left unfinished', () => {
  it('are remembered with the cart hash before the first of them and its time, until the last is answered', () => {
    document.cookie = 'woocommerce_cart_hash=voor; path=/';
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    addSent();
    document.cookie = 'woocommerce_cart_hash=erna; path=/';
    addSent();
    expect(stored()).toEqual({ hashBefore: 'voor', startedAt: 1_700_000_000_000, page: performance.timeOrigin });
    addSettled(true);
    expect(stored()).not.toBeNull();
    addSettled(true);
    expect(stored()).toBeNull();
    // An answer counted twice never makes the count go below none.
    addSettled(true);
    addSent();
    expect(stored()).toMatchObject({ hashBefore: 'erna' });
  });

  it('stay remembered when the page never heard back (the fetch broke off as the page was left)', () => {
    document.cookie = 'woocommerce_cart_hash=voor; path=/';
    addSent();
    addSettled(false);
    expect(stored()).toMatchObject({ hashBefore: 'voor' });
    // A next add on this page, which was not left after all, starts afresh from the cart it finds.
    document.cookie = 'woocommerce_cart_hash=erna; path=/';
    addSent();
    expect(stored()).toMatchObject({ hashBefore: 'erna' });
    addSettled(true);
    expect(stored()).toBeNull();
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
      addSent();
      addSettled(true);
    }).not.toThrow();
    expect(takeUnfinishedAdd()).toBeNull();
  });
});
