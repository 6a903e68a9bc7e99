import { defineIsland } from '../../src/island.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { addStyles } from '../../src/dom/styles.ts';
import { texts } from '../../src/i18n/texts.ts';
import { categoryAddresses, categoryUrl } from './category-url.ts';
import { createCategoryCombobox } from './combobox.ts';
import css from './category-dropdown.css?inline';

/**
 * WooCommerce's product category drop-down (`select.dropdown_product_cat`, docs/CONTRACTS.md#validation-rules) as an ARIA 1.2
 * combobox, in place of the selectWoo it loads: full width, "Een categorie selecteren" while empty, a
 * search box only from 5 options, 'Geen overeenkomsten gevonden' when the search matches nothing, and a
 * clear button. Choosing goes to the category (`categoryUrl`), clearing to the shop page, at the
 * addresses WooCommerce's own script has, which the plugin prints (`shopIslands.homeUrl`, `shopUrl`)
 * since the widget prints a bare select (no form, no label) that only its script makes work. The select
 * stays in the page, hidden, holding the choice.
 */
export default defineIsland({
  mount(select) {
    if (!(select instanceof HTMLSelectElement)) return;
    addStyles('category-dropdown', css);
    const addresses = categoryAddresses();
    // The widget prints no label; the plugin names the select (its aria-label).
    const label = select.getAttribute('aria-label') || texts.categoryPlaceholder;
    const combobox = createCategoryCombobox(select, label, (slug) => {
      select.value = slug;
      navigate(categoryUrl(addresses, slug), 'page');
    });
    // The same height as the select it stands in for, whatever the theme made it: nothing below moves.
    const height = select.getBoundingClientRect().height;
    const trigger = combobox.root.querySelector<HTMLElement>('.si-combobox-trigger');
    if (trigger && height > 0) trigger.style.height = `${height}px`;
    select.before(combobox.root);
    select.hidden = true;
    return () => {
      combobox.destroy();
      select.hidden = false;
    };
  },
});
