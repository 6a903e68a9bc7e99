import { whenIdle } from './idle.ts';
import { interaction } from './interaction.ts';
import type { LoadStrategy, Start } from './strategy.ts';

/**
 * At idle when `atIdle(el)` says so, or on the first interaction if that comes sooner, with a click
 * before then held and replayed (as `interaction` does). Code that did not arrive is tried again on the
 * next interaction.
 */
function idleOrInteractionIf(atIdle: (el: HTMLElement) => boolean): LoadStrategy {
  return (el, start) => {
    let started: Promise<boolean> | undefined;
    const startOnce: Start = (readyToMount) => (started ??= start(readyToMount).then((arrived) => (arrived || (started = undefined), arrived)));
    const stopInteraction = interaction(el, startOnce);
    const stopIdle = whenIdle(() => atIdle(el) && void startOnce().then((arrived) => arrived && stopInteraction()));
    return () => {
      stopIdle();
      stopInteraction();
    };
  };
}

/**
 * For an island the keyboard cannot reach before it mounts (a control without href or tab stop, which
 * the island makes a button): it must not wait for a pointer, and a pointer's click must not be lost
 * while it waits for idle.
 */
export const idleOrInteraction = idleOrInteractionIf(() => true);

/**
 * At idle only when the element has a box then (a phone's control, which the theme's CSS hides on a
 * desktop); else on the first interaction. For a control a first tap should find ready (the island
 * mounted, its work done before the tap), whose code a desktop never needs.
 */
export const idleIfShownOrInteraction = idleOrInteractionIf((el) => el.getClientRects().length > 0);
