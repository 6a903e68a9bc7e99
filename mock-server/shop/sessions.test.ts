import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue.ts';
import { createSessionStore, type Session, type SessionStore } from './sessions.ts';

/** A session's lifetime, as WooCommerce's: two days, in seconds. */
const TWO_DAYS = 172_800;

/** The session a cookie value finds, as a visit looks it up. */
const sessionOf = (store: SessionStore, cookieValue: string) => store.forGuest(store.guestId(cookieValue));

function storeAt(maxGuestSessions?: number) {
  let now = 1_700_000_000;
  const store = createSessionStore({ nowSeconds: () => now, secret: 'test', ...(maxGuestSessions && { maxGuestSessions }) });
  return { store, later: (seconds: number) => void (now += seconds) };
}

const guestsKept = (store: SessionStore) => Object.values(store.counts().guests).reduce((sum, count) => sum + count, 0);

/** A visit that puts a product in the session's cart, and its end. */
function addProduct(store: SessionStore, session: Session): void {
  session.cart.add({ product: catalogue.products[0]! }, 1);
  store.settle(session);
}

/** A cookieless add's session: begun, given an item, its cookie never sent back. */
function seenOnce(store: SessionStore): string {
  const { session, cookie } = store.createGuest('hash');
  addProduct(store, session);
  return cookie.value;
}

/** A guest whose first add began their session, and whose next request came back with its cookie. */
function guestInUse(store: SessionStore): string {
  const cookie = seenOnce(store);
  store.settle(sessionOf(store, cookie)!);
  return cookie;
}

const cartOf = (session: Session | undefined) => session?.cart.lines.map((line) => [line.item.product.id, line.quantity]);

describe('guest sessions', () => {
  it('end 48 hours after they began, as WooCommerce’s do', () => {
    const { store, later } = storeAt();
    const { cookie } = store.createGuest('hash');
    later(TWO_DAYS - 1);
    expect(sessionOf(store, cookie.value)).toBeDefined();
    later(1);
    expect(sessionOf(store, cookie.value)).toBeUndefined();
  });

  it('are dropped once expired when new ones come, even if nobody asks for them again', () => {
    const { store, later } = storeAt();
    for (let guest = 0; guest < 5; guest += 1) store.createGuest('hash');
    later(TWO_DAYS);
    store.createGuest('hash');
    expect(guestsKept(store)).toBe(1);
  });

  it('are capped in number, the oldest seen once dropped first', () => {
    const { store } = storeAt(3);
    const cookies = Array.from({ length: 4 }, () => store.createGuest('hash').cookie.value);
    expect(guestsKept(store)).toBe(3);
    expect(cookies.map((value) => sessionOf(store, value) !== undefined)).toEqual([false, true, true, true]);
  });

  it('outlast a flood of sessions seen once when in use, and a customer’s is never counted among them', () => {
    const { store } = storeAt(3);
    const cameBack = guestInUse(store);
    const greeted = store.newGuest('hash');
    const { session: greetedSession } = store.createGuest('hash', { customerId: greeted.customerId, cameBack: true });
    addProduct(store, greetedSession);
    const customer = store.createForUser(2);
    addProduct(store, customer);
    for (let request = 0; request < 100; request += 1) seenOnce(store);
    expect(store.counts()).toEqual({ customers: 1, guests: { seenOnce: 1, empty: 0, inUse: 2 } });
    expect([sessionOf(store, cameBack), sessionOf(store, greeted.cookie.value), store.forUser(2)].map(cartOf)).toEqual([
      [[catalogue.products[0]!.id, 1]],
      [[catalogue.products[0]!.id, 1]],
      [[catalogue.products[0]!.id, 1]],
    ]);
  });

  it('that expired go before any other, before one seen once too', () => {
    const { store, later } = storeAt(3);
    const old = guestInUse(store);
    later(TWO_DAYS - 10);
    seenOnce(store);
    seenOnce(store);
    later(10);
    seenOnce(store);
    expect(store.counts().guests).toEqual({ seenOnce: 3, empty: 0, inUse: 0 });
    expect(sessionOf(store, old)).toBeUndefined();
  });

  it('that a visit left empty go before carts in use, and the least recently used cart last of all', () => {
    const { store } = storeAt(3);
    const [first, emptied, last] = [guestInUse(store), guestInUse(store), guestInUse(store)];
    const emptiedSession = sessionOf(store, emptied)!;
    emptiedSession.cart.clear();
    store.settle(emptiedSession);
    seenOnce(store);
    expect(sessionOf(store, emptied)).toBeUndefined();
    store.settle(sessionOf(store, last)!);
    store.settle(sessionOf(store, first)!); // the first cart is now the most recently used, the last one the least
    guestInUse(store);
    expect(store.counts().guests).toEqual({ seenOnce: 0, empty: 0, inUse: 3 });
    guestInUse(store);
    expect([first, last].map((cookie) => sessionOf(store, cookie) !== undefined)).toEqual([true, false]);
  });

  it('give a customer id with its cookie before anything is kept, and keep the session under it when it begins', () => {
    const { store, later } = storeAt();
    const { customerId, cookie } = store.newGuest('hash');
    expect([store.guestId(cookie.value), sessionOf(store, cookie.value), guestsKept(store)]).toEqual([customerId, undefined, 0]);
    later(60);
    const begun = store.createGuest('hash', { customerId, cameBack: true });
    expect(begun.session.customerId).toBe(customerId);
    expect(sessionOf(store, begun.cookie.value)).toBe(begun.session);
    expect(sessionOf(store, cookie.value)).toBe(begun.session);
  });

  it('forget a customer id whose cookie has expired or was forged', () => {
    const { store, later } = storeAt();
    const { cookie } = store.newGuest('hash');
    expect(store.guestId(cookie.value.replace(/\|[0-9a-f]{32}$/, `|${'0'.repeat(32)}`))).toBeUndefined();
    later(TWO_DAYS);
    expect(store.guestId(cookie.value)).toBeUndefined();
  });
});
