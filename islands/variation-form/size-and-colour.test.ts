import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoShop, openDemoPage } from '../../tests/unit/demo-page.ts';
import { productPath } from '../../mock-server/shop/catalogue.ts';
import { variationFormGlobal } from '../../mock-server/views/host-globals.ts';

/** The variation form's words as the demo's product pages print them (`wc_add_to_cart_variation_params`). */
const printed = variationFormGlobal();

/**
 * The longsleeve's page, its forms mounted: ecru and olive green in S, M and L, black only in M and L,
 * olive green in L sold out. `query` adds QA switches.
 */
async function longsleeve(query = ''): Promise<void> {
  const shop = demoShop();
  const page = await openDemoPage(productPath(shop.shop.catalogue.product(119)!) + query, { shop });
  await page.mount(['variation-form', 'add-to-cart-form'], { now: true });
}

const size = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Maat' });
const colour = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kleur' });
const sizeOption = (name: string) => screen.getByRole<HTMLOptionElement>('option', { name });
const details = () => document.querySelector<HTMLElement>('.single_variation')!;
const button = () => screen.getByRole('button', { name: 'In winkelwagen' });
/** WooCommerce's message after the details: `div[role=alert] > p.wc-no-matching-variations`. */
const noMatch = () => document.querySelector('[role="alert"] > .wc-no-matching-variations');
const variationId = () => document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value;

// Each test opens the page and loads both islands: seconds on a busy machine.
describe('the variation form of a product by size and colour', { timeout: 20_000 }, () => {
  it('disables a size not made in the chosen colour, and enables it again for a colour that has it', async () => {
    await longsleeve();
    await userEvent.selectOptions(colour(), 'Zwart');
    expect([sizeOption('S').disabled, sizeOption('M').disabled]).toEqual([true, false]);
    await userEvent.selectOptions(colour(), 'Ecru');
    expect(sizeOption('S').disabled).toBe(false);
  });

  it('marks a size sold out in the chosen colour only, and "In winkelwagen" as unavailable when it is chosen', async () => {
    await longsleeve();
    await userEvent.selectOptions(colour(), 'Olijfgroen');
    expect(sizeOption('L (niet op voorraad)').disabled).toBe(false);
    await userEvent.selectOptions(size(), 'L');
    expect(details().textContent).toContain('Niet op voorraad');
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    await userEvent.selectOptions(colour(), 'Ecru');
    expect(screen.queryByRole('option', { name: 'L (niet op voorraad)' })).toBeNull();
    expect(variationId()).toBe('207');
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('says a combination the shop does not make is not there, and adds nothing', async () => {
    await longsleeve();
    // Not by the shopper's own choice (the option is disabled): as a browser restores a form on Back.
    size().value = 'S';
    colour().value = 'Zwart';
    colour().dispatchEvent(new Event('change', { bubbles: true }));
    // WooCommerce's message, after the details, which show nothing; the button asks for a choice.
    expect(noMatch()?.textContent).toBe(printed.i18n_no_matching_variations_text);
    expect(details().hidden).toBe(true);
    expect(variationId()).toBe('');
    expect(button().classList.contains('disabled')).toBe(true);
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    await userEvent.selectOptions(colour(), 'Ecru');
    expect(screen.queryByText(printed.i18n_no_matching_variations_text)).toBeNull();
  });

  it('says so too when the shop is asked for the combination (variations not printed)', async () => {
    await longsleeve('?ajax-variations=1');
    await userEvent.selectOptions(size(), 'S');
    await userEvent.selectOptions(colour(), 'Zwart');
    await waitFor(() => expect(noMatch()?.textContent).toBe(printed.i18n_no_matching_variations_text));
    expect(variationId()).toBe('');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
  });
});
