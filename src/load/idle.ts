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
  let cancelIdle = (): void => undefined;
  const stopWaiting = afterLoad(() => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(then, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(then, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  });
  return () => {
    stopWaiting();
    cancelIdle();
  };
}

export const idle: LoadStrategy = (_el, start) => whenIdle(() => void start());
