import { describe, expect, it, vi } from 'vitest';
import island from './index.ts';

/** WooCommerce's ordering form as the listing prints it: the page's other query values kept in hidden fields. */
function printOrdering(): { form: HTMLFormElement; select: HTMLSelectElement } {
  document.body.innerHTML = `<form class="woocommerce-ordering" method="get">
    <select name="orderby" class="orderby" aria-label="Winkelbestelling">
      <option value="menu_order" selected>Standaard sortering</option><option value="price">Sorteer op prijs: laag naar hoog</option>
    </select>
    <input type="hidden" name="paged" value="1"><noscript><button type="submit">Sorteren</button></noscript>
  </form>`;
  return { form: document.querySelector('form')!, select: document.querySelector('select')! };
}

describe('the ordering form', () => {
  it('loads the listing in the order chosen, by sending the form with its kept query values', () => {
    const { form, select } = printOrdering();
    const sent = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
      return Object.fromEntries(new FormData(form));
    });
    form.addEventListener('submit', sent);
    const cleanup = island.mount(form);
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.results[0]!.value).toEqual({ orderby: 'price', paged: '1' });
    // Unmounted, a choice is the page's own again: nothing sends the form.
    cleanup?.();
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a match that is no form, or a form without its select', () => {
    const { form, select } = printOrdering();
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', sent);
    expect(island.mount(document.body)).toBeUndefined();
    select.classList.remove('orderby');
    expect(island.mount(form)).toBeUndefined();
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).not.toHaveBeenCalled();
  });
});
