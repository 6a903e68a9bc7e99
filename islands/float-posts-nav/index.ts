import { defineIsland } from '../../src/island.ts';
import { SHOWN_AFTER_SCROLL_PX, whenScrolledPast } from '../../src/dom/scrolled-past.ts';

/** The previous/next product links (`#float-posts-nav`), shown once the page is scrolled past 500 px. */
export default defineIsland({
  mount(nav) {
    return whenScrolledPast(SHOWN_AFTER_SCROLL_PX, (past) => nav.classList.toggle('scrollvisible', past));
  },
});
