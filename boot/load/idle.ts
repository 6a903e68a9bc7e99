import type { LoadStrategy } from './strategy.ts';

/** Calls `then` once the page's `load` event has fired (at once if it has). */
export function afterLoad(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => undefined;
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

/**
 * After the page's `load` event, when the main thread is idle (at the latest two seconds later;
 * Safari has no requestIdleCallback): work that must not compete with the page's own loading.
 */
export function whenIdle(then: () => void): () => void {
  // A flag, not the callback's handle: one way to cancel, whichever of the two timers was used.
  let stopped = false;
  const run = () => {
    if (!stopped) then();
  };
  const stopWaiting = afterLoad(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  });
  return () => {
    stopped = true;
    stopWaiting();
  };
}

export const idle: LoadStrategy = (_el, start) => whenIdle(() => void start());
