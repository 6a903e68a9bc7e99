/**
 * Shows or hides server markup. `hidden` for assistive technology and an inline `display: none`, as
 * jQuery's hide() did: it wins over a theme rule that displays the element. Showing removes only our
 * own `display: none`, so the theme's display value applies again.
 */
export function setShown(el: HTMLElement, shown: boolean): void {
  el.hidden = !shown;
  if (!shown) el.style.display = 'none';
  else if (el.style.display === 'none') el.style.removeProperty('display');
}
