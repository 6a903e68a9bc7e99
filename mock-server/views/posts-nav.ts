/**
 * The theme's previous/next links (`#float-posts-nav`) under a product, to the products before and
 * after it in the shop's order. Plain links: they work without JavaScript; the bundle marks them
 * `scrollvisible` once the page is scrolled 500 px, as the theme did.
 */
import type { Product } from '../shop/catalogue-types.ts';
import { productPath } from '../shop/catalogue.ts';
import { html, type SafeHtml } from './html.ts';

export function postsNav(previous: Product | undefined, next: Product | undefined): SafeHtml | '' {
  if (!previous && !next) return '';
  return html`<nav id="float-posts-nav" aria-label="Vorig en volgend product">${previous ? html`<a rel="prev" href="${productPath(previous)}"><span aria-hidden="true">‹</span> Vorig: ${previous.name}</a>` : ''}${next ? html`<a rel="next" href="${productPath(next)}">Volgend: ${next.name} <span aria-hidden="true">›</span></a>` : ''}</nav>`;
}
