import { defineIsland } from '../../src/island.ts';

/**
 * The main menu's submenus (`nav.top_menu`), as the theme's hoverIntent opens them: a submenu opens
 * once the mouse rests on its item (it moved less than 7 px between two looks 100 ms apart) and closes
 * 120 ms after the mouse left (SPEC §9), so passing over an item opens nothing and a short slip off a
 * submenu does not close it. The toggle after a parent's link opens and closes it for the keyboard and
 * touch (`aria-expanded`); Escape closes it with focus back on the toggle, and so does focus leaving it.
 * Until this loads, and without JavaScript, CSS opens submenus on hover and focus; `hover-intent` on the
 * menu hands that over to this.
 */

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
        for (const sibling of item.parentElement?.children ?? []) if (sibling !== item && sibling instanceof HTMLElement && intents.has(sibling)) show(sibling, false);
      }
      item.classList.toggle('sub-open', open);
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
      if (item.classList.contains('sub-open') || intent.poll) return;
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
      if (!toggle || !item || !intents.has(item)) return;
      event.preventDefault();
      show(item, !item.classList.contains('sub-open'));
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const item = event.target.closest<HTMLElement>('li.sub-open');
      if (!item) return;
      event.preventDefault();
      show(item, false);
      toggleOf(item)?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      for (const item of nav.querySelectorAll<HTMLElement>('li.sub-open')) {
        if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) show(item, false);
      }
    };

    for (const item of parents) {
      item.addEventListener('pointerenter', onPointerEnter);
      item.addEventListener('pointermove', onPointerMove, { passive: true });
      item.addEventListener('pointerleave', onPointerLeave);
    }
    nav.addEventListener('click', onClick);
    nav.addEventListener('keydown', onKeydown);
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
      nav.removeEventListener('focusout', onFocusOut);
    };
  },
});
