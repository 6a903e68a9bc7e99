import { effect } from '@preact/signals-core';
import { defineIsland } from '../../src/island.ts';
import { seedBadge, wishBadge } from '../../src/stores/wishlist.ts';

/**
 * The count on the header's wishlist link (`.rh-wishlistmenu-link .rh-icon-notice`, hidden with
 * `rhhidden` at 0), kept in step with every heart through the wishlist store. Plain TypeScript.
 */

/** The number the badge shows; the store keeps it from going below 0. */
function countOnPage(notice: HTMLElement): number {
  if (notice.classList.contains('rhhidden')) return 0;
  const count = Number.parseInt(notice.textContent, 10);
  return Number.isFinite(count) ? count : 0;
}

export default defineIsland({
  mount(link) {
    const notice = link.querySelector<HTMLElement>('.rh-icon-notice');
    if (!notice) return;
    seedBadge(countOnPage(notice));
    return effect(() => {
      const count = wishBadge.value;
      if (count === undefined) return;
      notice.textContent = String(count);
      notice.dataset.wishcount = String(count);
      notice.classList.toggle('rhhidden', count === 0);
    });
  },
});
