import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jQuery from 'jquery';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { demoShop, headerMiniCart, openDemoPage, recordEvents, type DemoPage } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { productPath } from '../../mock-server/shop/catalogue.ts';
import { variationFormGlobal } from '../../mock-server/views/host-globals.ts';

/** The variation form's words as the demo's product pages print them (`wc_add_to_cart_variation_params`). */
const printed = variationFormGlobal();
import { config, resetConfig } from '../../src/config.ts';
import { nl } from '../../src/i18n/nl.ts';
import { lastCartChange } from '../../src/stores/cart.ts';
import { toasts } from '../../src/stores/toasts.ts';
import island from './index.ts';

let page: DemoPage;
/** What each add posted to the plugin's endpoint, as the shop received it. */
let posted: URLSearchParams[];

const FORM_ADD = 'POST /?wc-ajax=shop_islands_add_to_cart';

/** The demo shop's page of `productId`, its product forms mounted (the variation form too with `variations`). */
async function renderProductForm(productId: number, { variations = false, query = '' } = {}): Promise<HTMLFormElement> {
  const shop = demoShop();
  page = await openDemoPage(productPath(shop.shop.catalogue.product(productId)!) + query, { shop });
  await page.mount(['add-to-cart-form', 'cart-fragments', ...(variations ? ['variation-form'] : [])], { now: true });
  page.requests.length = 0;
  posted = [];
  // Ahead of the shop's own handler, which then answers.
  mswServer.use(
    http.post(`${location.origin}/`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') !== 'shop_islands_add_to_cart') return;
      posted.push(new URLSearchParams(await request.clone().text()));
    }),
  );
  return document.querySelector<HTMLFormElement>('form.cart')!;
}

/**
 * The form's next add reaches the shop's own handler, which adds; `answer` then makes the page's answer
 * from the shop's.
 */
function passTheAddOnOnce(answer: (added: Response) => Response | Promise<Response>): void {
  let passedOn = false;
  mswServer.use(
    http.post(`${location.origin}/`, async ({ request }) => {
      if (passedOn || new URL(request.url).searchParams.get('wc-ajax') !== 'shop_islands_add_to_cart') return;
      passedOn = true;
      return answer(await fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() }));
    }),
  );
}

const addButton = () => screen.getByRole('button', { name: 'In winkelwagen' });
const notices = () => document.querySelector<HTMLElement>('.woocommerce-notices-wrapper')!;
const formAdds = () => page.requests.filter((request) => request === FORM_ADD);

describe("the product page's add-to-cart form", () => {
  it("adds without a page load by WooCommerce's form handler, and shows WooCommerce's own message where its post shows it", async () => {
    await renderProductForm(101);
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Aantal' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    const fired = recordEvents(['adding_to_cart', 'added_to_cart']);
    const sent = vi.spyOn(window, 'fetch');
    addButton().click();
    expect(addButton().classList.contains('loading')).toBe(true);
    const message = await within(notices()).findByRole('alert');
    // The form's own fields, the pressed button's among them, as the browser posts them.
    expect([...posted[0]!]).toEqual([
      ['quantity', '2'],
      ['add-to-cart', '101'],
    ]);
    // The browser finishes it if the shopper leaves now (src/stores/unfinished-adds.ts).
    expect(sent.mock.calls.find(([url]) => String(url).includes('shop_islands_add_to_cart'))?.[1]?.keepalive).toBe(true);
    expect(message.textContent).toBe('2 × “Linnen shirt” zijn toegevoegd aan je winkelwagen. Bekijk winkelwagen');
    expect(within(message).getByRole('link', { name: 'Bekijk winkelwagen' }).getAttribute('href')).toBe('/cart/');
    expect(headerMiniCart().textContent).toMatch(/Linnen shirt[\s\S]*2\s*×/);
    expect(fired).toEqual(['adding_to_cart', 'added_to_cart']);
    // As after WooCommerce's post: the button is idle, and the message has the cart's link.
    expect(addButton().classList.contains('loading')).toBe(false);
    expect(addButton().classList.contains('added')).toBe(false);
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(0);
  });

  it('adds a variation whose colour is "any" with the colour the shopper chose, as WooCommerce\'s form post does', async () => {
    await renderProductForm(120, { variations: true });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'L');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kleur' }), 'Rood');
    await user.click(addButton());
    const message = await within(notices()).findByRole('alert');
    expect(Object.fromEntries(posted[0]!)).toEqual({
      attribute_pa_maat: 'l',
      attribute_pa_kleur: 'rood',
      quantity: '1',
      'add-to-cart': '120',
      product_id: '120',
      variation_id: '223',
    });
    expect(message.textContent).toContain('“T-shirt met molenprint” is toegevoegd aan je winkelwagen.');
    expect(headerMiniCart().textContent).toMatch(/T-shirt met molenprint - L[\s\S]*Kleur:\s*Rood/);
  });

  it('clears the notices as a new page would when the next add starts, and shows why WooCommerce refused it', async () => {
    await renderProductForm(101);
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Aantal' });
    await user.clear(quantity);
    await user.type(quantity, '999');
    await user.click(addButton());
    await within(notices()).findByText(/999 × “Linnen shirt” zijn toegevoegd/);
    const fired = recordEvents(['added_to_cart']);
    addButton().click();
    expect(notices().childElementCount).toBe(0);
    const refusal = await within(notices()).findByRole('alert');
    expect(refusal.textContent).toBe('Je kunt niet meer dan 999 stuks van “Linnen shirt” in je winkelwagen hebben. Bekijk winkelwagen');
    expect(refusal.matches('ul.woocommerce-error')).toBe(true);
    expect([fired, addButton().classList.contains('loading')]).toEqual([[], false]);
  });

  it('adds quietly when the shop prints no message for an add (its success message turned off)', async () => {
    await renderProductForm(101);
    // Its message left out of the shop's answer.
    passTheAddOnOnce(async (added) => HttpResponse.json({ ...((await added.json()) as object), notices: '' }));
    await userEvent.setup().click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Linnen shirt'));
    await waitFor(() => expect(addButton().classList.contains('loading')).toBe(false));
    expect(screen.queryByText(nl.addToCartUnavailable)).toBeNull();
    expect([notices().childElementCount, toasts.value]).toEqual([0, []]);
  });

  it('tells a refusal WooCommerce says nothing of (a product no longer in the shop)', async () => {
    const form = await renderProductForm(101);
    form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]')!.value = '999';
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(nl.addToCartUnavailable)).toBeTruthy();
    expect([notices().childElementCount, addButton().classList.contains('loading')]).toEqual([0, false]);
  });

  it('asks for a choice first when no option is chosen, without a request', async () => {
    await renderProductForm(103);
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(printed.i18n_make_a_selection_text)).toBeTruthy();
    expect(toasts.value.map(({ kind }) => kind)).toEqual(['danger']);
    expect(page.requests).toEqual([]);
  });

  it("treats WooCommerce's unfilled variation_id \"0\" as no choice: asks first, then posts the chosen variation's id", async () => {
    const form = await renderProductForm(103);
    const variationId = form.querySelector<HTMLInputElement>('input[name="variation_id"]')!;
    variationId.value = '0';
    const user = userEvent.setup();
    await user.click(addButton());
    expect(await screen.findByText(printed.i18n_make_a_selection_text)).toBeTruthy();
    expect(page.requests).toEqual([]);
    // The variation form has not mounted: the attributes name the variation.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    await user.click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Oxford overhemd - S'));
    expect(posted[0]!.get('variation_id')).toBe('201');
  });

  it('uses a variation_id another script already filled in', async () => {
    const form = await renderProductForm(103);
    form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '201';
    form.querySelector<HTMLSelectElement>('select[name="attribute_size"]')!.value = 'S';
    await userEvent.setup().click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Oxford overhemd - S'));
    expect(posted[0]!.get('variation_id')).toBe('201');
  });

  it.each(['0201', '201x'])(
    'adds the variation the chosen options name when variation_id holds %s, which is no variation\'s id',
    async (held) => {
      const form = await renderProductForm(103);
      const user = userEvent.setup();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
      form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = held;
      await user.click(addButton());
      await waitFor(() => expect(headerMiniCart().textContent).toContain('Oxford overhemd - S'));
      expect(posted[0]!.get('variation_id')).toBe('201');
    },
  );

  it('asks for a choice when the chosen options name no variation the shop makes, without a request', async () => {
    await renderProductForm(119);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kleur' }), 'Zwart');
    await user.click(addButton());
    expect(await screen.findByText(printed.i18n_make_a_selection_text)).toBeTruthy();
    expect(toasts.value.map(({ kind }) => kind)).toEqual(['danger']);
    expect(page.requests).toEqual([]);
  });

  it('says a sold-out variation cannot be added, without a request', async () => {
    await renderProductForm(103);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'L');
    await user.click(addButton());
    expect(await screen.findByText(printed.i18n_unavailable_text)).toBeTruthy();
    expect(toasts.value.map(({ kind }) => kind)).toEqual(['danger']);
    expect(page.requests).toEqual([]);
  });

  it('leaves the form to its own post once the island is unmounted', async () => {
    const form = await renderProductForm(101);
    form.closest('.product')!.replaceWith(form.closest('.product')!.cloneNode(true));
    // The mount's MutationObserver sees the removal in a microtask, and mounts the copy.
    await Promise.resolve();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it("asks for a choice when only the shop knows the variations and has not named one (WooCommerce adds by the variation's id)", async () => {
    const form = await renderProductForm(103, { query: '?ajax-variations=1' });
    form.querySelector<HTMLSelectElement>('select[name="attribute_size"]')!.value = 'M';
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(printed.i18n_make_a_selection_text)).toBeTruthy();
    expect(page.requests).toEqual([]);
  });

  it('adds the variation the shop named when only the shop knows the variations', async () => {
    await renderProductForm(103, { query: '?ajax-variations=1', variations: true });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'XL');
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('204'));
    await user.click(addButton());
    await within(notices()).findByText(/is toegevoegd aan je winkelwagen/);
    expect(posted[0]!.get('variation_id')).toBe('204');
  });

  it("posts a grouped product's quantities as its form does, each by its product", async () => {
    const form = await renderProductForm(101);
    form.outerHTML = `<form class="cart grouped_form" action="/product/set/" method="post" enctype="multipart/form-data">
      <label for="q101">Linnen shirt</label><input id="q101" type="number" name="quantity[101]" value="1">
      <label for="q102">Canvas tas</label><input id="q102" type="number" name="quantity[102]" value="2">
      <input type="hidden" name="add-to-cart" value="110">
      <button type="submit" class="single_add_to_cart_button button alt">In winkelwagen</button>
    </form>`;
    await waitFor(() => expect(performance.getEntriesByName('island:add-to-cart-form').length).toBeGreaterThan(1));
    await userEvent.setup().click(addButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect([...posted[0]!]).toEqual([
      ['quantity[101]', '1'],
      ['quantity[102]', '2'],
      ['add-to-cart', '110'],
    ]);
  });

  it.each([
    ['the shop sends the shopper to the cart after an add (its post shows the notice there)', () => {
      printGlobals({ wc_add_to_cart_params: { ...config().globals.wc_add_to_cart_params, cart_redirect_after_add: 'yes' } });
      resetConfig();
    }],
    ['a file is chosen for the form (a product add-on\'s upload)', (form: HTMLFormElement) => {
      const input = Object.assign(document.createElement('input'), { type: 'file', name: 'upload' });
      Object.defineProperty(input, 'files', { value: [new File(['x'], 'foto.jpg')] });
      form.append(input);
    }],
    ['the form is sent by GET (another plugin\'s form)', (form: HTMLFormElement) => {
      form.method = 'get';
    }],
    ['the form is no add-to-cart form (an external product\'s)', (form: HTMLFormElement) => {
      form.querySelector('button[name="add-to-cart"]')!.removeAttribute('name');
    }],
  ])('leaves the form to its own post when %s', async (_, arrange: (form: HTMLFormElement) => void) => {
    const form = await renderProductForm(101);
    arrange(form);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: addButton() });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(addButton().classList.contains('loading')).toBe(false);
    expect(page.requests).toEqual([]);
  });

  it('adds without a page load when a file field is left empty, and posts no file', async () => {
    const form = await renderProductForm(101);
    form.append(Object.assign(document.createElement('input'), { type: 'file', name: 'upload' }));
    await userEvent.setup().click(addButton());
    await within(notices()).findByRole('alert');
    expect([...posted[0]!]).toEqual([
      ['quantity', '1'],
      ['add-to-cart', '101'],
    ]);
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
      await within(notices()).findByText(/is toegevoegd aan je winkelwagen/);
      expect(addButton().classList.contains('loading')).toBe(false);
      expect(reported).toEqual([new Error('plugin broke')]);
    } finally {
      jQuery(document.body).off();
      vi.unstubAllGlobals();
    }
  });

  it('returns to idle with a Dutch message when the request never reaches the shop, and adds on the next press', async () => {
    await renderProductForm(101);
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    await user.click(addButton());
    expect(await screen.findByText(nl.addToCartFailed)).toBeTruthy();
    expect([addButton().classList.contains('loading'), notices().childElementCount]).toEqual([false, 0]);
    await user.click(addButton());
    await within(notices()).findByText(/is toegevoegd aan je winkelwagen/);
  });

  it('returns to idle with a Dutch message when the add breaks on the way (the shop sends the shopper on, and the page may not go)', async () => {
    await renderProductForm(101);
    mswServer.use(
      http.post(`${location.origin}/`, ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'shop_islands_add_to_cart') return;
        return HttpResponse.json({ redirect: `${location.origin}/cart/` });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {
      throw new DOMException('Navigation blocked', 'SecurityError');
    });
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(nl.addToCartFailed)).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/`);
    expect(addButton().classList.contains('loading')).toBe(false);
  });

  it.each([
    ['an empty answer (a shop without the plugin: WooCommerce added, then had no such endpoint)', () => new HttpResponse('', { status: 200 })],
    ['an error page', () => HttpResponse.text('<html>Fatal error</html>', { status: 500 })],
  ])('fetches the cart again after %s, which may have added, and says so', async (_, answer) => {
    await renderProductForm(101);
    // The shop adds, as WooCommerce's form handler does before any endpoint answers.
    passTheAddOnOnce(answer);
    await userEvent.setup().click(addButton());
    expect(await screen.findByText(nl.addToCartLate)).toBeTruthy();
    expect(page.requests).toContain('POST /?wc-ajax=get_refreshed_fragments');
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Linnen shirt'));
  });

  it('goes through the cart queue with the listing buttons: two quick adds both arrive', async () => {
    await renderProductForm(101);
    const user = userEvent.setup();
    await user.click(addButton());
    await user.click(addButton());
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/2\s*×/));
    expect(formAdds()).toHaveLength(2);
  });

  it('adds when the form is sent without a button pressed (another script submits it), its add button showing the wait', async () => {
    // A variable product's form names its product in a hidden field, not on the button.
    const form = await renderProductForm(103);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }));
    expect(addButton().classList.contains('loading')).toBe(true);
    await within(notices()).findByText(/is toegevoegd aan je winkelwagen/);
    expect(addButton().classList.contains('loading')).toBe(false);
  });
  it("adds when another script sends a form whose add button lacks WooCommerce's class (a theme's own button)", async () => {
    const form = await renderProductForm(103);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    addButton().classList.remove('single_add_to_cart_button');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await within(notices()).findByText(/is toegevoegd aan je winkelwagen/);
    expect(posted[0]!.get('variation_id')).toBe('201');
  });

  it("posts no button of a plugin's own form placed inside it when another script sends the form", async () => {
    const form = await renderProductForm(103);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    const buyNow = Object.assign(document.createElement('form'), { className: 'buy-now', method: 'post' });
    buyNow.innerHTML = '<button type="submit" name="buy-now" value="103" class="single_add_to_cart_button">Nu kopen</button>';
    form.prepend(buyNow);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.has('buy-now')).toBe(false);
    expect(posted[0]!.get('variation_id')).toBe('201');
  });

  it("posts a field once when a theme gives it the add button's class and another script sends the form", async () => {
    const form = await renderProductForm(103);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Maat' }), 'S');
    addButton().classList.remove('single_add_to_cart_button');
    form.querySelector('.quantity')!.insertAdjacentHTML(
      'afterend',
      '<select name="gift_wrap" class="single_add_to_cart_button" aria-label="Cadeauverpakking"><option value="ja" selected>Ja</option></select>',
    );
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.getAll('gift_wrap')).toEqual(['ja']);
  });
});

describe('the add-to-cart form island on an element that is no form', () => {
  it('takes nothing on, and a form inside it posts as its own', () => {
    document.body.innerHTML = `<div class="cart"><form class="cart" action="/product/linnen-shirt/" method="post">
      <input type="hidden" name="quantity" value="1">
      <button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button">In winkelwagen</button>
    </form></div>`;
    expect(island.mount(document.querySelector<HTMLElement>('div.cart')!)).toBeUndefined();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: addButton() });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});

describe('the add-to-cart form in a dialog without a place for notices (a quick view)', () => {
  /** The product's form moved into an open dialog that has no notices wrapper of its own. */
  async function renderInDialog(productId: number): Promise<HTMLFormElement> {
    const form = await renderProductForm(productId);
    const dialog = document.createElement('dialog');
    dialog.open = true;
    dialog.append(form);
    document.body.append(dialog);
    return form;
  }

  it('tells an add as a listing button does (added, a view-cart link) and has the slide-in cart open', async () => {
    const form = await renderInDialog(101);
    await userEvent.setup().click(addButton());
    await waitFor(() => expect(addButton().classList.contains('added')).toBe(true));
    expect(within(form).getByRole('link', { name: 'Bekijk winkelwagen' })).toBeTruthy();
    expect(lastCartChange.value?.source).toBe('add');
    expect(notices().childElementCount).toBe(0);
  });

  it("tells WooCommerce's refusal in its own words, in a toast, and the button is idle again", async () => {
    await renderInDialog(101);
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Aantal' });
    await user.clear(quantity);
    await user.type(quantity, '999');
    await user.click(addButton());
    await waitFor(() => expect(addButton().classList.contains('added')).toBe(true));
    await user.click(addButton());
    expect(await screen.findByText('Je kunt niet meer dan 999 stuks van “Linnen shirt” in je winkelwagen hebben. Bekijk winkelwagen')).toBeTruthy();
    expect(toasts.value.at(-1)?.kind).toBe('danger');
    expect(addButton().classList.contains('loading')).toBe(false);
    expect(notices().childElementCount).toBe(0);
  });
});
