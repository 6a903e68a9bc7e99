/**
 * Calls `then` once the element comes within 200 px of the viewport; returns a cleanup that stops
 * waiting. One observer per element: a few bytes of the boot entry less than a shared one with its
 * bookkeeping, and browsers keep many observers cheaply. An element its own CSS hides while its parent
 * shows (the Rehub theme's CSS hides its countdowns until a script shows them) can never come into
 * view: its parent is watched in its place. One hidden with its parent (a phone's toolbar on a desktop)
 * waits until it is shown. The `visible` load strategy (boot/load/visible.ts) and islands that load
 * something when it is seen (the reviews tab) both use it.
 */
export function whenVisible(el: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (isIntersecting) {
          observer.disconnect();
          then();
          return;
        }
        const parent = target.parentElement;
        if (parent && !target.getClientRects().length && parent.getClientRects().length) {
          observer.unobserve(target);
          observer.observe(parent);
        }
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
