import { defineIsland } from '../../src/island.ts';

/**
 * WooCommerce's ordering form (`form.woocommerce-ordering`): choosing an order in its select loads the
 * listing in that order, as WooCommerce's own script does. The form keeps the page's other query values
 * in hidden fields and only a `<noscript>` button submits it without JavaScript. A choice made while
 * this code was on its way is held by the interaction strategy and replayed once it has mounted.
 */
export default defineIsland({
  mount(form) {
    if (!(form instanceof HTMLFormElement)) return;
    const select = form.querySelector<HTMLSelectElement>('select.orderby');
    if (!select) return;
    const submit = () => form.requestSubmit();
    select.addEventListener('change', submit);
    return () => select.removeEventListener('change', submit);
  },
});
