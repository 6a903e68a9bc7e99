import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoShop, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { bringIntoView, stubIntersectionObserver, watchedElements } from '../../tests/unit/fake-intersection-observer.ts';
import { productPath } from '../../mock-server/shop/catalogue.ts';
import { variationFormGlobal } from '../../mock-server/views/host-globals.ts';

/**
 * What the T-shirt met molenprint's page shows of a chosen size, as WooCommerce's variation script
 * shows it: each size has its own description, SKU, weight and dimensions; L and XL their own picture,
 * with a full size of its own. The colour is "any" in every variation.
 */

const PRODUCT = 120;
let page: DemoPage;

/** The product's page with its variation form mounted; `reprint` first changes the variations the page printed. */
async function molenprint(reprint?: (variations: Array<Record<string, unknown>>) => void): Promise<void> {
  const shop = demoShop();
  page = await openDemoPage(productPath(shop.shop.catalogue.product(PRODUCT)!), { shop });
  if (reprint) {
    const variations = JSON.parse(form().dataset.product_variations!) as Array<Record<string, unknown>>;
    reprint(variations);
    form().dataset.product_variations = JSON.stringify(variations);
  }
  await page.mount(['variation-form'], { now: true });
}

const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
const size = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Maat' });
const colour = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kleur' });
const details = () => document.querySelector<HTMLElement>('.single_variation')!;
const button = () => screen.getByRole('button', { name: 'In winkelwagen' });
const text = (selector: string) => document.querySelector(selector)?.textContent?.trim();
const picture = () => document.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image .wp-post-image')!;
const pictureLink = () => document.querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__image a')!;
const WEIGHT = '.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/** What the product's page shows of itself: SKU, weight, dimensions, the picture, its full size and link. */
const productOwn = () => [text('.product_meta .sku'), text(WEIGHT), text(DIMENSIONS), picture().getAttribute('src'), picture().getAttribute('data-large_image'), pictureLink().getAttribute('href')];

afterEach(() => vi.unstubAllGlobals());

describe('the chosen variation', () => {
  it('marks "In winkelwagen" as waiting for a choice as soon as the form is seen, before the shopper touches it', async () => {
    stubIntersectionObserver();
    const shop = demoShop();
    page = await openDemoPage(productPath(shop.shop.catalogue.product(PRODUCT)!), { shop });
    await page.mount(['variation-form']);
    await waitFor(() => expect(watchedElements()).toContain(form()));
    expect(button().classList.contains('disabled')).toBe(false);
    bringIntoView(form());
    await waitFor(() => expect(button().classList.contains('disabled')).toBe(true));
    // WooCommerce's classes only: still a button that can be pressed (and says why).
    expect([button().getAttribute('aria-disabled'), button().hasAttribute('disabled'), [...button().classList].filter((name) => name.startsWith('disabled') || name.startsWith('wc-'))]).toEqual([
      null,
      false,
      ['disabled', 'wc-variation-selection-needed'],
    ]);
    expect(document.querySelector('.woocommerce-variation-add-to-cart')!.classList.contains('woocommerce-variation-add-to-cart-disabled')).toBe(true);
  });

  it("shows its description, price and stock in WooCommerce's markup, its SKU, weight and dimensions, and its picture with its own full size", async () => {
    await molenprint();
    const own = productOwn();
    await userEvent.selectOptions(size(), 'L');
    // The colour is still to be chosen: nothing shows yet.
    expect(details().hidden).toBe(true);
    await userEvent.selectOptions(colour(), 'Blauw');
    expect(details().hidden).toBe(false);
    expect(text('.single_variation .woocommerce-variation-description')).toBe('Maat L: borstwijdte 110 cm, lengte 75 cm. Iets langer van snit.');
    expect(text('.single_variation .woocommerce-variation-price')?.replace(/\s/g, ' ')).toBe('€ 21,95');
    expect(text('.single_variation .woocommerce-variation-availability')).toBe('Op voorraad');
    expect([text('.product_meta .sku'), text(WEIGHT), text(DIMENSIONS)]).toEqual(['MK-120-L', '0,2 kg', '32 × 25 × 2 cm']);
    expect(picture().getAttribute('src')).toContain('variatie-223');
    expect(picture().getAttribute('data-large_image')).toBe('/wp-content/uploads/t-shirt-met-molenprint-variatie-223-1200x1200.svg');
    expect(pictureLink().getAttribute('href')).toBe('/wp-content/uploads/t-shirt-met-molenprint-variatie-223-1200x1200.svg');
    expect(own).not.toEqual(productOwn());
    expect(document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('223');
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('puts back what is the product\'s own for a size without it (S has no dimensions and no picture of its own)', async () => {
    await molenprint();
    const own = productOwn();
    await userEvent.selectOptions(colour(), 'Rood');
    await userEvent.selectOptions(size(), 'XL');
    await userEvent.selectOptions(size(), 'S');
    expect([text('.product_meta .sku'), text(WEIGHT), text(DIMENSIONS)]).toEqual(['MK-120-S', '0,16 kg', own[2]]);
    expect(productOwn().slice(3)).toEqual(own.slice(3));
  });

  it('"Wissen" puts everything of the product back, says so to screen readers and puts focus on the first choice; a change stops saying it', async () => {
    await molenprint();
    const own = productOwn();
    await userEvent.selectOptions(size(), 'XL');
    await userEvent.selectOptions(colour(), 'Groen');
    const alert = document.querySelector<HTMLElement>('.reset_variations_alert')!;
    expect(alert.textContent).toBe('');
    await userEvent.click(screen.getByRole('link', { name: 'Opties wissen' }));
    expect(productOwn()).toEqual(own);
    expect([size().value, colour().value, details().hidden, details().textContent]).toEqual(['', '', true, '']);
    expect(alert.textContent).toBe(variationFormGlobal().i18n_reset_alert_text);
    expect(document.activeElement).toBe(size());
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    await userEvent.selectOptions(size(), 'M');
    expect(alert.textContent).toBe('');
  });

  it('"Wissen" works from the keyboard, with Enter or Space, without scrolling to "#"', async () => {
    await molenprint();
    await userEvent.selectOptions(size(), 'M');
    const reset = screen.getByRole('link', { name: 'Opties wissen' });
    reset.focus();
    await userEvent.keyboard(' ');
    expect([size().value, location.hash]).toEqual(['', '']);
    await userEvent.selectOptions(size(), 'M');
    reset.focus();
    await userEvent.keyboard('{Enter}');
    expect(size().value).toBe('');
  });

  it("keeps the quantity within the variation's bounds", async () => {
    await molenprint();
    const quantity = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal' });
    quantity.value = '5000';
    await userEvent.selectOptions(size(), 'M');
    await userEvent.selectOptions(colour(), 'Rood');
    expect([quantity.min, quantity.max, quantity.value]).toEqual(['1', '999', '999']);
  });

  it('hides the quantity of a variation sold one at a time, and shows it again without a maximum for one WooCommerce gives none', async () => {
    await molenprint((variations) => {
      const ofSize = (slug: string) => variations.find((variation) => (variation.attributes as Record<string, string>).attribute_pa_maat === slug)!;
      Object.assign(ofSize('m'), { is_sold_individually: 'yes' });
      Object.assign(ofSize('l'), { min_qty: 2, max_qty: '' });
    });
    const quantity = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal' });
    const field = quantity.closest<HTMLElement>('.quantity')!;
    quantity.value = '3';
    await userEvent.selectOptions(colour(), 'Rood');
    await userEvent.selectOptions(size(), 'M');
    expect([field.hidden, quantity.value, quantity.min, quantity.hasAttribute('max')]).toEqual([true, '1', '1', false]);
    await userEvent.selectOptions(size(), 'L');
    expect([field.hidden, quantity.value, quantity.min, quantity.hasAttribute('max')]).toEqual([false, '2', '2', false]);
  });
});
