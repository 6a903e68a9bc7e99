/**
 * Rehub's compare markup (docs/MARKUP.md#compare-button, #compare-bar: the buttons, the bar's items, the header's icon).
 * Without JavaScript a compare button is a form that posts to /compare/ with the nonce and comes back,
 * and the icon is a link to the compare overview.
 */
import type { CompareGroupDefinition } from '../../fixtures/compare-groups.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { productPath } from '../shop/catalogue.ts';
import { html, type SafeHtml } from './html.ts';
import { productPrice } from './product-price.ts';

export const COMPARE_PATH = '/compare/';

export const comparePagePath = (group: CompareGroupDefinition) => `${COMPARE_PATH}${group.slug}/`;

/** What a page knows about the visitor's compare lists; routes build it (mock-server/http/compare-buttons.ts). */
export interface CompareButtons {
  /** Whether the product can be compared at all (it is in a compare group). */
  comparable(product: Product): boolean;
  compared(productId: number): boolean;
  /** `security` for the no-JavaScript form. */
  nonce: string;
  /** Where the no-JavaScript form brings the shopper back to. */
  returnTo: string;
}

/** The theme's `.wpsm-button-new-compare` as a toggle button in a form; none for a product outside every group. */
export function compareButton(product: Product, buttons: CompareButtons): SafeHtml | '' {
  if (!buttons.comparable(product)) return '';
  const compared = buttons.compared(product.id);
  return html`<form class="rh-compare-form" action="${COMPARE_PATH}" method="post"><input type="hidden" name="compareID" value="${product.id}"><input type="hidden" name="perform" value="${compared ? 'remove' : 'add'}"><input type="hidden" name="security" value="${buttons.nonce}"><input type="hidden" name="redirect_to" value="${buttons.returnTo}"><button type="submit" class="wpsm-button wpsm-button-new-compare addcompare-id-${product.id} ${compared ? 'comparing' : 'not-incompare'}" data-addcompare-id="${product.id}" aria-pressed="${compared ? 'true' : 'false'}" aria-label="Vergelijken: “${product.name}”"><i class="rhicon re-icon-compare" aria-hidden="true"></i><span class="comparelabel">Vergelijken</span></button></form>`;
}

/** The header's `.re-compare-icon-toggle` with the number of compared products. */
export function compareIcon(total: number): SafeHtml {
  return html`<a class="re-compare-icon-toggle" href="${COMPARE_PATH}"><span class="rh-icon-compare" aria-hidden="true">⇄</span><span class="re-compare-notice">${total}</span><span class="screen-reader-text">producten vergelijken</span></a>`;
}

/** One compared product in the bar (`re_compare_panel`'s and `re_add_compare`'s `content`). */
export function compareItem(product: Product): SafeHtml {
  return html`<div class="re-compare-item compare-item-${product.id}" data-compareid="${product.id}"><button type="button" class="re-compare-new-close" aria-label="“${product.name}” niet meer vergelijken"><span aria-hidden="true">×</span></button><div class="re-compare-img"><a href="${productPath(product)}"><img src="/wp-content/uploads/${product.slug}.svg" width="43" height="43" alt="${product.name}"></a></div><div class="re-compare-title"><a href="${productPath(product)}">${product.name}</a></div><div class="re-compare-price">${productPrice(product)}</div></div>`;
}
