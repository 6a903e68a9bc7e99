import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { http } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { demoShop, headerMiniCart, openDemoPage, recordEvents, type DemoPage } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { productPath } from '../../mock-server/shop/catalogue.ts';
import { config, resetConfig } from '../../src/config.ts';

let requests: string[];
let posted: URLSearchParams[];

/** The demo shop's page of `productId`, its product form mounted. */
async function renderProductForm(productId: number): Promise<HTMLFormElement> {
  const shop = demoShop();
  const page: DemoPage = await openDemoPage(productPath(shop.shop.catalogue.product(productId)!), { shop });
  ({ requests } = page);
  await page.mount(['add-to-cart-form', 'cart-fragments'], { now: true });
  requests.length = 0;
  posted = [];
  // Ahead of the shop's own handler, which then answers.
  mswServer.use(http.post(`${location.origin}/`, async ({ request }) => void posted.push(new URLSearchParams(await request.clone().text()))));
  return document.querySelector<HTMLFormElement>('form.cart')!;
}

const addButton = () => screen.getByRole('button', { name: 'In winkelwagen' });

describe("the product page's add-to-cart form", () => {
  it('adds a simple product without a page load, with its quantity and the loading state', async () => {
    await renderProductForm(101);
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Aantal' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    const fired = recordEvents(['adding_to_cart', 'added_to_cart']);
    addButton().click();
    expect(addButton().classList.contains('loading')).toBe(true);
    await waitFor(() => expect(addButton().classList.contains('added')).toBe(true));
    expect(Object.fromEntries(posted[0]!)).toEqual({ quantity: '2', product_id: '101' });
    expect(headerMiniCart().textContent).toMatch(/Linnen shirt[\s\S]*2\s*×/);
    expect(within(document.querySelector('form.cart')!).getByRole('link', { name: 'Bekijk winkelwagen' })).toBeTruthy();
    expect(fired).toEqual(['adding_to_cart', 'added_to_cart']);
  });

  it('adds the chosen variation by its own id, and never posts add-to-cart', async () => {
    await renderProductForm(103);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'M');
    await user.click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Oxford overhemd - M'));
    expect(Object.fromEntries(posted[0]!)).toEqual({ attribute_size: 'M', quantity: '1', variation_id: '202', product_id: '202' });
  });

  it("treats WooCommerce's unfilled variation_id \"0\" as no choice: asks first, then posts the chosen variation's id", async () => {
    const form = await renderProductForm(103);
    const variationId = form.querySelector<HTMLInputElement>('input[name="variation_id"]')!;
    variationId.value = '0';
    const user = userEvent.setup();
    await user.click(addButton());
    expect(await screen.findByText(/Selecteer eerst enkele productopties/)).toBeTruthy();
    expect(requests).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    await user.click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Oxford overhemd - S'));
    expect(posted[0]!.get('product_id')).toBe('201');
    expect(posted[0]!.get('variation_id')).toBe('201');
  });

  it('uses a variation_id another script already filled in', async () => {
    const form = await renderProductForm(103);
    form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '201';
    await userEvent.setup().click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Oxford overhemd - S'));
    expect(posted[0]!.get('product_id')).toBe('201');
  });

  it('asks for a choice first when no option is chosen, without a request', async () => {
    await renderProductForm(103);
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(/Selecteer eerst enkele productopties/)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('says a sold-out variation cannot be added, without a request', async () => {
    await renderProductForm(103);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'L');
    await user.click(addButton());
    expect(await screen.findByText(/niet op voorraad/)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("still adds, and leaves the loading state, when another plugin's jQuery handler throws", async () => {
    printGlobals({ jQuery });
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    jQuery(document.body).on('adding_to_cart', () => {
      throw new Error('plugin broke');
    });
    try {
      await renderProductForm(101);
      await userEvent.setup().click(addButton());
      await waitFor(() => expect(addButton().classList.contains('added')).toBe(true));
      expect(addButton().classList.contains('loading')).toBe(false);
      expect(reported).toEqual([new Error('plugin broke')]);
    } finally {
      jQuery(document.body).off();
      vi.unstubAllGlobals();
    }
  });

  it('returns to idle with a Dutch message when the add breaks on the way', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {
      throw new DOMException('Navigation blocked', 'SecurityError');
    });
    await renderProductForm(101);
    printGlobals({ wc_add_to_cart_params: { ...config().globals.wc_add_to_cart_params, cart_redirect_after_add: 'yes' } });
    resetConfig();
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(/kon niet aan je winkelwagen worden toegevoegd/)).toBeTruthy();
    expect(addButton().classList.contains('loading')).toBe(false);
  });

  it("leaves a grouped product's form (quantity[<id>] fields) to its normal post", async () => {
    await renderProductForm(101);
    document.querySelector('form.cart')!.outerHTML = `<form class="cart grouped_form" action="/product/set/" method="post">
      <label for="q101">Linnen shirt</label><input id="q101" type="number" name="quantity[101]" value="1">
      <label for="q102">Canvas tas</label><input id="q102" type="number" name="quantity[102]" value="2">
      <button type="submit" name="add-to-cart" value="110" class="single_add_to_cart_button button alt">In winkelwagen</button>
    </form>`;
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    await waitFor(() => expect(performance.getEntriesByName('island:add-to-cart-form').length).toBeGreaterThan(1));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: addButton() });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(addButton().classList.contains('loading')).toBe(false);
    expect(requests).toEqual([]);
  });

  it('leaves a form whose variations WooCommerce did not print (too many) to its normal post, which picks the variation', async () => {
    await renderProductForm(103);
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    form.dataset.product_variations = 'false';
    form.querySelector<HTMLSelectElement>('select[name="attribute_size"]')!.value = 'M';
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: addButton() });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(requests).toEqual([]);
  });

  it('goes through the cart queue with the listing buttons: two quick adds both arrive', async () => {
    await renderProductForm(101);
    const user = userEvent.setup();
    await user.click(addButton());
    await user.click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/2\s*×/));
    expect(requests.filter((request) => request.includes('add_to_cart'))).toHaveLength(2);
  });
});
