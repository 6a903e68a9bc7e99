import { defineIsland } from '../../src/island.ts';
import { whenScrolledPast } from '../../src/dom/scrolled-past.ts';

/** SPEC §9, as the back-to-top control: previous/next shows (class `scrollvisible`) after 500 px of scrolling. */
const SHOWN_AFTER_PX = 500;

/** The previous/next product links (`#float-posts-nav`), shown once the page is scrolled past 500 px. */
export default defineIsland({
  mount(nav) {
    return whenScrolledPast(SHOWN_AFTER_PX, (past) => nav.classList.toggle('scrollvisible', past));
  },
});
