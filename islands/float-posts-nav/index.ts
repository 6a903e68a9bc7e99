import { defineIsland } from '../../src/island.ts';
import { SHOWN_AFTER_SCROLL_PX, whenScrolledPast } from '../../src/dom/scrolled-past.ts';

/**
 * The previous/next product links (`#float-posts-nav`): shown (class `scrollvisible`) once the page is
 * scrolled past 500 px, as the theme's script does. Without JavaScript they are plain links.
 */
export default defineIsland({
  mount(nav) {
    return whenScrolledPast(SHOWN_AFTER_SCROLL_PX, (past) => nav.classList.toggle('scrollvisible', past));
  },
});
