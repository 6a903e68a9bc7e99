import { addStyles } from './styles.ts';
import css from './scroll-lock.css?inline';

/**
 * Locks page scrolling behind an overlay (the modal, the slide-in cart). The lock's CSS comes with the
 * lock, so it works whichever overlay opens first. Locks nest: two overlays open at once keep the page
 * locked until the last one closes. The scrollbar's width is kept as padding so the page does not jump
 * sideways when the scrollbar disappears.
 */

let holders = 0;

export function lockScroll(): () => void {
  addStyles('scroll-lock', css);
  const html = document.documentElement;
  if (holders === 0) {
    // clientWidth is 0 where nothing is laid out (tests); there is no scrollbar to make up for there.
    const gap = html.clientWidth > 0 ? window.innerWidth - html.clientWidth : 0;
    if (gap > 0) html.style.setProperty('--si-scrollbar-gap', `${gap}px`);
    html.classList.add('si-scroll-locked');
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    html.classList.remove('si-scroll-locked');
    html.style.removeProperty('--si-scrollbar-gap');
  };
}
