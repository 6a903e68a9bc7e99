import { describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_LIFETIME, type SessionStore } from './sessions.ts';

/** The session a cookie value finds, as a visit looks it up. */
const sessionOf = (store: SessionStore, cookieValue: string) => store.forGuest(store.guestId(cookieValue));

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
    expect(sessionOf(store, cookie.value)).toBeDefined();
    later(1);
    expect(sessionOf(store, cookie.value)).toBeUndefined();
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
    expect(cookies.map((value) => sessionOf(store, value) !== undefined)).toEqual([false, true, true, true]);
  });

  it('give a customer id with its cookie before anything is kept, and keep the session under it when it begins', () => {
    const { store, later } = storeAt();
    const { customerId, cookie } = store.newGuest('hash');
    expect([store.guestId(cookie.value), sessionOf(store, cookie.value), store.size()]).toEqual([customerId, undefined, 0]);
    later(60);
    const begun = store.createGuest('hash', customerId);
    expect(begun.session.customerId).toBe(customerId);
    expect(sessionOf(store, begun.cookie.value)).toBe(begun.session);
    expect(sessionOf(store, cookie.value)).toBe(begun.session);
  });

  it('forget a customer id whose cookie has expired or was forged', () => {
    const { store, later } = storeAt();
    const { cookie } = store.newGuest('hash');
    expect(store.guestId(cookie.value.replace(/\|[0-9a-f]{32}$/, `|${'0'.repeat(32)}`))).toBeUndefined();
    later(SESSION_LIFETIME);
    expect(store.guestId(cookie.value)).toBeUndefined();
  });
});
