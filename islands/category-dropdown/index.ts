import { defineIsland } from '../../src/island.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { addStyles } from '../../src/dom/styles.ts';
import { texts } from '../../src/i18n/texts.ts';
import { categoryUrl } from './category-url.ts';
import { createCategoryCombobox } from './combobox.ts';
import css from './category-dropdown.css?inline';

/**
 * WooCommerce's product category drop-down (`select.dropdown_product_cat`, docs/CONTRACTS.md#validation-rules) as an ARIA 1.2
 * combobox, in place of the selectWoo it loads: full width, "Een categorie selecteren" while empty, a
 * search box only from 5 options, 'Geen overeenkomsten gevonden' when the search matches nothing, and a
 * clear button. Choosing goes to the category (`categoryUrl`), clearing to the shop page. The select
 * stays in its form, hidden, so the form's value is the choice; without JavaScript the select and its
 * submit button work.
 */
export default defineIsland({
  mount(select) {
    if (!(select instanceof HTMLSelectElement)) return;
    addStyles('category-dropdown', css);
    const form = select.form;
    const baseUrl = form?.getAttribute('action') || '/';
    const shopUrl = select.dataset.shopUrl ?? new URL('shop/', new URL(baseUrl, location.href)).href;
    const label = select.labels?.[0]?.textContent?.trim() || texts.categoryPlaceholder;
    const combobox = createCategoryCombobox(select, label, (slug) => {
      select.value = slug;
      navigate(categoryUrl(baseUrl, slug, shopUrl), 'page');
    });
    // The same height as the select it stands in for, whatever the theme made it: nothing below moves.
    const height = select.getBoundingClientRect().height;
    const trigger = combobox.root.querySelector<HTMLElement>('.si-combobox-trigger');
    if (trigger && height > 0) trigger.style.height = `${height}px`;
    select.before(combobox.root);
    select.hidden = true;
    form?.querySelector<HTMLElement>('[type="submit"]')?.setAttribute('hidden', '');
    return () => {
      combobox.destroy();
      select.hidden = false;
      form?.querySelector<HTMLElement>('[type="submit"]')?.removeAttribute('hidden');
    };
  },
});
