import type { LoadStrategy } from './strategy.ts';

/** When the element comes within 200 px of the viewport. One observer serves every island. */

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const start = waiting.get(entry.target);
        stopWatching(entry.target);
        start?.();
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

function stopWatching(el: Element): void {
  waiting.delete(el);
  observer?.unobserve(el);
}

export const visible: LoadStrategy = (el, start) => {
  waiting.set(el, () => void start());
  sharedObserver().observe(el);
  return () => stopWatching(el);
};
