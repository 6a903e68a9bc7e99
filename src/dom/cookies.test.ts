import { describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

describe('cookies', () => {
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

  it('keeps a malformed escape as it is', () => {
    document.cookie = 'odd=%E0%A4%A; path=/';
    expect(readCookie('odd')).toBe('%E0%A4%A');
  });

  it('answers null and false when cookies are blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(document, 'cookie', { configurable: true, get: blocked, set: blocked });
    try {
      expect(readCookie('anything')).toBeNull();
      expect(writeCookie('anything', 'x')).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });
});
