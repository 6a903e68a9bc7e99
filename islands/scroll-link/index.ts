import { defineIsland } from '../../src/island.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { scrollToElement } from '../../src/dom/smooth-scroll.ts';

// A scroll link brings its target to 45 px below the top, in 500 ms (docs/CONTRACTS.md#timings).
const OFFSET_PX = 45;
const SCROLL_MS = 500;

/**
 * The theme's scroll links (`.rehub_scroll`, target in `data-scrollto` or the link's own `#fragment`):
 * a smooth scroll (none with `prefers-reduced-motion`) to 45 px above the target, focus moved to it
 * and the address given its fragment, as a jump link would. A target that is not on this page, or a
 * `data-scrollto` that is not a selector, leaves the link to the browser.
 */

/** The element a scroll link names on this page, or null. */
function targetOf(link: HTMLElement): HTMLElement | null {
  const named = link.dataset.scrollto ?? (link instanceof HTMLAnchorElement && link.pathname === location.pathname ? link.hash : '');
  if (!named) return null;
  try {
    return document.querySelector<HTMLElement>(named);
  } catch {
    return null;
  }
}

export default defineIsland({
  mount(link) {
    return actAsButton(link, '.rehub_scroll', (_control, event) => {
      if (event instanceof MouseEvent && !isPlainClick(event)) return;
      const target = targetOf(link);
      if (!target) return;
      event.preventDefault();
      scrollToElement(target, { offsetPx: OFFSET_PX, durationMs: SCROLL_MS });
      if (target.id) history.pushState(null, '', `#${target.id}`);
    });
  },
});
