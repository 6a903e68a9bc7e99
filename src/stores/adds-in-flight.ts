/**
 * Adds to the cart still on their way, per button: the listing buttons and the product forms (the
 * product page and the quick view) both count here, so a button stays `loading` until the last of
 * several clicks is answered, whichever island sent them. Shown by src/ui/add-button-state.ts.
 */
const inFlight = new WeakMap<HTMLElement, number>();

/** One more add (`1`) or one answered (`-1`); returns how many are still on their way, never below 0. */
export function countAdd(button: HTMLElement, delta: 1 | -1): number {
  const count = Math.max(0, (inFlight.get(button) ?? 0) + delta);
  inFlight.set(button, count);
  return count;
}
