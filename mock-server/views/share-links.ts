/**
 * The theme's share links on a product page (`.share-link-image[data-href][data-service]`): Facebook,
 * X (the theme's `twitter`) and Pinterest. Without JavaScript each is a link to the service's share page
 * in a new tab; the bundle opens it in a small window instead.
 */
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';

function shareAddresses(product: Product, pageUrl: string, imageUrl: string): Array<{ service: string; label: string; href: string }> {
  const page = encodeURIComponent(pageUrl);
  const name = encodeURIComponent(product.name);
  return [
    { service: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${page}` },
    { service: 'twitter', label: 'X', href: `https://twitter.com/intent/tweet?url=${page}&text=${name}` },
    { service: 'pinterest', label: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${page}&media=${encodeURIComponent(imageUrl)}&description=${name}` },
  ];
}

/** `origin`: the shop's address, for the absolute page and image addresses the services need. */
export function shareLinks(product: Product, pagePath: string, origin: string): SafeHtml {
  const links = shareAddresses(product, new URL(pagePath, origin).href, new URL(`/wp-content/uploads/${product.slug}.svg`, origin).href);
  return html`<p class="rh-share-links">Delen: ${links.map(
    ({ service, label, href }) => html`<a class="share-link-image share-${service}" href="${href}" data-href="${href}" data-service="${service}" target="_blank" rel="noopener nofollow" aria-label="Delen op ${label} (opent een nieuw venster)">${label}</a> `,
  )}</p>`;
}
