import { isPlainClick } from '../dom/plain-click.ts';
import type { LoadStrategy } from './strategy.ts';

/**
 * On the first sign that the shopper is about to use the element (pointer over, press, focus, touch).
 * Clicks that land before the island is ready are held back and replayed, in order, once it has
 * mounted: none is lost, and none triggers the no-JavaScript fallback (a full page load) while the
 * code is on its way. A React island replaces the server's markup, so a click is replayed on the
 * element that took the clicked one's place, and focus follows it there. A press under way when the
 * code arrives (mouse button or key down) is let finish before the island replaces the pressed
 * element, or its click would go nowhere. If the code never arrives,
 * the replayed clicks do what they did without JavaScript.
 */

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** The clicked element, or the one that took its place in the island: same tag and first class. */
function replayTarget(root: HTMLElement, clicked: HTMLElement): HTMLElement | null {
  if (clicked.isConnected) return clicked;
  const first = clicked.classList[0];
  const selector = first ? `${clicked.localName}.${CSS.escape(first)}` : clicked.localName;
  return root.querySelector<HTMLElement>(selector);
}

/** Keys that press a button: the element must not be replaced between their keydown and their keyup. */
const PRESS_KEYS = new Set(['Enter', ' ']);
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;

export const interaction: LoadStrategy = (el, start) => {
  let started = false;
  /** What had focus inside the element while the code was on its way: a keyboard shopper's place. */
  let focused: HTMLElement | null = null;
  const heldClicks: HTMLElement[] = [];
  /**
   * A press (pointer or key) under way inside the element. Replacing the pressed element before the
   * press ends would swallow its click (the browser sends it to neither element), so the mount waits.
   */
  let pressing = false;
  let pressEnded: Array<() => void> = [];

  const holdClick = (event: MouseEvent) => {
    // A modified click (a new tab) does what the link does; it could not be replayed as it was anyway.
    if (!isPlainClick(event)) {
      begin();
      return;
    }
    event.preventDefault();
    // Nothing else on the page may act on a click the island has not seen yet.
    event.stopImmediatePropagation();
    heldClicks.push(event.target instanceof HTMLElement ? event.target : el);
    begin();
  };
  const noteFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) focused = event.target;
  };
  const pressStarts = (event: Event) => {
    if (pressing || (event instanceof KeyboardEvent && !PRESS_KEYS.has(event.key))) return;
    pressing = true;
    // A press may end outside the element (the pointer moved away).
    for (const type of PRESS_ENDS) window.addEventListener(type, pressEnds, true);
  };
  const pressEnds = () => {
    if (!pressing) return;
    pressing = false;
    for (const type of PRESS_ENDS) window.removeEventListener(type, pressEnds, true);
    // The click follows the pointerup or keyup in the same task: let it be held first.
    setTimeout(() => {
      for (const resume of pressEnded.splice(0)) resume();
    });
  };
  const readyToMount = () => (pressing ? new Promise<void>((resume) => pressEnded.push(resume)) : Promise.resolve());

  const stopListening = () => {
    for (const type of INTENT_EVENTS) el.removeEventListener(type, begin);
    el.removeEventListener('focusin', noteFocus);
    el.removeEventListener('click', holdClick, true);
    el.removeEventListener('pointerdown', pressStarts, true);
    el.removeEventListener('keydown', pressStarts, true);
    for (const type of PRESS_ENDS) window.removeEventListener(type, pressEnds, true);
    pressEnded = [];
  };
  function begin() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, begin);
    void start(readyToMount).finally(() => {
      stopListening();
      // The island replaced the focused element: focus goes to the one in its place, not to the page's top.
      const lostFocus = !document.activeElement || document.activeElement === document.body;
      if (focused && lostFocus) replayTarget(el, focused)?.focus();
      for (const clicked of heldClicks.splice(0)) replayTarget(el, clicked)?.click();
    });
  }

  el.addEventListener('focusin', noteFocus);
  el.addEventListener('pointerdown', pressStarts, true);
  el.addEventListener('keydown', pressStarts, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, begin, { passive: true });
  el.addEventListener('click', holdClick, true);
  return stopListening;
};
