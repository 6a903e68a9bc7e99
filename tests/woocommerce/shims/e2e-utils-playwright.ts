/**
 * Shim of `@woocommerce/e2e-utils-playwright` (the run's tsconfig maps the name here; the package
 * itself is installed as `wc-e2e-utils-playwright`). Everything is the package's but addAProductToCart.
 * WooCommerce's waits for the Store API's cart request that its test site's block theme makes on every
 * page (the Mini-Cart block in the header) before the added-to-cart notice: a classic theme makes no
 * such request, so the wait would never end. This one makes the same visit to
 * `shop/?add-to-cart={id}` and waits for the same notice.
 */
import type { Page } from '@playwright/test';

export * from 'wc-e2e-utils-playwright';

export async function addAProductToCart(page: Page, productId: number | string, quantity = 1): Promise<void> {
  for (let i = 0; i < quantity; i++) {
    await page.goto(`shop/?add-to-cart=${productId}`);
    await page.getByRole('alert').waitFor({ state: 'visible' });
  }
}
