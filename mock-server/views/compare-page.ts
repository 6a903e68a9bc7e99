/**
 * The compare pages: `/compare/` lists the shopper's compare groups, `/compare/{group}/?compareids=`
 * is a group's chart (docs/CONTRACTS.md#compare): the products side by side, one column each, with their
 * price, rating, categories, sizes, stock and add-to-cart, and a remove control. The chart carries
 * Rehub's hooks (`.table_view_charts`, a column per product `.top_rating_item[data-compareid]` with its
 * `.re-compare-close-in-chart`) in an accessible table. Without JavaScript the remove control is a form
 * that posts to /compare/ and comes back to the chart without the product.
 */
import type { CompareGroupDefinition } from '../../fixtures/compare-groups.ts';
import { chartAddress } from '../../src/contracts/compare.ts';
import type { Category, Product } from '../shop/catalogue-types.ts';
import { productPath } from '../shop/catalogue.ts';
import { COMPARE_PATH, comparePagePath } from './compare.ts';
import { html, type SafeHtml } from './html.ts';
import type { Page } from './page.ts';
import { addToCartButton } from './product-card.ts';
import { productPrice } from './product-price.ts';

export interface CompareGroupSummary {
  group: CompareGroupDefinition;
  products: Product[];
}

/** The chart's address for a group and its products: `?compareids=` in the order they were added. */
export function chartPath(group: CompareGroupDefinition, ids: readonly number[]): string {
  return chartAddress(comparePagePath(group), ids);
}

export function compareOverviewPage(groups: CompareGroupSummary[]): Page {
  return {
    title: 'Vergelijken',
    bodyClass: 'page rh-compare-overview',
    breadcrumb: [{ label: 'Shop', href: '/shop/' }, { label: 'Vergelijken' }],
    heading: 'Vergelijken',
    content:
      groups.length === 0
        ? html`<p class="rh-compare-empty">Je vergelijkt nog niets. Kies “Vergelijken” bij een product in de <a href="/shop/">winkel</a>.</p>`
        : html`<ul class="rh-compare-groups">${groups.map(
            ({ group, products }) => html`<li><a href="${chartPath(group, products.map((product) => product.id))}">${group.name}</a> (${products.length}): ${products.map((product) => product.name).join(', ')}</li>`,
          )}</ul>`,
  };
}

interface ChartInput {
  group: CompareGroupDefinition;
  products: Product[];
  categories: readonly Category[];
  /** `security` for the remove forms. */
  nonce: string;
}

function sizesOf(product: Product): string {
  const sizes = (product.variations ?? []).map((variation) => variation.attributes.size).filter((size) => size !== undefined);
  return sizes.length > 0 ? sizes.join(', ') : '—';
}

function removeControl(product: Product, others: readonly number[], input: ChartInput): SafeHtml {
  return html`<form class="rh-compare-remove-form" action="${COMPARE_PATH}" method="post"><input type="hidden" name="compareID" value="${product.id}"><input type="hidden" name="perform" value="remove"><input type="hidden" name="security" value="${input.nonce}"><input type="hidden" name="redirect_to" value="${chartPath(input.group, others)}"><button type="submit" class="re-compare-close-in-chart" data-compareid="${product.id}" aria-label="Verwijderen: “${product.name}”"><span aria-hidden="true">×</span> Verwijderen</button></form>`;
}

/**
 * The chart page's search for products to add (`#btn_search` opens `.comp-search`). Without JavaScript
 * the trigger is a link to the overlay (shown by `:target`), whose form is the shop's own search, where
 * every result has its compare button; the overlay's last link brings the shopper back to this chart.
 */
function compareSearch(group: CompareGroupDefinition): SafeHtml {
  return html`<div id="compare_search_data" data-posttype="product" data-terms="${group.categories.join(',')}" data-taxonomy="product_cat" hidden></div>
<p class="rh-compare-search-open"><a id="btn_search" class="button" href="#comp-search">Product toevoegen</a></p>
<div class="comp-search rhhidden" id="comp-search" aria-label="Producten zoeken om te vergelijken">
  <a id="btn_search_close" class="btn-search-close" href="#" aria-label="Zoeken sluiten"><span aria-hidden="true">×</span></a>
  <form class="comp-search-form" action="/" method="get" role="search">
    <label for="comp-search-input">Zoek een product om toe te voegen</label>
    <input class="comp-search-input" id="comp-search-input" name="s" type="search" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false">
    <input type="hidden" name="post_type" value="product">
    <span class="comp-search-info">Typ de naam van een product</span>
  </form>
  <div class="comp-ajax-search-wrap"></div>
  <p class="comp-search-done"><a href="${comparePagePath(group)}">Klaar: vergelijking bekijken</a></p>
</div>`;
}

export function compareChartPage(input: ChartInput): Page {
  const { group, products } = input;
  const ids = products.map((product) => product.id);
  const categoryName = (slug: string) => input.categories.find((category) => category.slug === slug)?.name ?? slug;
  const row = (label: string, cell: (product: Product) => SafeHtml | string) =>
    html`<tr><th scope="row">${label}</th>${products.map((product) => html`<td>${cell(product)}</td>`)}</tr>`;
  return {
    title: products.length > 0 ? products.map((product) => product.name).join(' VS ') : `${group.name} vergelijken`,
    bodyClass: `page rh-compare-page compare-page-${group.pageId}`,
    breadcrumb: [{ label: 'Shop', href: '/shop/' }, { label: 'Vergelijken', href: COMPARE_PATH }, { label: group.name }],
    heading: `${group.name} vergelijken`,
    content: html`${products.length === 0
        ? html`<p class="rh-compare-empty">Er staat nog niets in deze vergelijking. Kies “Vergelijken” bij een product in de <a href="/shop/">winkel</a>.</p>`
        : html`<div class="top_chart table_view_charts rh-compare-chart-wrap" role="region" aria-label="Vergelijkingstabel" tabindex="0"><table class="rh-compare-chart">
  <caption class="screen-reader-text">${group.name}: ${products.length} producten naast elkaar</caption>
  <thead><tr><td></td>${products.map(
    (product) => html`<th scope="col" class="top_rating_item compare-item-${product.id}" data-compareid="${product.id}"><a href="${productPath(product)}"><img src="/wp-content/uploads/${product.slug}.svg" width="120" height="120" alt=""><span class="rh-compare-chart-name">${product.name}</span></a>${removeControl(product, ids.filter((id) => id !== product.id), input)}</th>`,
  )}</tr></thead>
  <tbody>
    ${row('Prijs', (product) => productPrice(product))}
    ${row('Beoordeling', (product) => `${product.rating.toLocaleString('nl-NL')} van 5`)}
    ${row('Categorieën', (product) => product.categories.map(categoryName).join(', '))}
    ${row('Maten', sizesOf)}
    ${row('Voorraad', (product) => (product.inStock ? 'Op voorraad' : 'Niet op voorraad'))}
    ${row('Kopen', (product) => addToCartButton(product))}
  </tbody>
</table></div>`}${compareSearch(group)}`,
  };
}
