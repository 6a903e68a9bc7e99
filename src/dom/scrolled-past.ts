import type { Cleanup } from '../island.ts';

/**
 * Tells whether the page is scrolled past `offsetPx` from its top, now and on every change, without a
 * handler on every scroll event: a 1 px sentinel at that height and an IntersectionObserver. One
 * sentinel per offset, shared by everyone watching it.
 */

/** Back to top and previous/next show after this much scrolling (docs/CONTRACTS.md#timings). */
export const SHOWN_AFTER_SCROLL_PX = 500;

const sentinels = new Map<number, { element: HTMLElement; observer: IntersectionObserver; listeners: Set<(past: boolean) => void>; past: boolean }>();

export function whenScrolledPast(offsetPx: number, listener: (past: boolean) => void): Cleanup {
  let entry = sentinels.get(offsetPx);
  if (!entry) {
    const element = document.createElement('div');
    element.setAttribute('aria-hidden', 'true');
    element.style.cssText = `position:absolute;top:${offsetPx}px;left:0;width:1px;height:1px;pointer-events:none;`;
    document.body.append(element);
    const created = {
      element,
      listeners: new Set<(past: boolean) => void>(),
      past: false,
      observer: new IntersectionObserver(([change]) => {
        if (!change) return;
        // Past it: the sentinel is out of view above the viewport's top.
        created.past = !change.isIntersecting && change.boundingClientRect.top < 0;
        for (const each of created.listeners) each(created.past);
      }),
    };
    created.observer.observe(element);
    sentinels.set(offsetPx, created);
    entry = created;
  }
  const watched = entry;
  watched.listeners.add(listener);
  listener(watched.past);
  return () => {
    watched.listeners.delete(listener);
    if (watched.listeners.size > 0) return;
    watched.observer.disconnect();
    watched.element.remove();
    sentinels.delete(offsetPx);
  };
}
