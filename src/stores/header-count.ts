import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * A number the header shows (the wishlist badge, the compare total) that the page printed and the
 * store moves. Its island may mount after a change was confirmed: until a count has been read from the
 * page, changes are kept and applied to it. Never below 0.
 */
export interface HeaderCount {
  /** undefined until a count has been read from the page. */
  readonly value: ReadonlySignal<number | undefined>;
  /** A count on the page says `count`; the first one read seeds it. */
  seed(count: number): void;
  move(delta: 1 | -1): void;
  /** What the server says it is now. */
  set(count: number): void;
  /** Tests: nothing read, nothing kept. */
  reset(): void;
}

export function createHeaderCount(): HeaderCount {
  const count = signal<number | undefined>(undefined);
  let unseenChange = 0;
  return {
    value: count,
    // Once a count is read, changes move it: what was kept is read only before that (or after a reset).
    seed(printed) {
      if (count.value !== undefined) return;
      count.value = Math.max(0, printed + unseenChange);
    },
    move(delta) {
      if (count.value === undefined) unseenChange += delta;
      else count.value = Math.max(0, count.value + delta);
    },
    set(now) {
      count.value = Math.max(0, now);
    },
    reset() {
      count.value = undefined;
      unseenChange = 0;
    },
  };
}
