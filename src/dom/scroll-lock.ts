/**
 * Locks page scrolling behind the modal. The scrollbar's width is kept as padding so the page does
 * not jump sideways when the scrollbar disappears.
 */
export function lockScroll(): () => void {
  const html = document.documentElement;
  // clientWidth is 0 where nothing is laid out (tests); there is no scrollbar to make up for there.
  const gap = html.clientWidth > 0 ? window.innerWidth - html.clientWidth : 0;
  if (gap > 0) html.style.setProperty('--si-scrollbar-gap', `${gap}px`);
  html.classList.add('si-scroll-locked');
  return () => {
    html.classList.remove('si-scroll-locked');
    html.style.removeProperty('--si-scrollbar-gap');
  };
}
