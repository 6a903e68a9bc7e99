import { act } from '@testing-library/react';
import { demoShop, openDemoPage, type DemoPage } from './demo-page.ts';

/**
 * The cart page with `products` in the cart (102 is from amazon.de, 108 from amazon.co.uk), WooZone's
 * e-mail required or not, its Amazon shops' and checkout button's islands mounted; the requests so far
 * (the adds, the page) forgotten.
 */
export async function openAmazonCart({ products, checkoutEmailRequired = false }: { products: string[]; checkoutEmailRequired?: boolean }): Promise<DemoPage> {
  const page = await openCartWith(products, { checkoutEmailRequired });
  await page.mount(['amazon-shops', 'cart-checkout-gate'], { now: true });
  page.requests.length = 0;
  return page;
}

/** Presses the cart's checkout button; tells whether the link itself would have been followed (the test stops it there). */
export function pressCheckout(): boolean {
  const button = document.querySelector<HTMLAnchorElement>('.wc-proceed-to-checkout .checkout-button')!;
  let follows = false;
  const stopAtThePage = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stopAtThePage);
  act(() => void button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
  document.removeEventListener('click', stopAtThePage);
  return follows;
}

/** The cart page with `products` in the cart, nothing mounted yet. */
export async function openCartWith(products: string[], { checkoutEmailRequired = false } = {}): Promise<DemoPage> {
  const shop = demoShop({ settings: { checkoutEmailRequired } });
  for (const id of products) await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: id }) });
  return openDemoPage('/cart/', { shop });
}
