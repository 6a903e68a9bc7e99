import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';
import { categoryAddresses, categoryUrl } from './category-url.ts';
import { SEARCH_FROM_OPTIONS } from './combobox.ts';

describe('categoryUrl (docs/CONTRACTS.md, “Pages and links”)', () => {
  it('joins product_cat with ? or with & when the home URL already holds a ?, and sends the empty value to the shop', () => {
    const at = (homeUrl: string) => ({ homeUrl, shopUrl: '/shop/' });
    expect(categoryUrl(at('/'), 'jurken')).toBe('/?product_cat=jurken');
    expect(categoryUrl(at('/?lang=nl'), 'jurken')).toBe('/?lang=nl&product_cat=jurken');
    expect(categoryUrl(at('/'), '')).toBe('/shop/');
    expect(categoryUrl(at('/'), 'a&b=c')).toBe('/?product_cat=a%26b%3Dc');
  });

  it('reads the addresses the plugin prints, and without them goes to the site’s root and its /shop/', () => {
    expect(categoryAddresses({ cartHash: '', homeUrl: 'https://winkel.example/nl/', shopUrl: 'https://winkel.example/nl/winkel/' })).toEqual({
      homeUrl: 'https://winkel.example/nl/',
      shopUrl: 'https://winkel.example/nl/winkel/',
    });
    expect(categoryAddresses({ cartHash: '' })).toEqual({ homeUrl: '/', shopUrl: `${location.origin}/shop/` });
    expect(categoryAddresses(undefined)).toEqual({ homeUrl: '/', shopUrl: `${location.origin}/shop/` });
    expect(categoryAddresses({ homeUrl: 7, shopUrl: '' })).toEqual({ homeUrl: '/', shopUrl: `${location.origin}/shop/` });
    expect(categoryAddresses({ homeUrl: '', shopUrl: '' })).toEqual({ homeUrl: '/', shopUrl: `${location.origin}/shop/` });
  });
});

/**
 * WooCommerce's product categories widget with "Show as dropdown", in Rehub's shop sidebar, as the PHP
 * prints it (woocommerce/includes/widgets/class-wc-widget-product-categories.php: widget_start() with
 * the sidebar's `before_widget` and `before_title`, then wc_product_dropdown_categories(), which is
 * WordPress's wp_dropdown_categories() and Walker_CategoryDropdown): no form, no label, only the
 * `aria-label` the plugin adds.
 */
const REAL_WIDGET = `<div id="woocommerce_product_categories-2" class="widget woocommerce widget_product_categories"><div class="title">Productcategorieën</div><select aria-label="Productcategorieën"  name='product_cat' id='product_cat' class='dropdown_product_cat'>
	<option value='' selected='selected'>Een categorie selecteren</option>
	<option class="level-0" value="kleding">Kleding&nbsp;&nbsp;(9)</option>
	<option class="level-1" value="t-shirts">&nbsp;&nbsp;&nbsp;T-shirts&nbsp;&nbsp;(2)</option>
	<option class="level-0" value="accessoires">Accessoires&nbsp;&nbsp;(3)</option>
</select>
</div>`;

describe('the category drop-down on the widget’s own markup', () => {
  it('goes where WooCommerce’s script goes, at the addresses the plugin prints: the home URL with product_cat, the shop page when cleared', async () => {
    document.body.innerHTML = REAL_WIDGET;
    vi.stubGlobal('shopIslands', { cartHash: '', homeUrl: 'https://winkel.example/nl/', shopUrl: 'https://winkel.example/nl/winkel/' });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
    const select = document.querySelector<HTMLSelectElement>('select.dropdown_product_cat')!;
    const cleanup = island.mount(select);
    try {
      expect([select.hidden, trigger().textContent]).toEqual([true, 'Een categorie selecteren']);
      await act(async () => trigger().click());
      const listbox = screen.getByRole('listbox', { name: 'Productcategorieën' });
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kleding\u00a0\u00a0(9)', 'T-shirts\u00a0\u00a0(2)', 'Accessoires\u00a0\u00a0(3)']);
      await act(async () => within(listbox).getByRole('option', { name: /T-shirts/ }).click());
      expect(assign).toHaveBeenLastCalledWith('https://winkel.example/nl/?product_cat=t-shirts');
      expect(select.value).toBe('t-shirts');
      await act(async () => document.querySelector<HTMLButtonElement>('.si-combobox-clear')!.click());
      expect(assign).toHaveBeenLastCalledWith('https://winkel.example/nl/winkel/');
    } finally {
      cleanup?.();
      vi.unstubAllGlobals();
    }
  });
});

describe('the category drop-down in the page', () => {
  it('stands in for the select at its height, and gives the select back when unmounted', () => {
    document.body.innerHTML = REAL_WIDGET;
    const select = document.querySelector<HTMLSelectElement>('select.dropdown_product_cat')!;
    vi.spyOn(select, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 240, 38));
    const cleanup = island.mount(select);
    expect([trigger().style.height, document.querySelectorAll('style[data-shop-islands="category-dropdown"]').length]).toEqual(['38px', 1]);
    cleanup?.();
    expect([select.hidden, document.querySelector('.si-combobox')]).toEqual([false, null]);
  });

  it('leaves the trigger’s height to its stylesheet where the select has none (not laid out)', () => {
    document.body.innerHTML = REAL_WIDGET;
    const cleanup = island.mount(document.querySelector<HTMLSelectElement>('select.dropdown_product_cat')!);
    expect(trigger().style.height).toBe('');
    cleanup?.();
  });

  it('leaves an element that is not a select alone', () => {
    document.body.innerHTML = '<div class="dropdown_product_cat">Kleding</div>';
    expect(island.mount(document.querySelector<HTMLElement>('.dropdown_product_cat')!)).toBeUndefined();
    expect(document.body.innerHTML).toBe('<div class="dropdown_product_cat">Kleding</div>');
  });
});

async function openShop(): Promise<ReturnType<typeof vi.fn>> {
  const page = await openDemoPage('/shop/');
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
  await page.mount(['category-dropdown'], { now: true });
  return assign;
}

const trigger = () => document.querySelector<HTMLButtonElement>('.si-combobox-trigger')!;
const keyOn = (el: Element, key: string) => act(async () => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

describe('the category drop-down', () => {
  it('replaces the select’s look with a combobox showing the placeholder, the select kept hidden in its place', async () => {
    await openShop();
    const select = document.querySelector<HTMLSelectElement>('select.dropdown_product_cat')!;
    expect([select.hidden, select.previousElementSibling === document.querySelector('.si-combobox'), trigger().textContent]).toEqual([true, true, 'Een categorie selecteren']);
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(document.querySelector<HTMLElement>('.si-combobox-clear')!.hidden).toBe(true);
  });

  it('has a search box from 5 options that filters, says when nothing matches, and goes to the chosen category', async () => {
    const assign = await openShop();
    expect(document.querySelectorAll('select.dropdown_product_cat option[value]:not([value=""])').length).toBeGreaterThanOrEqual(SEARCH_FROM_OPTIONS);
    await act(async () => trigger().click());
    const search = screen.getByRole('combobox', { name: 'Zoek een categorie' });
    expect(document.activeElement).toBe(search);
    await act(async () => {
      (search as HTMLInputElement).value = 'zzz';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByRole('status').textContent).toBe('Geen overeenkomsten gevonden');
    await act(async () => {
      (search as HTMLInputElement).value = 'JUR';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const shown = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(shown.map((option) => option.textContent?.replace(/\s+/g, ' '))).toEqual(['Jurken (3)']);
    expect(search.getAttribute('aria-activedescendant')).toBe(shown[0]!.id);
    await keyOn(search, 'Enter');
    expect(assign).toHaveBeenCalledWith(`${location.origin}/?product_cat=jurken`);
    expect(document.activeElement).toBe(trigger());
  });

  it('moves with the arrows, closes on Escape with focus back, and clearing goes to the shop page', async () => {
    const assign = await openShop();
    await act(async () => trigger().click());
    const search = screen.getByRole('combobox', { name: 'Zoek een categorie' });
    const first = search.getAttribute('aria-activedescendant');
    await keyOn(search, 'ArrowDown');
    expect(search.getAttribute('aria-activedescendant')).not.toBe(first);
    await keyOn(search, 'Escape');
    expect([document.querySelector<HTMLElement>('.si-combobox-popup')!.hidden, document.activeElement]).toEqual([true, trigger()]);
    await keyOn(trigger(), 'ArrowDown');
    await keyOn(screen.getByRole('combobox', { name: 'Zoek een categorie' }), 'Enter');
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/?product_cat=casual-shirts`);
    await act(async () => document.querySelector<HTMLButtonElement>('.si-combobox-clear')!.click());
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/shop/`);
  });
});
