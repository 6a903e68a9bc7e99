import { effect, untracked } from '@preact/signals-core';
import type { Cleanup } from '../island.ts';

/**
 * Runs `act` with what `read` returns, now and whenever a signal `read` used changes. Only `read` is
 * tracked: `act` may call store actions and show toasts (which read and write signals of their own)
 * without making the watch depend on them, or loop.
 */
export function watch<T>(read: () => T, act: (value: T) => void): Cleanup {
  return effect(() => {
    const value = read();
    untracked(() => act(value));
  });
}
