import type { Cleanup } from '../../src/island.ts';

/**
 * Loads the code, then mounts it; resolves whether the code arrived (false: it failed to, and the
 * strategy of an island may try again on the next use). `readyToMount`, when given, is awaited between
 * the two: a strategy can hold the mount back (never the download) until the moment is right.
 */
export type Start = (readyToMount?: () => Promise<void>) => Promise<boolean>;

/**
 * One load strategy (Astro's shape): calls `start` when the time has come and returns a cleanup that
 * stops waiting.
 */
export type LoadStrategy = (el: HTMLElement, start: Start) => Cleanup;
