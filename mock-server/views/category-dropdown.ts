/**
 * WooCommerce's product categories widget as a drop-down, as it prints in Rehub's shop sidebar
 * (`wooshopsidebar`: `div.widget` with `div.title`): wc_product_dropdown_categories() is
 * wp_dropdown_categories(), a bare `select.dropdown_product_cat` (single-quoted attributes, the empty
 * option selected where no category is) with no form and no label; the WordPress plugin gives it an
 * `aria-label` (wordpress/shop-islands/includes/category-dropdown.php). The widget's inline jQuery is
 * what makes it go: to `home_url('/')` with `product_cat`, or to the shop page for the empty value.
 * Those two addresses are the plugin's settings (`pluginSettings`), as the WordPress plugin prints them.
 */
import type { Category } from '../shop/catalogue-types.ts';
import { html, raw, type SafeHtml } from './html.ts';

export interface CategoryChoice extends Category {
  count: number;
}

export function categoryDropdown(categories: readonly CategoryChoice[], chosen: string): SafeHtml {
  return html`<div id="woocommerce_product_categories-2" class="widget woocommerce widget_product_categories"><div class="title">Productcategorieën</div><select aria-label="Productcategorieën"  name='product_cat' id='product_cat' class='dropdown_product_cat'>
	<option value=''${chosen === '' ? raw(" selected='selected'") : ''}>Een categorie selecteren</option>${categories.map(
    ({ slug, name, count }) => html`
	<option class="level-0" value="${slug}"${slug === chosen ? raw(' selected="selected"') : ''}>${name}${raw('&nbsp;&nbsp;')}(${count})</option>`,
  )}
</select>
</div>`;
}
