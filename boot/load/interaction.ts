import type { Cleanup } from '../../src/island.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { forgetCodeFailed, tellCodeFailed } from '../../src/ui/tell-code-failed.ts';
import type { Start } from './strategy.ts';

/**
 * On the first sign that the shopper is about to use the element (pointer over, press, focus, a key),
 * or that something used it for them without pointer or focus (voice control, a browser's form filler,
 * automation: a change, an input, a submit). Clicks, submits, changes and inputs that come before the
 * island is ready are held back and replayed, in order, once it has mounted: none is lost, none
 * triggers the no-JavaScript fallback (a full page load) while the code is on its way, and nothing
 * else on the page acts on one before the island has seen it. A React island replaces the server's
 * markup, so an event is replayed on the element that took its target's place (`replayTarget`), and
 * focus follows it there. A press under way when the code arrives (mouse button or Enter/Space down)
 * is let finish before the island replaces the pressed element, or its click would go nowhere. If the
 * code does not arrive (a failed download, or none after 120 s: src/island-code.ts), the shopper who used
 * the control is told so in its place (src/ui/tell-code-failed.ts), the replayed events do what they do
 * without JavaScript (a link is followed, a form sent), and the element is watched again: its next use
 * tries the code again. `atOnce` starts the load at once, holding what comes before the code (an eager
 * island's). Part of the boot entry, so written for size.
 */

/** Events we act on: capture, so we see them before the page's own handlers. The last four are held. */
const HANDLED_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'submit', 'change', 'input'];
/**
 * Where a press ends; on the window, as the pointer may have left the element. `blur` is the window's
 * own (the shopper switched away), not that of the control a press takes focus from.
 */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup', 'blur'];

/**
 * An element the shopper used, and its place in the island: its index among the elements under the
 * island's root, in document order, which an island that renders the server's markup keeps.
 */
type Used = [element: HTMLElement, place: number];

/**
 * The used element while it is in the page; else the one that took its place in the island: the one at
 * its place if that has its first class, else the first in the island with that class whatever the tag
 * (the theme's `<span class="heartplus">` becomes the island's `<button class="heartplus">`), else the
 * one at its place (a caption inside the theme's heart, whose class the island does not render).
 */
function replayTarget(root: HTMLElement, [element, place]: Used): HTMLElement | null {
  if (element.isConnected) return element;
  const atPlace = root.querySelectorAll<HTMLElement>('*')[place];
  const first = element.classList[0] ?? '';
  return atPlace?.classList.contains(first) ? atPlace : ((root.getElementsByClassName(first)[0] as HTMLElement | undefined) ?? atPlace ?? null);
}

export const interaction = (el: HTMLElement, start: Start, atOnce?: boolean): Cleanup => {
  let started = false;
  /** What had focus inside the element while the code was on its way: a keyboard shopper's place. */
  let focused: Used | undefined;
  const held: Array<[type: string, ...Used]> = [];
  let pressing = false;
  let pressEnded = (): void => undefined;

  const pressEnds = ({ type, target }: Event) => {
    if (type === 'blur' && target instanceof Node) return;
    pressing = false;
    // The click follows the pointerup or keyup in the same task: let it be held first.
    setTimeout(pressEnded);
  };
  const handle = (event: Event) => {
    const { type, target } = event;
    // A submit is replayed as a click on the button that sent it, which submits the form the same way.
    const element = (event as SubmitEvent).submitter ?? (target instanceof HTMLElement ? target : el);
    const used: Used = [element, [...el.querySelectorAll('*')].indexOf(element)];
    if (type === 'focusin') focused = used;
    else if (type === 'pointerdown' || (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' '))) pressing = true;
    // What is left to hold: a click (not a modified one, a new tab, which does what the link does), a
    // submit, a change or an input; another key only wakes the island.
    else if (type !== 'keydown' && (type !== 'click' || isPlainClick(event as MouseEvent))) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push([type, ...used]);
    }
    begin();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    // A sign of intent that needs nothing from us but a start (pointer events cover touch and pen too).
    el[method]('pointerover', begin, { passive: true });
    for (const type of HANDLED_EVENTS) el[method](type, handle, true);
  };
  function begin() {
    if (started) return;
    started = true;
    for (const type of PRESS_ENDS) window.addEventListener(type, pressEnds, true);
    void start(() => (pressing ? new Promise<void>((resume) => (pressEnded = resume)) : Promise.resolve())).then((arrived) => {
      stop();
      if (arrived) forgetCodeFailed(el);
      else if (held.length) tellCodeFailed(el);
      // The island replaced the focused element: focus goes to the one in its place, not to the page's top.
      if (focused && (!document.activeElement || document.activeElement === document.body)) replayTarget(el, focused)?.focus();
      for (const [type, ...at] of held.splice(0)) {
        const target = replayTarget(el, at);
        if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
        else if (type === 'click' || type === 'submit') {
          // A pointer's press focuses what it lands on or its nearest ancestor that can take focus (the
          // theme's span, once the island made it a button, around the icon pressed): so focus can come
          // back to it from a popup it opens.
          const pressed = target?.closest<HTMLElement>('a[href],button,input,select,textarea,summary,[tabindex]');
          if (document.activeElement === document.body && pressed && el.contains(pressed)) pressed.focus({ preventScroll: true });
          target?.click();
        }
        else target?.dispatchEvent(new Event(type, { bubbles: true }));
      }
      // After the replay, so that it is not held again.
      if (!arrived) {
        started = false;
        listen(true);
      }
    });
  }
  const stop = () => {
    listen(false);
    for (const type of PRESS_ENDS) window.removeEventListener(type, pressEnds, true);
  };

  listen(true);
  if (atOnce) begin();
  return () => {
    stop();
    forgetCodeFailed(el);
  };
};
