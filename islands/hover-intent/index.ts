import { defineIsland } from '../../src/island.ts';

/**
 * The main menu's submenus (`nav.top_menu`), as the theme's hoverIntent opens them: a submenu opens
 * once the mouse rests on its item (it moved less than 7 px between two looks 100 ms apart) and closes
 * 120 ms after the mouse left (docs/CONTRACTS.md#timings), so passing over an item opens nothing and a short slip off a
 * submenu does not close it. An open item has the theme's class `hovered` (its reshowNav), which its
 * CSS needs to show the submenu. The toggle after a parent's link, where the markup has one, opens and
 * closes it for the keyboard and touch (`aria-expanded`); where it has none (the theme prints none), the
 * submenu opens while focus is on its parent's link or inside it. Escape closes it with focus back on
 * the toggle or the link, and so does focus leaving it. Where the host's CSS opens submenus on hover and
 * focus until this loads (the demo's, without JavaScript), `hover-intent` on the menu hands that over.
 */

/** The theme's class on an open item (custom.js's reshowNav). */
const OPEN = 'hovered';

export const POLL_INTERVAL_MS = 100;
export const CLOSE_TIMEOUT_MS = 120;
/** hoverIntent's default sensitivity: less movement than this between two looks is resting. */
const RESTING_PX = 7;

interface Intent {
  poll?: ReturnType<typeof setInterval>;
  closing?: ReturnType<typeof setTimeout>;
  x: number;
  y: number;
}

export default defineIsland({
  mount(nav) {
    const parents = [...nav.querySelectorAll<HTMLElement>('li.menu-item-has-children')];
    const intents = new Map<HTMLElement, Intent>(parents.map((item) => [item, { x: 0, y: 0 }]));
    const toggleOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > .submenu-toggle');

    const show = (item: HTMLElement, open: boolean) => {
      if (open) {
        // One open submenu per level: its siblings close.
        for (const other of intents.keys()) if (other !== item && other.parentElement === item.parentElement) show(other, false);
      }
      item.classList.toggle(OPEN, open);
      toggleOf(item)?.setAttribute('aria-expanded', String(open));
    };

    const stopPolling = (intent: Intent) => {
      clearInterval(intent.poll);
      intent.poll = undefined;
    };

    const onPointerEnter = (event: PointerEvent) => {
      const item = event.currentTarget as HTMLElement;
      const intent = intents.get(item);
      if (!intent || event.pointerType !== 'mouse') return;
      clearTimeout(intent.closing);
      if (item.classList.contains(OPEN) || intent.poll) return;
      let seen = { x: event.clientX, y: event.clientY };
      Object.assign(intent, seen);
      intent.poll = setInterval(() => {
        if (Math.abs(intent.x - seen.x) + Math.abs(intent.y - seen.y) < RESTING_PX) {
          stopPolling(intent);
          show(item, true);
        } else {
          seen = { x: intent.x, y: intent.y };
        }
      }, POLL_INTERVAL_MS);
    };
    const onPointerMove = (event: PointerEvent) => {
      const intent = intents.get(event.currentTarget as HTMLElement);
      if (intent) Object.assign(intent, { x: event.clientX, y: event.clientY });
    };
    const onPointerLeave = (event: PointerEvent) => {
      const item = event.currentTarget as HTMLElement;
      const intent = intents.get(item);
      if (!intent || event.pointerType !== 'mouse') return;
      stopPolling(intent);
      clearTimeout(intent.closing);
      intent.closing = setTimeout(() => show(item, false), CLOSE_TIMEOUT_MS);
    };

    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>('.submenu-toggle') : null;
      const item = toggle?.parentElement;
      if (!item || !intents.has(item)) return;
      event.preventDefault();
      show(item, !item.classList.contains(OPEN));
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const item = event.target.closest<HTMLElement>(`li.${OPEN}`);
      if (!item) return;
      event.preventDefault();
      show(item, false);
      escaping = true;
      (toggleOf(item) ?? item.querySelector<HTMLElement>(':scope > a'))?.focus();
      escaping = false;
    };
    // Without a toggle, the keyboard opens a submenu by reaching its parent's link (Tab then goes in);
    // not when Escape has just brought focus back there.
    let escaping = false;
    const onFocusIn = (event: FocusEvent) => {
      const item = event.target instanceof Element && !escaping ? event.target.parentElement : null;
      if (item && intents.has(item) && !toggleOf(item) && event.target === item.querySelector(':scope > a')) show(item, true);
    };
    const onFocusOut = (event: FocusEvent) => {
      for (const item of nav.querySelectorAll<HTMLElement>(`li.${OPEN}`)) {
        if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) show(item, false);
      }
    };

    for (const item of parents) {
      item.addEventListener('pointerenter', onPointerEnter);
      item.addEventListener('pointermove', onPointerMove);
      item.addEventListener('pointerleave', onPointerLeave);
    }
    nav.addEventListener('click', onClick);
    nav.addEventListener('keydown', onKeydown);
    nav.addEventListener('focusin', onFocusIn);
    nav.addEventListener('focusout', onFocusOut);
    nav.classList.add('hover-intent');
    // CSS had the submenu under the mouse open: keep it open rather than flicker. Not one CSS opened for
    // focus: from now on the toggle says whether it is open, and the keyboard's Enter on it would close it.
    for (const item of parents) if (item.matches(':hover')) show(item, true);
    return () => {
      nav.classList.remove('hover-intent');
      for (const item of parents) {
        const intent = intents.get(item);
        if (intent) {
          stopPolling(intent);
          clearTimeout(intent.closing);
        }
        show(item, false);
        item.removeEventListener('pointerenter', onPointerEnter);
        item.removeEventListener('pointermove', onPointerMove);
        item.removeEventListener('pointerleave', onPointerLeave);
      }
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('keydown', onKeydown);
      nav.removeEventListener('focusin', onFocusIn);
      nav.removeEventListener('focusout', onFocusOut);
    };
  },
});
