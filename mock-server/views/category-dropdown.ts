/**
 * WooCommerce's product categories widget as a drop-down (wc_product_dropdown_categories): a GET form
 * to the home page with `product_cat`, and its submit button for when JavaScript is off (as the
 * ordering form's: with JavaScript the choice itself goes).
 * `data-shop-url` tells the category-dropdown island where the empty value goes (the shop, docs/CONTRACTS.md#validation-rules).
 */
import type { Category } from '../shop/catalogue-types.ts';
import { html, raw, type SafeHtml } from './html.ts';

export interface CategoryChoice extends Category {
  count: number;
}

export function categoryDropdown(categories: readonly CategoryChoice[], chosen: string): SafeHtml {
  return html`<div class="widget woocommerce widget_product_categories rh-category-filter">
  <form method="get" action="/">
    <label class="widget-title" for="product_cat">Productcategorieën</label>
    <select name="product_cat" id="product_cat" class="dropdown_product_cat" data-shop-url="/shop/">
      <option value="">Een categorie selecteren</option>${categories.map(
        ({ slug, name, count }) => html`
      <option class="level-0" value="${slug}"${slug === chosen ? html` selected` : ''}>${name}${raw('&nbsp;&nbsp;')}(${count})</option>`,
      )}
    </select>
    <noscript><button type="submit" class="button wc-forward">Ga</button></noscript>
  </form>
</div>`;
}
