/** Runs `start` once `el` comes within 200 px of the viewport. One observer serves every island. */

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

export function whenVisible(el: Element, start: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    start();
    return () => undefined;
  }
  waiting.set(el, start);
  sharedObserver().observe(el);
  return () => stopWatching(el);
}
