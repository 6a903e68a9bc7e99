import type { Page } from 'playwright-core';
import { inputValue } from '../page-fields.ts';

/**
 * Sets a shopper up the way the shop's no-JavaScript links and forms do, as plain requests with the
 * page's cookies (Playwright's `page.request` shares its context's): the cart, the wishlist, a login.
 * No page is loaded for it: a page load costs Chromium a few CPU-seconds, and a test that only needs
 * the shopper's state before its own page should not spend them (CI runs on two cores).
 */

/** What the shop answered `url` with, or an error naming what was refused. */
async function shopRequest(page: Page, what: string, url: string, form?: Record<string, string>): Promise<string> {
  const answer = form ? await page.request.post(url, { form }) : await page.request.get(url);
  if (!answer.ok()) throw new Error(`${what} refused: ${answer.status()}`);
  return answer.text();
}

/** Puts `productId` in the cart as the shop's `?add-to-cart=` link does. */
export async function putInCart(page: Page, origin: string, productId: number): Promise<void> {
  await shopRequest(page, 'add to cart', new URL(`/shop/?add-to-cart=${productId}`, origin).href);
}

/** Logs in with WooCommerce's login form on /my-account/ (the demo's accounts: klant/klant, beheer/beheer). */
export async function logIn(page: Page, origin: string, user: string): Promise<void> {
  const url = new URL('/my-account/', origin).href;
  const nonce = inputValue(await shopRequest(page, 'the account page', url), 'woocommerce-login-nonce');
  const answer = await shopRequest(page, 'login', url, { username: user, password: user, 'woocommerce-login-nonce': nonce, login: 'Inloggen' });
  // A refused login answers 200 with the form and its error; a login goes on to the account's dashboard.
  if (!answer.includes('woocommerce-MyAccount-navigation')) throw new Error(`login as ${user} refused`);
}

/**
 * Puts a product on the shopper's wishlist as the demo's no-JavaScript heart form does (a POST to
 * /wishlist/ with the shop page's `wishnonce`).
 */
export async function wishWithoutJavaScript(page: Page, origin: string, productId: number): Promise<void> {
  const shop = new URL('/shop/', origin).href;
  const nonce = inputValue(await shopRequest(page, 'the shop page', shop), 'wishnonce');
  await shopRequest(page, 'wish', new URL('/wishlist/', origin).href, { wishnonce: nonce, wish_count: 'add', post_id: String(productId), redirect_to: '/shop/' });
}

/**
 * Answers the cookie bar with "Alles toestaan" as its no-JavaScript form does (a POST to
 * /cookie-consent/ with the settings page's nonce): the shop sets the consent cookies, so every later
 * page opens as on a visit after the choice. page-services.test.ts holds the bar's own buttons.
 */
export async function allowAllCookies(page: Page, origin: string): Promise<void> {
  const url = new URL('/cookie-consent/', origin).href;
  const nonce = inputValue(await shopRequest(page, 'the cookie settings page', url), '_wpnonce');
  await shopRequest(page, 'consent', url, { _wpnonce: nonce, consent: 'allow', redirect: '/' });
}
