import { describe, expect, it, vi } from 'vitest';
import { fillSessionStorageQuota } from '../../tests/unit/full-storage.ts';
import { safeStorage } from './storage.ts';

describe('safe storage', () => {
  it('stores and reads values', () => {
    const session = safeStorage('session');
    expect(session.set('wc_fragments', '{"a":"b"}')).toBe(true);
    expect(session.get('wc_fragments')).toBe('{"a":"b"}');
    session.remove('wc_fragments');
    expect(session.get('wc_fragments')).toBeNull();
  });

  it.each([
    ['blocks storage access itself', () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }],
    ['has storage switched off (null)', () => null as unknown as Storage],
  ])('answers null and false when the browser %s', (_, access) => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(access);
    const local = safeStorage('local');
    expect(local.get('wc_cart_hash')).toBeNull();
    expect(local.set('wc_cart_hash', 'x')).toBe(false);
    expect(() => local.remove('wc_cart_hash')).not.toThrow();
  });

  it('answers false when the quota is full', () => {
    fillSessionStorageQuota();
    expect(safeStorage('session').set('key', 'value')).toBe(false);
  });
});
