import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartPanel as panel, cartPanelContent as panelContent, openDemoPage } from '../../tests/unit/demo-page.ts';
import { addFromForm, addToCart } from '../../src/stores/cart-actions.ts';
import { receiveCartAnswer } from '../../src/stores/cart.ts';
import { modal, openModal } from '../../src/stores/modal.ts';
import { toasts } from '../../src/stores/toasts.ts';

/** A demo page with `extra` markup at the top of its content, its slide-in cart and mini-cart lines mounted. */
async function panelPage(extra = '', path = '/shop/'): Promise<void> {
  const page = await openDemoPage(path);
  document.querySelector('main')!.insertAdjacentHTML('afterbegin', extra);
  await page.mount(['cart-panel', 'mini-cart-lines', 'added-to-cart-toast'], { now: true });
}

const dialog = () => within(panel()).getByRole('dialog', { name: 'Winkelwagen', hidden: true });
const isActive = () => panel().classList.contains('active');


describe('the slide-in cart', () => {
  it('is inactive, hidden and empty until something opens it', async () => {
    await panelPage();
    expect(isActive()).toBe(false);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(panelContent().childElementCount).toBe(0);
  });

  it('opens after an add, shows the mini-cart and takes focus', async () => {
    await panelPage('<button type="button">Elders</button>');
    screen.getByRole('button', { name: 'Elders' }).focus();
    await addToCart({ product_id: '101' }, null);
    expect(isActive()).toBe(true);
    expect(panel().hasAttribute('aria-hidden')).toBe(false);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(within(panelContent()).getByText('Linnen shirt')).toBeTruthy();
    expect(document.activeElement).toBe(dialog());
  });

  it("opens after another plugin's add too (its added_to_cart), and not for a refresh", async () => {
    await panelPage();
    receiveCartAnswer({ fragments: {}, cart_hash: 'na-verversen' }, 'refresh');
    expect(isActive()).toBe(false);
    receiveCartAnswer({ fragments: {}, cart_hash: 'ander-plugin' }, 'host-add');
    expect(isActive()).toBe(true);
  });

  it("gives focus back to the header's cart button, without scrolling, when what had focus is gone", async () => {
    await panelPage('<button type="button">Elders</button>');
    screen.getByRole('button', { name: 'Elders' }).focus();
    await addToCart({ product_id: '101' }, null);
    screen.getByRole('button', { name: 'Elders' }).remove();
    const menuButton = document.querySelector<HTMLElement>('.menu-cart-btn')!;
    const focused = vi.spyOn(menuButton, 'focus');
    await userEvent.setup().keyboard('{Escape}');
    expect(document.activeElement).toBe(menuButton);
    expect(focused).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('shows the "Toegevoegd aan winkelwagen" toast instead in no-sliding mode', async () => {
    await panelPage('', '/shop/?no-sliding=1');
    await addToCart({ product_id: '101' }, null);
    expect(isActive()).toBe(false);
    // In the toast: an add's announcement says the same words.
    expect(await screen.findByText('Toegevoegd aan winkelwagen', { selector: '.si-toast__message' })).toBeTruthy();
  });

  it("stays closed after a product form's add its page tells of itself (WooCommerce's notice); a quick view's add opens it", async () => {
    await panelPage();
    const fired: string[] = [];
    document.body.addEventListener('added_to_cart', () => fired.push('added_to_cart'));
    const fields = () => new URLSearchParams({ quantity: '1', 'add-to-cart': '101' });
    expect((await addFromForm(fields(), null, 'page-add')).kind).toBe('added');
    // Other plugins still hear of it.
    expect([isActive(), fired]).toEqual([false, ['added_to_cart']]);
    await addFromForm(fields(), null, 'add');
    expect(isActive()).toBe(true);
  });

  it("gives no toast in no-sliding mode for a product form's add its page tells of itself", async () => {
    await panelPage('', '/shop/?no-sliding=1');
    await addFromForm(new URLSearchParams({ quantity: '1', 'add-to-cart': '101' }), null, 'page-add');
    expect(toasts.value).toEqual([]);
  });

  it('stays closed, without a toast, on a page that shows add-to-cart errors', async () => {
    await panelPage('<ul class="woocommerce-error ajaxerrors"><li>Fout</li></ul>', '/shop/?no-sliding=1');
    await addToCart({ product_id: '101' }, null);
    // Both happen as the add lands, before addToCart returns: nothing later to wait for.
    expect(isActive()).toBe(false);
    expect(toasts.value).toEqual([]);
  });

  it('gives focus back to what had it when that is still on the page', async () => {
    await panelPage('<button type="button">Elders</button>');
    const elsewhere = screen.getByRole('button', { name: 'Elders' });
    elsewhere.focus();
    await addToCart({ product_id: '101' }, null);
    expect(document.activeElement).toBe(dialog());
    await userEvent.setup().keyboard('{Escape}');
    expect(document.activeElement).toBe(elsewhere);
  });

  it('opens empty on a page that printed no mini-cart and has had no fragments yet', async () => {
    const page = await openDemoPage('/shop/');
    for (const mini of document.querySelectorAll('div.widget_shopping_cart_content')) mini.remove();
    await page.mount(['cart-panel'], { now: true });
    await userEvent.setup().click(screen.getByRole('link', { name: /Winkelwagen/ }));
    expect([isActive(), panelContent().innerHTML]).toEqual([true, '']);
  });

  it('opens and closes a panel the theme printed without its content holder', async () => {
    const page = await openDemoPage('/shop/');
    panelContent().remove();
    await page.mount(['cart-panel'], { now: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /Winkelwagen/ }));
    expect(isActive()).toBe(true);
    await user.keyboard('{Escape}');
    expect(isActive()).toBe(false);
  });

  it('opens from the menu cart button with the mini-cart the page shows', async () => {
    await panelPage();
    const menuButton = screen.getByRole('link', { name: /Winkelwagen/ });
    await userEvent.setup().click(menuButton);
    expect(isActive()).toBe(true);
    expect(within(panelContent()).getByText('Geen producten in de winkelwagen.')).toBeTruthy();
  });

  it('lets a modified click on the menu cart button open the cart page elsewhere', async () => {
    await panelPage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: /Winkelwagen/ }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(isActive()).toBe(false);
  });

  it.each([
    ['its close button', async () => userEvent.setup().click(within(panel()).getByRole('button', { name: 'Sluiten' }))],
    ['a click on its background', async () => userEvent.setup().click(panel())],
    ['Escape', async () => userEvent.setup().keyboard('{Escape}')],
  ])('closes with %s, gives focus back and empties its content once it has slid out', async (_, closeIt) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await panelPage();
    const menuButton = screen.getByRole('link', { name: /Winkelwagen/ });
    menuButton.focus();
    menuButton.click();
    expect(isActive()).toBe(true);
    await closeIt();
    expect(isActive()).toBe(false);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(menuButton);
    expect(panelContent().childElementCount).toBe(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(panelContent().childElementCount).toBe(0);
  });

  it('stays open for clicks inside it', async () => {
    await panelPage();
    screen.getByRole('link', { name: /Winkelwagen/ }).click();
    await userEvent.setup().click(within(panelContent()).getByText('Geen producten in de winkelwagen.'));
    expect(isActive()).toBe(true);
  });

  it('keeps Tab inside while open', async () => {
    await panelPage();
    await addToCart({ product_id: '101' }, null);
    const user = userEvent.setup();
    const inside = Array.from(panel().querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"])'));
    inside.at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(inside[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(inside.at(-1));
  });

  it('follows the cart while open', async () => {
    await panelPage();
    await addToCart({ product_id: '101' }, null);
    await addToCart({ product_id: '107' }, null);
    expect(within(panelContent()).getByText('Gestreept Bretons shirt')).toBeTruthy();
  });

  it('puts focus back inside when the line it was on is removed', async () => {
    await panelPage();
    await addToCart({ product_id: '101' }, null);
    await userEvent.setup().click(within(panelContent()).getByRole('button', { name: 'Verwijder Linnen shirt uit winkelwagen' }));
    await waitFor(() => expect(within(panelContent()).getByText('Geen producten in de winkelwagen.')).toBeTruthy());
    expect(panel().contains(document.activeElement)).toBe(true);
  });

  it('closes the quick view first, as the theme did', async () => {
    await panelPage();
    openModal({ title: 'Linnen shirt', content: { kind: 'text', text: 'Snel bekijken' } });
    await addToCart({ product_id: '101' }, null);
    expect(modal.value).toBeNull();
    expect(isActive()).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(dialog()));
  });

  describe("the header's own mini-cart after the slide-in cart closes", () => {
    /** Opens the slide-in cart from the menu cart button and closes it with Escape: focus is back on the button. */
    async function closedFromHeader(): Promise<{ headerCart: HTMLElement; menuButton: HTMLElement }> {
      await panelPage();
      const menuButton = screen.getByRole('link', { name: /Winkelwagen/ });
      menuButton.focus();
      menuButton.click();
      await userEvent.setup().keyboard('{Escape}');
      expect(document.activeElement).toBe(menuButton);
      return { headerCart: menuButton.closest<HTMLElement>('.rh-header-cart')!, menuButton };
    }
    const wishlistLink = () => document.querySelector<HTMLElement>('.header-actions .rh-wishlistmenu-link')!;
    const keptClosed = (headerCart: HTMLElement) => headerCart.classList.contains('si-cart-panel-returned');

    it('stays closed while focus moves within the header cart, and opens again once focus has left it', async () => {
      const { headerCart } = await closedFromHeader();
      expect(keptClosed(headerCart)).toBe(true);
      const inside = headerCart.querySelector<HTMLElement>('.rh-mini-cart-dropdown')!;
      inside.tabIndex = -1;
      inside.focus();
      expect(keptClosed(headerCart)).toBe(true);
      wishlistLink().focus();
      expect(keptClosed(headerCart)).toBe(false);
    });

    it('opens again once the pointer has left the header cart', async () => {
      const { headerCart } = await closedFromHeader();
      headerCart.dispatchEvent(new PointerEvent('pointerleave'));
      expect(keptClosed(headerCart)).toBe(false);
    });
  });
});
