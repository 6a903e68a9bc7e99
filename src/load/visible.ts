import type { LoadStrategy } from './strategy.ts';

/**
 * When the element comes within 200 px of the viewport. One observer per element: a few bytes of the
 * boot entry less than a shared one with its bookkeeping, and browsers keep many observers cheaply.
 */
export const visible: LoadStrategy = (el, start) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
  return () => observer.disconnect();
};
