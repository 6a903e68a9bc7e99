import { whenIdle } from './idle.ts';
import { interaction } from './interaction.ts';
import type { LoadStrategy, Start } from './strategy.ts';

/**
 * At idle, or on the first interaction if that comes sooner, with a click before then held and
 * replayed (as `interaction` does). For an island the keyboard cannot reach before it mounts (a
 * control without href or tab stop, which the island makes a button): it must not wait for a pointer,
 * and a pointer's click must not be lost while it waits for idle. Code that did not arrive is tried
 * again on the next interaction.
 */
export const idleOrInteraction: LoadStrategy = (el, start) => {
  let started: Promise<boolean> | undefined;
  const startOnce: Start = (readyToMount) => (started ??= start(readyToMount).then((arrived) => (arrived || (started = undefined), arrived)));
  const stopInteraction = interaction(el, startOnce);
  const stopIdle = whenIdle(() => void startOnce().then((arrived) => arrived && stopInteraction()));
  return () => {
    stopIdle();
    stopInteraction();
  };
};
