/**
 * Runs `start` on the first sign that the shopper is about to use `el`. Clicks that land before the
 * island is ready are held back and replayed, in order, once it has mounted: none is lost, and none
 * triggers the no-JavaScript fallback (a full page load) while the code is on its way. If the code
 * never arrives, the replayed clicks do what they did without JavaScript.
 */

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

export function whenInteracted(el: Element, start: () => Promise<void>): () => void {
  let started = false;
  const heldClicks: HTMLElement[] = [];

  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClicks.push(event.target instanceof HTMLElement ? event.target : (el as HTMLElement));
    begin();
  };
  const stopListening = () => {
    for (const type of INTENT_EVENTS) el.removeEventListener(type, begin);
    el.removeEventListener('click', holdClick, true);
  };
  function begin() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, begin);
    void start().finally(() => {
      stopListening();
      for (const target of heldClicks.splice(0)) if (target.isConnected) target.click();
    });
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, begin, { passive: true });
  el.addEventListener('click', holdClick, true);
  return stopListening;
}
