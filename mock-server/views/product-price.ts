/** A product's price as WooCommerce shows it: a range for variable products, struck-through for sales. */
import { priceRange } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { formatPrice, priceHtml } from '../shop/money.ts';
import { html, raw, type SafeHtml } from './html.ts';

export function productPrice(product: Product): SafeHtml {
  const { min, max } = priceRange(product);
  if (min !== max) {
    return html`${raw(priceHtml(min))} <span aria-hidden="true">–</span> ${raw(priceHtml(max))}<span class="screen-reader-text">Prijsklasse: ${formatPrice(min)} tot ${formatPrice(max)}</span>`;
  }
  if (product.regularPrice !== undefined && product.regularPrice > product.price) {
    return html`<del aria-hidden="true">${raw(priceHtml(product.regularPrice))}</del> <span class="screen-reader-text">Oorspronkelijke prijs was: ${formatPrice(product.regularPrice)}.</span><ins aria-hidden="true">${raw(priceHtml(product.price))}</ins><span class="screen-reader-text">Huidige prijs is: ${formatPrice(product.price)}.</span>`;
  }
  return raw(priceHtml(product.price));
}

export function isOnSale(product: Product): boolean {
  return product.regularPrice !== undefined && product.regularPrice > product.price;
}

/** "Via Amazon.de" for a product WooZone imported from that marketplace. */
export function affiliateSource(product: Product): string | undefined {
  return product.affiliate ? `Via Amazon.${product.affiliate.country}` : undefined;
}
