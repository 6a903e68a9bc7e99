import type { Page } from 'playwright-core';

/**
 * Puts a product on the shopper's wishlist as the demo's no-JavaScript heart form does (a POST to
 * /wishlist/ with the page's `wishnonce`), from a page of the shop the shopper has open. The form itself
 * is in a `<noscript>`, which a page with JavaScript does not parse.
 */
export async function wishWithoutJavaScript(page: Page, productId: number): Promise<void> {
  const nonce = await page.evaluate(() => (window as unknown as { rhscriptvars: { wishnonce: string } }).rhscriptvars.wishnonce);
  const answer = await page.request.post(new URL('/wishlist/', page.url()).href, { form: { wishnonce: nonce, wish_count: 'add', post_id: String(productId), redirect_to: '/shop/' } });
  if (!answer.ok()) throw new Error(`wish not stored: ${answer.status()}`);
}
