import type { LoadStrategy } from './strategy.ts';

/**
 * When the element comes within 200 px of the viewport. One observer per element: a few bytes of the
 * boot entry less than a shared one with its bookkeeping, and browsers keep many observers cheaply.
 * An element without a box (the Rehub theme's CSS hides its countdowns until a script shows them) can
 * never come into view: the nearest ancestor with a box is watched in its place.
 */
export const visible: LoadStrategy = (el, start) => {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target, boundingClientRect: box } of entries) {
        if (isIntersecting) {
          observer.disconnect();
          void start();
          return;
        }
        if (!box.width && !box.height && target.parentElement) {
          observer.unobserve(target);
          observer.observe(target.parentElement);
        }
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
  return () => observer.disconnect();
};
