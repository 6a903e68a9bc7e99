import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { openAmazonCart, openCartWith, pressCheckout } from '../../tests/unit/amazon-cart.ts';
import { shopDecisions } from '../../src/stores/amazon-shops.ts';
import island from './index.ts';

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const shopRow = (domain: string) => document.querySelector<HTMLElement>(`li[data-domain="${domain}"]`)!;
const status = (domain: string) => shopRow(domain).querySelector<HTMLElement>('.WooZone-cc_status')!;
const message = () => document.querySelector<HTMLElement>('.WooZone-cart-msg')!;
const checkoutButton = () => screen.getByRole('link', { name: 'Doorgaan naar afrekenen' });

/** Submits a shop's form as the browser would: the submit event (which the test stops, so nothing goes to Amazon). */
function checkOutAt(domain: string): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  const form = shopRow(domain).querySelector('form')!;
  act(() => void form.dispatchEvent(event));
  return event;
}

/**
 * Presses a shop's "Afrekenen bij Amazon" as the shopper does: its click, then the submit the browser
 * sends for it (which the page stops, so nothing goes to Amazon).
 */
function pressCheckOutAt(domain: string): void {
  const stopAtThePage = (event: Event) => event.preventDefault();
  document.addEventListener('submit', stopAtThePage);
  act(() => shopRow(domain).querySelector<HTMLInputElement>('input[type="submit"]')!.click());
  document.removeEventListener('submit', stopAtThePage);
}

function cancel(domain: string): void {
  act(() => shopRow(domain).querySelector<HTMLInputElement>('input.cancel')!.click());
}

describe("the cart's Amazon shops", () => {
  it('lets a shop’s form go to Amazon as the browser sends it, and marks the shop checked out', async () => {
    await openAmazonCart({ products: ['102', '108'] });
    const submit = checkOutAt('de');
    expect(submit.defaultPrevented).toBe(false);
    expect([status('de').textContent, status('de').className]).toEqual(['afgerekend', 'WooZone-cc_status success']);
    expect(status('co.uk').textContent).toBe('');
  });

  it('marks a shop checked out, not cancelled, when the shopper presses its “Afrekenen bij Amazon”', async () => {
    await openAmazonCart({ products: ['102', '108'] });
    pressCheckOutAt('de');
    expect([status('de').textContent, status('de').className]).toEqual(['afgerekend', 'WooZone-cc_status success']);
  });

  it('counts only the first decision of a shop', async () => {
    await openAmazonCart({ products: ['102', '108'] });
    cancel('co.uk');
    checkOutAt('co.uk');
    expect([status('co.uk').textContent, status('co.uk').className]).toEqual(['geannuleerd', 'WooZone-cc_status cancel']);
    checkOutAt('de');
    cancel('de');
    expect(status('de').textContent).toBe('afgerekend');
  });

  it('stops the checkout while a shop is undecided, says so and brings the message 100 px below the top', async () => {
    await openAmazonCart({ products: ['102', '108'] });
    vi.spyOn(message(), 'getBoundingClientRect').mockReturnValue({ top: 1400 } as DOMRect);
    checkoutButton().focus();
    cancel('de');
    expect(pressCheckout()).toBe(false);
    expect(message().getAttribute('role')).toBe('alert');
    expect(message().textContent).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    expect(message().firstElementChild?.className).toBe('cancel');
    expect(scrollTo).toHaveBeenCalledWith(0, window.scrollY + 1300);
    // Focus stays on the button: the message is announced, and Tab from there leads to the shops.
    expect(document.activeElement).toBe(checkoutButton());
  });

  it('tells a repeated press again (a new message element), and brings it into view again', async () => {
    await openAmazonCart({ products: ['102', '108'] });
    pressCheckout();
    const first = message().firstElementChild;
    pressCheckout();
    expect(message().firstElementChild).not.toBe(first);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('says "all good" once the last shop is decided, and then lets the checkout go on', async () => {
    await openAmazonCart({ products: ['102', '108'] });
    pressCheckout();
    checkOutAt('de');
    expect(message().textContent).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    cancel('co.uk');
    expect(message().textContent).toBe('Alles in orde');
    expect(message().firstElementChild?.className).toBe('success');
    expect(pressCheckout()).toBe(true);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('is not printed for Amazon products of one country, and the checkout goes on', async () => {
    await openAmazonCart({ products: ['102', '114'] });
    expect(document.querySelector('.WooZone-cart-checkout')).toBeNull();
    expect(pressCheckout()).toBe(true);
  });

  /** The cart page with both shops, not yet mounted: `change` edits WooZone's box first. */
  async function mountShopsOn(change: (box: HTMLElement) => void) {
    const page = await openCartWith(['102', '108']);
    await page.mount(['cart-checkout-gate'], { now: true });
    const box = document.querySelector<HTMLElement>('.WooZone-cart-checkout')!;
    change(box);
    return island.mount(box);
  }

  it('gives each status its live role, no decision class while undecided, and leaves a row without a domain, a shop without a status and a cancel that is no field alone', async () => {
    await mountShopsOn((box) => {
      shopRow('co.uk').querySelector('.WooZone-cc_status')!.remove();
      shopRow('de').insertAdjacentHTML('beforeend', '<button type="button" class="cancel">Weg</button>');
      box.querySelector('ul, ol')!.insertAdjacentHTML('beforeend', '<li data-domain=""><span class="WooZone-cc_status"></span></li>');
    });
    expect([status('de').getAttribute('role'), status('de').className]).toEqual(['status', 'WooZone-cc_status']);
    act(() => shopRow('de').querySelector<HTMLElement>('button.cancel')!.click());
    expect(status('de').textContent).toBe('');
    cancel('co.uk');
    checkOutAt('de');
    // The row without a domain is no shop to wait for.
    expect([status('de').textContent, pressCheckout()]).toEqual(['afgerekend', true]);
  });

  it('lets go of its shops when unmounted', async () => {
    const stop = await mountShopsOn(() => undefined);
    stop?.();
    checkOutAt('de');
    cancel('co.uk');
    expect([status('de').textContent, shopDecisions.value.size]).toEqual(['', 0]);
  });

  it('marks the shops’ decisions where WooZone’s box has no message line', async () => {
    await mountShopsOn((box) => box.querySelector('.WooZone-cart-msg')!.remove());
    checkOutAt('de');
    cancel('co.uk');
    expect([status('de').textContent, status('co.uk').textContent, pressCheckout()]).toEqual(['afgerekend', 'geannuleerd', true]);
  });

  it.each([
    ['checked out at', checkOutAt, 'de'],
    ['cancelled', cancel, 'co.uk'],
  ])('takes the status of a shop the shopper %s, its words and its colour, along when unmounted', async (_, decide, domain) => {
    const stop = await mountShopsOn(() => undefined);
    decide(domain);
    act(() => stop?.());
    expect([status(domain).textContent, status(domain).className]).toEqual(['', 'WooZone-cc_status']);
  });
});
