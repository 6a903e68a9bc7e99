import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { panel, panelContent, renderCartChrome, startCartShop } from '../../tests/unit/cart-test-page.ts';
import type { Cleanup } from '../../src/island.ts';
import { addToCart } from '../../src/stores/cart.ts';
import { resetCartFragments } from '../../src/stores/cart-fragments.ts';
import { modal, openModal, resetModal } from '../../src/stores/modal.ts';
import { resetToasts } from '../../src/stores/toasts.ts';
import miniCartIsland from '../mini-cart/index.ts';
import cartPanelIsland from './index.ts';

const stops: Cleanup[] = [];

function mountPanel(): void {
  for (const stop of [miniCartIsland.mount(document.body), cartPanelIsland.mount(panel())]) if (stop) stops.push(stop);
}

const dialog = () => within(panel()).getByRole('dialog', { name: 'Winkelwagen', hidden: true });
const isActive = () => panel().classList.contains('active');

beforeEach(() => {
  startCartShop();
  resetToasts();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  resetCartFragments();
  resetModal();
});

describe('the slide-in cart', () => {
  it('is inactive, hidden and empty until something opens it', () => {
    renderCartChrome();
    mountPanel();
    expect(isActive()).toBe(false);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(panelContent().childElementCount).toBe(0);
  });

  it('opens after an add, shows the mini-cart and takes focus', async () => {
    renderCartChrome('<button type="button">Elders</button>');
    mountPanel();
    screen.getByRole('button', { name: 'Elders' }).focus();
    await addToCart({ product_id: '101' }, null);
    expect(isActive()).toBe(true);
    expect(panel().hasAttribute('aria-hidden')).toBe(false);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(within(panelContent()).getByText('Linnen shirt')).toBeTruthy();
    expect(document.activeElement).toBe(dialog());
  });

  it('shows the "Toegevoegd aan winkelwagen" toast instead in no-sliding mode', async () => {
    renderCartChrome('<div class="no_cart_sliding"></div>');
    mountPanel();
    await addToCart({ product_id: '101' }, null);
    expect(isActive()).toBe(false);
    expect(await screen.findByText('Toegevoegd aan winkelwagen')).toBeTruthy();
  });

  it('stays closed, without a toast, on a page that shows add-to-cart errors', async () => {
    renderCartChrome('<div class="no_cart_sliding"></div><ul class="woocommerce-error ajaxerrors"><li>Fout</li></ul>');
    mountPanel();
    await addToCart({ product_id: '101' }, null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isActive()).toBe(false);
    expect(screen.queryByText('Toegevoegd aan winkelwagen')).toBeNull();
  });

  it('opens from the menu cart button with the mini-cart the page shows', async () => {
    renderCartChrome();
    mountPanel();
    const menuButton = screen.getByRole('link', { name: /Winkelwagen/ });
    await userEvent.setup().click(menuButton);
    expect(isActive()).toBe(true);
    expect(within(panelContent()).getByText('Geen producten in de winkelwagen.')).toBeTruthy();
  });

  it('lets a modified click on the menu cart button open the cart page elsewhere', () => {
    renderCartChrome();
    mountPanel();
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
    renderCartChrome();
    mountPanel();
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
    renderCartChrome();
    mountPanel();
    screen.getByRole('link', { name: /Winkelwagen/ }).click();
    await userEvent.setup().click(within(panelContent()).getByText('Geen producten in de winkelwagen.'));
    expect(isActive()).toBe(true);
  });

  it('keeps Tab inside while open', async () => {
    renderCartChrome();
    mountPanel();
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
    renderCartChrome();
    mountPanel();
    await addToCart({ product_id: '101' }, null);
    await addToCart({ product_id: '107' }, null);
    expect(within(panelContent()).getByText('Gestreept Bretons shirt')).toBeTruthy();
  });

  it('puts focus back inside when the line it was on is removed', async () => {
    renderCartChrome();
    mountPanel();
    await addToCart({ product_id: '101' }, null);
    await userEvent.setup().click(within(panelContent()).getByRole('button', { name: 'Verwijder Linnen shirt uit winkelwagen' }));
    await waitFor(() => expect(within(panelContent()).getByText('Geen producten in de winkelwagen.')).toBeTruthy());
    expect(panel().contains(document.activeElement)).toBe(true);
  });

  it('closes the quick view first, as the theme did', async () => {
    renderCartChrome();
    mountPanel();
    openModal({ title: 'Linnen shirt', content: { kind: 'text', text: 'Snel bekijken' } });
    await addToCart({ product_id: '101' }, null);
    expect(modal.value).toBeNull();
    expect(isActive()).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(dialog()));
  });
});
