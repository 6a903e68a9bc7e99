import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { cartPanel as panel, cartPanelContent as panelContent, openDemoPage } from '../../tests/unit/demo-page.ts';
import { recordIslandLifecycles } from '../../tests/unit/island-lifecycles.ts';
import { bringIntoView, stubIntersectionObserver, watchedElements } from '../../tests/unit/fake-intersection-observer.ts';
import { modal } from '../../src/stores/modal.ts';
import { unmountModalRoot } from '../../src/ui/modal/mount-modal.ts';
import island from './index.ts';

let posted: URLSearchParams[];

/** The islands of a product form that load when the form is seen. */
const FORM_ISLANDS = ['add-to-cart-form', 'variation-form'];

/** The demo listing with only the cards of `ids`, mounted by the runtime as on a real page. */
async function renderListing(ids: number[], formIslands = FORM_ISLANDS): Promise<void> {
  stubIntersectionObserver();
  const page = await openDemoPage('/shop/');
  for (const card of document.querySelectorAll('li.product')) if (!ids.some((id) => card.classList.contains(`post-${id}`))) card.remove();
  await page.mount(['add-to-cart', 'cart-panel', 'quick-view', 'quantity', 'cart-fragments', 'mini-cart-lines', ...formIslands]);
  posted = [];
  // Ahead of the shop's own handler, which then answers.
  mswServer.use(
    http.post(`${location.origin}/`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') === 'shop_islands_add_to_cart') posted.push(new URLSearchParams(await request.clone().text()));
    }),
  );
}

afterEach(() => {
  unmountModalRoot();
  vi.unstubAllGlobals();
});

const quickViewButton = (name: string) => screen.getByRole('link', { name: `Snel bekijken: “${name}”` });

/**
 * The quick view of `name`, opened, then its product form seen, which the form's `islands` each watch
 * for: they have mounted when this returns.
 */
async function openQuickView(name: string, islands: string[], beforeSeen: (dialog: HTMLElement) => void = () => undefined): Promise<HTMLElement> {
  await userEvent.setup().click(quickViewButton(name));
  const dialog = await screen.findByRole('dialog', { name });
  beforeSeen(dialog);
  const form = dialog.querySelector('form.cart')!;
  // The runtime marks each mount.
  const mounts = () => islands.map((island) => performance.getEntriesByName(`island:${island}`).length);
  const before = mounts();
  await waitFor(() => expect(watchedElements().filter((element) => element === form)).toHaveLength(islands.length));
  bringIntoView(form);
  await waitFor(() => expect(mounts()).toEqual(before.map((count) => count + 1)));
  return dialog;
}

describe('quick view', () => {
  it("opens the product's form in the modal; adding a size posts the form with the variation's id and slides the cart in", async () => {
    await renderListing([101, 103]);
    const user = userEvent.setup();
    const dialog = await openQuickView('Oxford overhemd', FORM_ISLANDS, (opened) =>
      // As WooCommerce prints it before its variation script runs.
      expect(opened.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('0'),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Maat' }), 'S');
    await user.click(within(dialog).getByRole('button', { name: 'In winkelwagen' }));
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    expect(Object.fromEntries(posted.at(-1)!)).toEqual({ attribute_size: 'S', quantity: '1', 'add-to-cart': '103', product_id: '103', variation_id: '201' });
    expect(within(panelContent()).getByText('Oxford overhemd - S')).toBeTruthy();
    expect(modal.value).toBeNull();
  });

  it('asks the shop once when pressed again while the form is on its way, and opens one dialog', async () => {
    await renderListing([101]);
    let asked = 0;
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Ahead of the shop's own handler, which answers once the test lets it.
    mswServer.use(
      http.get(/\/wp-admin\/admin-ajax\.php/, async ({ request }) => {
        if (new URL(request.url).searchParams.get('action') !== 'product_quick_view') return;
        asked += 1;
        await answered;
      }),
    );
    const user = userEvent.setup();
    await user.click(quickViewButton('Linnen shirt'));
    await waitFor(() => expect(asked).toBe(1));
    await user.click(quickViewButton('Linnen shirt'));
    answer();
    await screen.findByRole('dialog', { name: 'Linnen shirt' });
    expect(asked).toBe(1);
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
  });

  it('asks for a size first when variation_id is still "0", without posting', async () => {
    // The variation form's code has not come: only the add-to-cart form's.
    await renderListing([101, 103], ['add-to-cart-form']);
    const user = userEvent.setup();
    const dialog = await openQuickView('Oxford overhemd', ['add-to-cart-form']);
    expect(dialog.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('0');
    await user.click(within(dialog).getByRole('button', { name: 'In winkelwagen' }));
    expect(await screen.findByText(/Selecteer eerst enkele productopties/)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("posts a simple product's form as the browser would, the pressed button's value included", async () => {
    await renderListing([101]);
    const dialog = await openQuickView('Linnen shirt', ['add-to-cart-form']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'In winkelwagen' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ quantity: '1', 'add-to-cart': '101' });
  });

  it('unmounts the islands of its form when it closes', async () => {
    const formIslands = ['add-to-cart-form', 'variation-form', 'quantity'];
    const lifecycles = recordIslandLifecycles(formIslands);
    await renderListing([103]);
    const user = userEvent.setup();
    // The form's islands come when it is seen, the quantity's when it is used.
    const dialog = await openQuickView('Oxford overhemd', FORM_ISLANDS);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Maat' }), 'S');
    await user.click(within(dialog).getByRole('spinbutton'));
    await waitFor(() => expect(formIslands.map((name) => lifecycles.mounted.get(name)?.length)).toEqual([1, 1, 1]));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(modal.value).toBeNull());
    await waitFor(() => expect(lifecycles.unmounted).toEqual(lifecycles.mounted));
  });

  it.each([
    ['WordPress’s 0', () => new HttpResponse('0', { status: 400 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('after %s tells the shopper and opens nothing, and the next click opens the quick view', async (_, answer) => {
    await renderListing([101]);
    mswServer.use(http.get(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
    await userEvent.setup().click(quickViewButton('Linnen shirt'));
    expect(await screen.findByText('Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.')).toBeTruthy();
    expect(modal.value).toBeNull();
    expect(quickViewButton('Linnen shirt').classList.contains('loading')).toBe(false);
    await userEvent.setup().click(quickViewButton('Linnen shirt'));
    expect(within(await screen.findByRole('dialog', { name: 'Linnen shirt' })).getByRole('button', { name: /winkelwagen/i })).toBeTruthy();
  });

  it('leaves a modified click to the browser (the product page in a new tab)', async () => {
    await renderListing([101]);
    const button = quickViewButton('Linnen shirt');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(performance.getEntriesByName('island:quick-view').length).toBeGreaterThan(0));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('leaves its button to the browser once unmounted', async () => {
    document.body.innerHTML = '<a class="quick_view_button" data-product_id="101" href="/product/linnen-shirt/">Quick view</a>';
    const button = document.querySelector<HTMLElement>('a')!;
    island.mount(button)?.();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
