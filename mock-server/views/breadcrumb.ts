/** WooCommerce's breadcrumb: links, with the current page as plain text at the end. */
import { html, type SafeHtml } from './html.ts';

export interface Crumb {
  label: string;
  href?: string;
}

export function breadcrumb(crumbs: readonly Crumb[]): SafeHtml {
  if (crumbs.length === 0) return html``;
  const separator = html`<span class="breadcrumb-sep" aria-hidden="true"> &gt; </span>`;
  return html`<nav class="woocommerce-breadcrumb" aria-label="Kruimelpad">${crumbs.map((crumb, index) => [
    index > 0 ? separator : '',
    crumb.href ? html`<a href="${crumb.href}">${crumb.label}</a>` : crumb.label,
  ])}</nav>`;
}
