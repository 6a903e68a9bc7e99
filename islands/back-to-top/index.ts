import { combineCleanups, defineIsland } from '../../src/island.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';
import { SHOWN_AFTER_SCROLL_PX, whenScrolledPast } from '../../src/dom/scrolled-past.ts';
import { scrollPageTo } from '../../src/dom/smooth-scroll.ts';

const SCROLL_MS = 500;

/**
 * Back to top (`#topcontrol`): shown (class `scrollvisible`) once the page is scrolled 500 px, watched
 * by a sentinel, not a handler on every scroll event; it scrolls to the top and moves focus to the
 * page's header, where the keyboard starts again. Without JavaScript it is a link to the top.
 */
export default defineIsland({
  mount(control) {
    return combineCleanups(
      whenScrolledPast(SHOWN_AFTER_SCROLL_PX, (past) => control.classList.toggle('scrollvisible', past)),
      actAsButton(control, '#topcontrol', (_control, event) => {
        event.preventDefault();
        scrollPageTo(0, SCROLL_MS, document.getElementById('main_header') ?? document.querySelector<HTMLElement>('header') ?? document.body);
      }),
    );
  },
});
