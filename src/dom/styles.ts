/**
 * Adds an island's or a shared component's CSS to the page once, when its code first runs. The CSS
 * travels inside the JavaScript chunk (`import css from './x.css?inline'`), so a theme enqueues one
 * script and nothing else, and no loader for split CSS files sits in the boot entry.
 */
export function addStyles(name: string, css: string): void {
  if (document.head.querySelector(`style[data-shop-islands="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.shopIslands = name;
  style.textContent = css;
  document.head.append(style);
}
