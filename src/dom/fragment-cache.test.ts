import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fillSessionStorageQuota } from '../../tests/unit/full-storage.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';

/** WooCommerce's key for when the cached fragments were stored, which its own cart-fragments.js reads. */
const CART_CREATED_KEY = 'wc_cart_created';
/** How long cached fragments stay valid: WooCommerce's cart-fragments.js keeps them a day. */
const FRAGMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINI_CART = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Linnen shirt</li></ul></div>' };

/** A cache as the previous page left it; each test breaks one part. */
function storeCache({ created = String(NOW - 1000), fragments = JSON.stringify(MINI_CART), hash = 'abc123', cookie = 'abc123' }: Partial<Record<'created' | 'fragments' | 'hash' | 'cookie', string | null>> = {}): void {
  if (created !== null) sessionStorage.setItem(CART_CREATED_KEY, created);
  if (fragments !== null) sessionStorage.setItem(FRAGMENT_NAME, fragments);
  if (hash !== null) sessionStorage.setItem(CART_HASH_KEY, hash);
  if (cookie !== null) document.cookie = `woocommerce_cart_hash=${cookie}; path=/`;
}

const FRAGMENT_NAME = 'wc_fragments_test';
const CART_HASH_KEY = 'wc_cart_hash_test';

/**
 * Loaded afresh for each test: its keys, cookie names and the 24 hours are module constants, which a
 * mutation run counts only for a test that loads the module while it runs (pending-add.test.ts).
 */
let cache: typeof import('./fragment-cache.ts');
beforeEach(async () => {
  printGlobals({ wc_cart_fragments_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_hash_key: CART_HASH_KEY, fragment_name: FRAGMENT_NAME, request_timeout: '5000' } });
  vi.resetModules();
  cache = await import('./fragment-cache.ts');
});

describe('the mini-cart fragment cache', () => {
  it('is used when it has a creation time, is younger than 24 hours, holds the mini-cart and its hash is the cookie', () => {
    storeCache();
    expect(cache.readFragmentCache(NOW)).toEqual({ usable: true, answer: { fragments: MINI_CART, cart_hash: 'abc123' }, createdAt: NOW - 1000 });
  });

  it('is used for an empty cart: no stored hash and no cookie', () => {
    storeCache({ hash: '', cookie: null });
    expect(cache.readFragmentCache(NOW).usable).toBe(true);
  });

  it.each([
    ['No cart_created', 'the creation time is missing', { created: null }],
    ['No cart_created', 'the creation time is not a time', { created: 'gisteren' }],
    ['Fragment expired', 'it is older than 24 hours', { created: String(NOW - FRAGMENT_LIFETIME_MS - 1) }],
    ['No mini-cart fragment', 'the mini-cart fragment is missing', { fragments: JSON.stringify({ 'span.rh-cart-count': '<span>1</span>' }) }],
    ['No mini-cart fragment', 'the stored fragments are not JSON', { fragments: '{"div.widget_shopping' }],
    ['No mini-cart fragment', 'nothing is stored', { fragments: null }],
    ['No fragment', 'the stored hash differs from the woocommerce_cart_hash cookie', { cookie: 'def456' }],
    ['No fragment', 'the cookie is gone (the cart was emptied elsewhere)', { cookie: null }],
  ] as const)('is invalid with "%s" when %s', (reason, _, broken) => {
    storeCache(broken);
    expect(cache.readFragmentCache(NOW)).toEqual({ usable: false, reason });
  });

  it('is still valid at exactly 24 hours', () => {
    storeCache({ created: String(NOW - FRAGMENT_LIFETIME_MS) });
    expect(cache.readFragmentCache(NOW).usable).toBe(true);
  });

  it('takes away what it wrote to find out whether storage works', () => {
    storeCache();
    const stored = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    const before = [stored(sessionStorage), stored(localStorage)];
    cache.readFragmentCache(NOW);
    expect([stored(sessionStorage), stored(localStorage)]).toEqual(before);
  });

  it('reports "No storage" when storage throws, without throwing itself', () => {
    storeCache();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(cache.readFragmentCache(NOW)).toEqual({ usable: false, reason: 'No storage' });
  });
});

describe('storing a cart answer', () => {
  const answer = { fragments: MINI_CART, cart_hash: 'abc123' };

  it('stores the fragments and the hash in sessionStorage, the hash also in localStorage, with the creation time', () => {
    cache.storeCartAnswer(answer, 'now', NOW);
    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).toEqual(MINI_CART);
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe('abc123');
    expect(localStorage.getItem(CART_HASH_KEY)).toBe('abc123');
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW));
  });

  it('keeps the creation time of a cart that already existed after an add, as WooCommerce does', () => {
    cache.storeCartAnswer(answer, 'now', NOW);
    cache.storeCartAnswer({ ...answer, cart_hash: 'def456' }, 'if-new', NOW + 5000);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW));
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBe('def456');
  });

  it('starts the creation time when an add creates the cart', () => {
    cache.storeCartAnswer({ ...answer, cart_hash: '' }, 'now', NOW);
    cache.storeCartAnswer(answer, 'if-new', NOW + 5000);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW + 5000));
    // No hash stored at all is the empty cart too.
    sessionStorage.removeItem(CART_HASH_KEY);
    cache.storeCartAnswer(answer, 'if-new', NOW + 9000);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW + 9000));
  });

  it('forgets the old fragments and hash when the new fragments do not fit (quota), so the next page refreshes', () => {
    cache.storeCartAnswer(answer, 'now', NOW);
    fillSessionStorageQuota((key) => key === FRAGMENT_NAME);
    expect(() => cache.storeCartAnswer({ ...answer, cart_hash: 'def456' }, 'now', NOW)).not.toThrow();
    expect(sessionStorage.getItem(FRAGMENT_NAME)).toBeNull();
    expect(sessionStorage.getItem(CART_HASH_KEY)).toBeNull();
  });
});

describe('a change in another tab', () => {
  it('is a storage event for the hash key whose new value differs from what this tab saw', () => {
    sessionStorage.setItem(CART_HASH_KEY, 'abc123');
    localStorage.setItem(CART_HASH_KEY, 'def456');
    expect(cache.isOtherTabCartChange(new StorageEvent('storage', { key: CART_HASH_KEY }))).toBe(true);
    expect(cache.isOtherTabCartChange(new StorageEvent('storage', { key: 'something_else' }))).toBe(false);
    localStorage.setItem(CART_HASH_KEY, 'abc123');
    expect(cache.isOtherTabCartChange(new StorageEvent('storage', { key: CART_HASH_KEY }))).toBe(false);
  });
});

describe("WooCommerce's items-in-cart flag", () => {
  it('says the cart has items while its cookie is 1, not when it is 0 or gone', () => {
    const flags: boolean[] = [];
    for (const cookie of ['woocommerce_items_in_cart=1', 'woocommerce_items_in_cart=0', 'woocommerce_items_in_cart=; max-age=0']) {
      document.cookie = `${cookie}; path=/`;
      flags.push(cache.cartHasItems());
    }
    expect(flags).toEqual([true, false, false]);
  });
});
