import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoShop, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { productPath } from '../../mock-server/shop/catalogue.ts';
import { variationFormGlobal } from '../../mock-server/views/host-globals.ts';
import island from './index.ts';

/** The variation form's words as the demo's product pages print them (`wc_add_to_cart_variation_params`). */
const printed = variationFormGlobal();
import { nl } from '../../src/i18n/nl.ts';
import { variationChoice, optionState } from './variation-choice.ts';
import type { ProductVariation } from '../../src/contracts/product-variations.ts';

/** The Oxford shirt's page (sizes S, M, L sold out, XL at € 37,95), its forms mounted; `query` adds QA switches. */
async function oxfordShirt(query = ''): Promise<DemoPage> {
  const shop = demoShop();
  const page = await openDemoPage(productPath(shop.shop.catalogue.product(103)!) + query, { shop });
  await page.mount(['variation-form', 'add-to-cart-form'], { now: true });
  page.requests.length = 0;
  return page;
}

const size = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Maat' });
const details = () => document.querySelector<HTMLElement>('.single_variation')!;
const button = () => screen.getByRole('button', { name: 'In winkelwagen' });
/** WooCommerce's message after the details: `div[role=alert] > p.wc-no-matching-variations`. */
const noMatch = () => document.querySelector('[role="alert"] > .wc-no-matching-variations');
const variationId = () => document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value;

describe('the variation form', () => {
  it('asks for a size first: no price shown, "In winkelwagen" marked as needing a choice', async () => {
    await oxfordShirt();
    expect(details().hidden).toBe(true);
    expect(button().classList.contains('disabled')).toBe(true);
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Opties wissen' })).toBeNull();
  });

  it("shows the chosen size's price and stock, and fills in its variation id", async () => {
    await oxfordShirt();
    await userEvent.selectOptions(size(), 'XL');
    expect(details().hidden).toBe(false);
    expect(details().textContent).toContain('37,95');
    expect(details().textContent).toContain('Op voorraad');
    expect(variationId()).toBe('204');
    expect(button().classList.contains('disabled')).toBe(false);
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('marks a sold-out size in the list, and "In winkelwagen" as unavailable when it is chosen; the add says why', async () => {
    await oxfordShirt();
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'L (niet op voorraad)' }).disabled).toBe(false);
    await userEvent.selectOptions(size(), 'L');
    expect(details().textContent).toContain('Niet op voorraad');
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    button().click();
    expect(await screen.findByText(printed.i18n_unavailable_text)).toBeTruthy();
  });

  it('"Wissen" clears the choice, the price and the variation id, and puts focus back on the first choice', async () => {
    await oxfordShirt();
    await userEvent.selectOptions(size(), 'M');
    await userEvent.click(screen.getByRole('link', { name: 'Opties wissen' }));
    expect([size().value, variationId(), details().hidden]).toEqual(['', '', true]);
    expect(document.activeElement).toBe(size());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Opties wissen' })).toBeNull());
  });

  it("marks WooCommerce's add-to-cart row enabled only while the chosen size can be added", async () => {
    await oxfordShirt();
    const row = document.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart')!;
    const marks = () => [
      row.classList.contains('woocommerce-variation-add-to-cart-enabled'),
      row.classList.contains('woocommerce-variation-add-to-cart-disabled'),
      button().classList.contains('wc-variation-selection-needed'),
    ];
    expect(marks()).toEqual([false, true, true]);
    await userEvent.selectOptions(size(), 'XL');
    expect(marks()).toEqual([true, false, false]);
    await userEvent.selectOptions(size(), 'L');
    expect(marks()).toEqual([false, true, false]);
  });

  it.each([['Enter', '{Enter}'], ['Space', ' ']])('"Wissen" clears the choice with %s, back to "Kies een optie"', async (_name, key) => {
    await oxfordShirt();
    await userEvent.selectOptions(size(), 'XL');
    expect(screen.getByRole('link', { name: 'Opties wissen' }).style.visibility).toBe('visible');
    screen.getByRole('link', { name: 'Opties wissen' }).focus();
    await userEvent.keyboard(key);
    expect([size().selectedIndex, variationId(), details().hidden]).toEqual([0, '', true]);
  });

  it('keeps saying the choice was cleared while the shopper changes something other than a choice', async () => {
    await oxfordShirt();
    await userEvent.selectOptions(size(), 'XL');
    await userEvent.click(screen.getByRole('link', { name: 'Opties wissen' }));
    const alert = document.querySelector('.reset_variations_alert')!;
    const said = alert.textContent;
    expect(said).not.toBe('');
    // A select of another plugin in the same form, and the quantity field.
    document.querySelector('form.cart')!.insertAdjacentHTML('beforeend', '<select name="gift_wrap"><option value="no">Nee</option><option value="yes">Ja</option></select>');
    const other = document.querySelector<HTMLSelectElement>('select[name="gift_wrap"]')!;
    await userEvent.selectOptions(other, 'yes');
    document.querySelector('form.cart input.qty')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(alert.textContent).toBe(said);
    await userEvent.selectOptions(size(), 'S');
    expect(alert.textContent).toBe('');
  });

  it('"Wissen" leaves the choice to other keys, such as Tab', async () => {
    await oxfordShirt();
    await userEvent.selectOptions(size(), 'XL');
    const reset = screen.getByRole('link', { name: 'Opties wissen' });
    reset.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect([size().value, variationId()]).toEqual(['XL', '204']);
  });

  it('lets go of the form once unmounted: a choice or "Wissen" then changes nothing', async () => {
    const shop = demoShop();
    await openDemoPage(productPath(shop.shop.catalogue.product(103)!), { shop });
    const stop = island.mount(document.querySelector<HTMLElement>('form.cart')!);
    await userEvent.selectOptions(size(), 'XL');
    expect(variationId()).toBe('204');
    stop?.();
    await userEvent.selectOptions(size(), 'S');
    expect(variationId()).toBe('204');
    await userEvent.click(screen.getByRole('link', { name: 'Opties wissen' }));
    expect(size().value).toBe('S');
    size().focus();
    screen.getByRole('link', { name: 'Opties wissen' }).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(size().value).toBe('S');
  });

  it.each([
    ['without "Wissen"', '.reset_variations, .reset_variations_alert'],
    ['without the words said when "Wissen" clears the choice', '.reset_variations_alert'],
    ['without a place for the price', '.single_variation'],
    ['without a quantity field', '.single_variation_wrap .quantity'],
    ['without its own add button', '.single_add_to_cart_button'],
  ])('works on a form the theme printed %s', async (_name, removed) => {
    const shop = demoShop();
    await openDemoPage(productPath(shop.shop.catalogue.product(103)!), { shop });
    for (const part of document.querySelectorAll(removed)) part.remove();
    const stop = island.mount(document.querySelector<HTMLElement>('form.cart')!);
    await userEvent.selectOptions(size(), 'XL');
    expect(variationId()).toBe('204');
    const reset = screen.queryByRole('link', { name: 'Opties wissen' });
    if (reset) await userEvent.click(reset);
    expect(size().value).toBe(reset ? '' : 'XL');
    expect(() => stop?.()).not.toThrow();
  });

  it("shows the variation's image, and the product's again when the choice is cleared", async () => {
    await oxfordShirt();
    const image = document.querySelector<HTMLImageElement>('.woocommerce-product-gallery img')!;
    const serverAlt = image.alt;
    await userEvent.selectOptions(size(), 'S');
    expect(image.alt).toBe('Oxford overhemd – maat S');
    await userEvent.selectOptions(size(), '');
    expect(image.alt).toBe(serverAlt);
  });
});

describe('a choice no variation has', () => {
  it('says nothing of it on the page’s first look, and says it when it is chosen again', async () => {
    const shop = demoShop();
    const page = await openDemoPage(productPath(shop.shop.catalogue.product(103)!), { shop });
    // The shop stopped selling XL after the page was cached with XL chosen.
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    const variations = JSON.parse(form.dataset.product_variations!) as Array<{ attributes: Record<string, string> }>;
    form.dataset.product_variations = JSON.stringify(variations.filter((variation) => !Object.values(variation.attributes).includes('XL')));
    size().value = 'XL';
    await page.mount(['variation-form'], { now: true });
    expect(noMatch()).toBeNull();
    await userEvent.selectOptions(size(), 'S');
    // The list marks XL unavailable now; a form filler or the back button can still choose it.
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'XL' }).disabled).toBe(true);
    size().value = 'XL';
    size().dispatchEvent(new Event('change', { bubbles: true }));
    expect(noMatch()?.textContent).toBe(printed.i18n_no_matching_variations_text);
  });
});

describe('a product whose variations WooCommerce did not print (too many)', () => {
  it('asks the shop for the chosen size, shows its price and fills in its id; the latest choice wins', async () => {
    const page = await oxfordShirt('?ajax-variations=1');
    await userEvent.selectOptions(size(), 'S');
    await userEvent.selectOptions(size(), 'XL');
    await waitFor(() => expect(details().textContent).toContain('37,95'));
    expect(variationId()).toBe('204');
    // The answer for S, given up on, says nothing.
    expect(noMatch()).toBeNull();
    expect(page.requests.filter((request) => request === 'POST /?wc-ajax=get_variation').length).toBeGreaterThanOrEqual(1);
    expect(document.querySelector('form.cart')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows only the latest choice when the shopper changes it before the shop answers', async () => {
    await oxfordShirt('?ajax-variations=1');
    const choose = (value: string) => {
      size().value = value;
      size().dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('S');
    choose('XL');
    await waitFor(() => expect(variationId()).toBe('204'));
    await waitFor(() => expect(document.querySelector('form.cart')!.hasAttribute('aria-busy')).toBe(false));
    expect([details().textContent?.includes('37,95'), noMatch()]).toEqual([true, null]);
    // While the shop is asked, the form is busy and the earlier variation's id is gone, so it cannot be added by mistake.
    choose('M');
    expect([document.querySelector('form.cart')!.getAttribute('aria-busy'), variationId()]).toEqual(['true', '']);
    await waitFor(() => expect(document.querySelector('form.cart')!.hasAttribute('aria-busy')).toBe(false));
  });

  it('says the shop could not answer also on a form without a place for the price', async () => {
    const shop = demoShop();
    const page = await openDemoPage(productPath(shop.shop.catalogue.product(103)!) + '?ajax-variations=1', { shop });
    document.querySelector('.single_variation')!.remove();
    await page.mount(['variation-form'], { now: true });
    page.faults.add({ target: 'wc-ajax:get_variation', status: 500, times: 1 });
    await userEvent.selectOptions(size(), 'XL');
    await waitFor(() => expect(noMatch()?.textContent).toBe(nl.variationLookupFailed));
  });

  it('asks the shop nothing when the choice is cleared, and shows no price', async () => {
    const page = await oxfordShirt('?ajax-variations=1');
    await userEvent.selectOptions(size(), 'XL');
    await waitFor(() => expect(details().textContent).toContain('37,95'));
    page.requests.length = 0;
    await userEvent.selectOptions(size(), '');
    expect([page.requests, details().hidden, variationId()]).toEqual([[], true, '']);
  });

  it('shows nothing of the previous choice when the shop cannot answer for the next, says so, and asks again on a new choice', async () => {
    const page = await oxfordShirt('?ajax-variations=1');
    await userEvent.selectOptions(size(), 'XL');
    await waitFor(() => expect(details().textContent).toContain('37,95'));
    page.faults.add({ target: 'wc-ajax:get_variation', status: 500, times: 1 });
    await userEvent.selectOptions(size(), 'M');
    await waitFor(() => expect(noMatch()?.textContent).toBe(nl.variationLookupFailed));
    // Where WooCommerce puts it: right after the details.
    expect(details().nextElementSibling).toBe(noMatch()!.parentElement);
    expect([details().hidden, details().textContent, variationId()]).toEqual([true, '', '']);
    expect(document.querySelector('form.cart')!.hasAttribute('aria-busy')).toBe(false);
    // Without the variation's id WooCommerce cannot add it: the button asks for a choice, and says so.
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    button().click();
    expect(await screen.findByText(printed.i18n_make_a_selection_text)).toBeTruthy();
    expect(page.requests.filter((request) => request.includes('shop_islands_add_to_cart'))).toEqual([]);
    await userEvent.selectOptions(size(), 'XL');
    await waitFor(() => expect(variationId()).toBe('204'));
    expect(screen.queryByText(nl.variationLookupFailed)).toBeNull();
  });
});

describe('choosing among variations', () => {
  const variation = (id: number, attributes: Record<string, string>, inStock = true): ProductVariation => ({
    variation_id: id,
    attributes,
    is_in_stock: inStock,
    is_purchasable: true,
    variation_is_visible: true,
    price_html: '',
    availability_html: '',
    variation_description: '',
    sku: '',
    weight_html: '',
    dimensions_html: '',
    min_qty: 1,
    max_qty: null,
    is_sold_individually: false,
    template_fields: {},
    image: null,
  });
  // Blue in S and M; red only in M (sold out); "any size" in green.
  const variations = [
    variation(1, { attribute_color: 'blue', attribute_size: 'S' }),
    variation(2, { attribute_color: 'blue', attribute_size: 'M' }),
    variation(3, { attribute_color: 'red', attribute_size: 'M' }, false),
    variation(4, { attribute_color: 'green', attribute_size: '' }),
  ];

  it('finds the variation of a full choice, "any value" included, and says when there is none', () => {
    expect(variationChoice(variations, { attribute_color: 'blue', attribute_size: '' })).toEqual({ kind: 'incomplete' });
    expect(variationChoice(variations, { attribute_color: 'green', attribute_size: 'M' })).toMatchObject({ kind: 'variation', variation: { variation_id: 4 } });
    expect(variationChoice(variations, { attribute_color: 'red', attribute_size: 'S' })).toEqual({ kind: 'no-match' });
  });

  it('rates an option available when any of its variations can be bought', () => {
    // Size M: blue in stock, red sold out, green in any size.
    expect(optionState(variations, { attribute_color: '', attribute_size: '' }, 'attribute_size', 'M')).toBe('available');
  });

  it("rates each option against the other attribute's choice, never its own", () => {
    const fields = { attribute_color: 'red', attribute_size: 'M' };
    expect(['S', 'M'].map((value) => optionState(variations, fields, 'attribute_size', value))).toEqual(['none', 'sold-out']);
    expect(['blue', 'red', 'green'].map((value) => optionState(variations, fields, 'attribute_color', value))).toEqual(['available', 'sold-out', 'available']);
  });
});
