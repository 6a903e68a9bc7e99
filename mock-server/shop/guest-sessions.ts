/**
 * The guest sessions a shop keeps, at most `max`, and which one goes when a new one needs the room.
 * Every cookieless add begins a session, and a flood of them (a load test, a bot) never sends its
 * cookie back: had the oldest session gone first, whoever's, such a flood would take every shopper's
 * cart. So what goes first is what no shopper misses:
 *
 * 1. an expired session (every new one drops those);
 * 2. one seen once: begun by a request that brought no cookie of ours, and not asked for since; oldest first;
 * 3. one a guest came back to whose last visit left it empty (no cart line, no notice); least recently used first;
 * 4. only then one in use: a guest who came back, with something in it; least recently used first.
 *
 * Each step is O(1) per request: a Map or Set iterates in insertion order, so its first key is its
 * oldest, and delete + add moves a key to the end.
 */

/** What the pool needs of a session. */
export interface Kept {
  customerId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export interface GuestSessionCounts {
  seenOnce: number;
  empty: number;
  inUse: number;
}

export interface GuestSessions<S extends Kept> {
  /** The session a guest's cookie finds, if it is alive: they came back, so it is in use from now on. */
  cameBack(customerId: string): S | undefined;
  /** Keeps a new session (replacing one under its id), after making room; `cameBack`: its request brought the guest's cookie. */
  add(session: S, cameBack: boolean): void;
  /** After a visit: a session its guest came back to is filed by what it holds now, as the most recently used. */
  settle(session: S): void;
  remove(customerId: string): void;
  clear(): void;
  counts(): GuestSessionCounts;
}

export function createGuestSessions<S extends Kept>(options: {
  max: number;
  nowSeconds: () => number;
  /** Whether the session holds nothing its guest would miss. */
  holdsNothing: (session: S) => boolean;
}): GuestSessions<S> {
  /** Every session in the order it began, which is the order they expire in: all live as long. */
  const byAge = new Map<string, S>();
  const seenOnce = new Set<string>();
  const empty = new Set<string>();
  const inUse = new Set<string>();
  /** In the order they give up their oldest. */
  const tiers = [seenOnce, empty, inUse];

  function remove(customerId: string): void {
    byAge.delete(customerId);
    for (const tier of tiers) tier.delete(customerId);
  }

  function moveToEnd(tier: Set<string>, customerId: string): void {
    for (const other of tiers) other.delete(customerId);
    tier.add(customerId);
  }

  function makeRoom(): void {
    for (const [customerId, session] of byAge) {
      if (session.expiresAt > options.nowSeconds()) break;
      remove(customerId);
    }
    if (byAge.size < options.max) return;
    // One goes: sessions are added one at a time, so the pool is never over its bound.
    for (const tier of tiers) {
      const oldest = tier.values().next();
      if (oldest.done) continue;
      remove(oldest.value);
      return;
    }
  }

  return {
    cameBack(customerId) {
      const session = byAge.get(customerId);
      if (!session) return undefined;
      if (session.expiresAt <= options.nowSeconds()) {
        remove(customerId);
        return undefined;
      }
      moveToEnd(inUse, customerId);
      return session;
    },
    add(session, cameBack) {
      remove(session.customerId); // a renewed session begins again, at the end of the order by age
      makeRoom();
      byAge.set(session.customerId, session);
      (cameBack ? inUse : seenOnce).add(session.customerId);
    },
    settle(session) {
      const { customerId } = session;
      if (byAge.get(customerId) !== session || seenOnce.has(customerId)) return;
      moveToEnd(options.holdsNothing(session) ? empty : inUse, customerId);
    },
    remove,
    clear() {
      byAge.clear();
      for (const tier of tiers) tier.clear();
    },
    counts: () => ({ seenOnce: seenOnce.size, empty: empty.size, inUse: inUse.size }),
  };
}
