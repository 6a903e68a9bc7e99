import { describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_LIFETIME } from './sessions.ts';

function storeAt(maxSessions?: number) {
  let now = 1_700_000_000;
  const store = createSessionStore({ nowSeconds: () => now, secret: 'test', ...(maxSessions && { maxSessions }) });
  return { store, later: (seconds: number) => void (now += seconds) };
}

describe('guest sessions', () => {
  it('end 48 hours after they began, as WooCommerce’s do', () => {
    const { store, later } = storeAt();
    const { cookie } = store.createGuest('hash');
    later(SESSION_LIFETIME - 1);
    expect(store.fromCookie(cookie.value)).toBeDefined();
    later(1);
    expect(store.fromCookie(cookie.value)).toBeUndefined();
  });

  it('are dropped once expired when new ones come, even if nobody asks for them again', () => {
    const { store, later } = storeAt();
    for (let guest = 0; guest < 5; guest += 1) store.createGuest('hash');
    later(SESSION_LIFETIME);
    store.createGuest('hash');
    expect(store.size()).toBe(1);
  });

  it('are capped in number, the oldest dropped first', () => {
    const { store } = storeAt(3);
    const cookies = Array.from({ length: 4 }, () => store.createGuest('hash').cookie.value);
    expect(store.size()).toBe(3);
    expect(cookies.map((value) => store.fromCookie(value) !== undefined)).toEqual([false, true, true, true]);
  });
});
