import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

/** Runs `act` while `document.cookie` is `cookie` (the page's own jar again after it). */
function whileCookieIs(cookie: { get(): string; set(value: string): void }, act: () => void): void {
  Object.defineProperty(document, 'cookie', { configurable: true, ...cookie });
  try {
    act();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
}

/** What `act` writes to `document.cookie`, attributes and all (a cookie jar reads back only the value). */
function writtenBy(act: () => void): string[] {
  const written: string[] = [];
  whileCookieIs({ get: () => '', set: (cookie) => void written.push(cookie) }, act);
  return written;
}

describe('cookies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a cookie among others, decoded', () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    document.cookie = 'store_notice1=hidden%20now; path=/';
    expect(readCookie('woocommerce_items_in_cart')).toBe('1');
    expect(readCookie('store_notice1')).toBe('hidden now');
    expect(readCookie('woocommerce_cart_hash')).toBeNull();
  });

  it('writes and deletes a cookie', () => {
    expect(writeCookie('store_notice7', 'hidden')).toBe(true);
    expect(readCookie('store_notice7')).toBe('hidden');
    deleteCookie('store_notice7');
    expect(readCookie('store_notice7')).toBeNull();
  });

  it('writes the path, SameSite, domain and lifetime it is given, for the whole site and Lax by default', () => {
    const written = writtenBy(() => {
      writeCookie('wc_notice', 'weg & terug');
      writeCookie('rh_seen', '1', { path: '/winkel/', sameSite: 'Strict', domain: '.winkel.example', maxAgeSeconds: 3600.9 });
      deleteCookie('rh_seen');
      deleteCookie('rh_seen', '/winkel/', '.winkel.example');
    });
    const expired = 'max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(written).toEqual([
      'wc_notice=weg%20%26%20terug; path=/; SameSite=Lax',
      'rh_seen=1; path=/winkel/; SameSite=Strict; domain=.winkel.example; max-age=3600',
      `rh_seen=; path=/; SameSite=Lax; ${expired}`,
      `rh_seen=; path=/winkel/; SameSite=Lax; domain=.winkel.example; ${expired}`,
    ]);
  });

  it('marks a cookie Secure on an https page only', () => {
    vi.stubGlobal('location', new URL('https://winkel.example/'));
    expect(writtenBy(() => writeCookie('rh_seen', '1', { maxAgeSeconds: 1 }))).toEqual(['rh_seen=1; path=/; SameSite=Lax; max-age=1; Secure']);
  });

  it('reads only a cookie of that name, not a nameless one that starts like it', () => {
    whileCookieIs({ get: () => 'woo; a=1', set: () => undefined }, () => expect([readCookie('wo'), readCookie('woo'), readCookie('a')]).toEqual([null, null, '1']));
  });

  it('keeps a malformed escape as it is', () => {
    document.cookie = 'odd=%E0%A4%A; path=/';
    expect(readCookie('odd')).toBe('%E0%A4%A');
  });

  it('answers null and false when cookies are blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    whileCookieIs({ get: blocked, set: blocked }, () => {
      expect(readCookie('anything')).toBeNull();
      expect(writeCookie('anything', 'x')).toBe(false);
    });
  });
});
