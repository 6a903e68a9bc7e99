import type { Locator, Page } from 'playwright-core';
import { nl } from '../../src/i18n/nl.ts';
import { islandMounted } from './islands.ts';
import { allowAllCookies, logIn, putInCart, wishWithoutJavaScript } from './shopper-on-server.ts';

/**
 * Every page of the demo shop and every state a shopper can open on it, as one table: the
 * accessibility test checks each, `npm run screenshots` pictures each at 390 and 1280 px. A new page
 * or island state is one row.
 */
export interface DemoState {
  name: string;
  path: string;
  /** A demo account to log in with first (docs/QA.md#accounts). */
  login?: 'klant' | 'beheer';
  /** Put the Linnen shirt in the cart first. */
  withCartItem?: boolean;
  /** Put these products in the cart first (Amazon products: 102 from amazon.de, 108 from amazon.co.uk). */
  withCartProducts?: number[];
  /** Put the Linnen shirt on the wishlist first. */
  withWish?: boolean;
  /** The shop's QA settings for this state (`POST /__qa/store`), put back afterwards. */
  store?: { comingSoon?: boolean; storeNotice?: string | null; checkoutEmailRequired?: boolean };
  /** Answer the consent bar first, so the page is seen as on a later visit. */
  consentGiven?: boolean;
  /** Opens the state on the loaded page and waits until it is there. */
  open?: (page: Page) => Promise<void>;
}

/**
 * Waits for the toast and keeps it: focus on its close button stops its 4 s clock (as for a keyboard
 * user about to close it), so it is still there however long the checks take. A pointer on it would
 * do the same until the viewport changes width under it.
 */
const keepToast = (toast: Locator) => toast.getByRole('button', { name: nl.dismissNotice }).focus();

const settled = (page: Page) => page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));

export const demoStates: DemoState[] = [
  { name: 'home-first-visit', path: '/' },
  { name: 'shop', path: '/shop/', consentGiven: true },
  { name: 'category', path: '/product-category/casual-shirts/', consentGiven: true },
  { name: 'product-variable', path: '/product/oxford-overhemd/', consentGiven: true },
  // Sizes as variations, the colour "any" of them; its tabs: description, additional information, reviews.
  { name: 'product-any-colour', path: '/product/t-shirt-met-molenprint/', consentGiven: true },
  {
    name: 'product-additional-information',
    path: '/product/t-shirt-met-molenprint/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Aanvullende informatie' }).click();
      await page.locator('#tab-additional_information table.shop_attributes').waitFor();
    },
  },
  {
    // WooCommerce's own notice after an add, where its form post would show it.
    name: 'product-added',
    path: '/product/t-shirt-met-molenprint/',
    consentGiven: true,
    open: async (page) => {
      await page.selectOption('select#pa_maat', 'm');
      await page.selectOption('select#pa_kleur', 'blauw');
      await page.locator('form.variations_form .woocommerce-variation-description').waitFor();
      await islandMounted(page, 'add-to-cart-form');
      await page.click('form.variations_form button.single_add_to_cart_button');
      await page.locator('.woocommerce-notices-wrapper .woocommerce-message').waitFor();
    },
  },
  {
    name: 'product-review-form',
    path: '/product/t-shirt-met-molenprint/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Beoordelingen (0)' }).click();
      // With the stars the bundle puts in the rating select's place.
      await page.locator('#tab-reviews #commentform p.stars').waitFor();
    },
  },
  // The product's sync banner reloads the page when its countdown ends: two minutes, so no check is cut short.
  { name: 'product-sale-affiliate', path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120', consentGiven: true },
  {
    name: 'product-sync-banner',
    path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('region', { name: 'Productinformatie bijgewerkt' }).getByRole('button', { name: 'Nee' }).waitFor();
    },
  },
  {
    name: 'product-reviews-tab',
    path: '/product/gestreept-bretons-shirt/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Amazon-recensies' }).click();
      await page.locator('#tab-amazon_reviews .amzaff-review').first().waitFor();
    },
  },
  {
    name: 'country-box-updated',
    path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120',
    consentGiven: true,
    open: async (page) => {
      await page.locator('.WooZone-country-check[data-country-update="fresh"]').waitFor();
    },
  },
  { name: 'country-box-above-product', path: '/product/gestreept-bretons-shirt/', consentGiven: true },
  { name: 'deals', path: '/deals/', consentGiven: true },
  { name: 'product-deal', path: '/product/linnen-shirt/', consentGiven: true },
  {
    name: 'coupon-reveal',
    path: '/deals/?codeid=101',
    consentGiven: true,
    open: async (page) => {
      await page.locator('dialog.si-modal[open] .si-coupon-reveal').waitFor();
      await settled(page);
    },
  },
  {
    name: 'size-chart',
    path: '/product/oxford-overhemd/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Maattabel' }).click();
      await page.getByRole('dialog', { name: 'Maattabel' }).waitFor();
    },
  },
  {
    name: 'modal-content',
    path: '/product/oxford-overhemd/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('link', { name: 'Verzending en retour' }).click();
      await page.getByRole('dialog', { name: 'Verzending en retour' }).waitFor();
    },
  },
  {
    name: 'search-suggestions',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.focus('#header-search');
      await page.keyboard.type('shirt');
      await page.locator('form:has(#header-search) + .re-aj-search-wrap[role="listbox"]').waitFor();
      await page.keyboard.press('ArrowDown');
    },
  },
  {
    name: 'category-dropdown-open',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.locator('.si-combobox-trigger').click();
      await page.keyboard.type('sh');
      await page.locator('.si-combobox-popup:not([hidden])').waitFor();
    },
  },
  {
    name: 'lightbox',
    path: '/product/linnen-shirt/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('link', { name: 'Linnen shirt – achterkant', exact: true }).click();
      await page.getByRole('dialog', { name: 'Linnen shirt' }).getByText('2 van 4', { exact: true }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'cross-sell',
    path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120',
    consentGiven: true,
    open: async (page) => {
      await page.locator('.main-cross-sell').scrollIntoViewIfNeeded();
      await page.locator('.main-cross-sell #cross-sell-add-to-cart').waitFor();
      // A row unchecked, so its look is checked too.
      await page.getByLabel('Wollen sokken, 3 paar').uncheck();
    },
  },
  {
    name: 'shipping-page',
    path: '/verzending-en-retour/',
    consentGiven: true,
  },
  { name: 'compare-overview-empty', path: '/compare/', consentGiven: true },
  { name: 'compare-chart', path: '/compare/shirts/?compareids=101,103,105', consentGiven: true },
  {
    name: 'compare-bar',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      for (const name of ['Linnen shirt', 'Hoodie met capuchon']) {
        await page.getByRole('button', { name: `Vergelijken: “${name}”` }).click();
        await page.locator(`[aria-label="Vergelijken: “${name}”"][aria-pressed="true"]`).waitFor();
      }
      await page.locator('#main_header .re-compare-icon-toggle').click();
      await page.getByRole('tab', { name: 'Shirts (2)' }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'compare-search',
    path: '/compare/shirts/?compareids=101',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Product toevoegen' }).click();
      await page.keyboard.type('overhemd');
      await page.locator('.comp-ajax-search-wrap .re-search-result-div').first().waitFor();
    },
  },
  {
    name: 'login-popup',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('link', { name: 'Inloggen' }).click();
      await page.getByRole('dialog', { name: 'Inloggen' }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'register-popup',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.getByRole('link', { name: 'Inloggen' }).click();
      await page.getByRole('dialog', { name: 'Inloggen' }).getByRole('link', { name: 'Registreren' }).click();
      await page.getByRole('dialog', { name: 'Nieuw account' }).waitFor();
      await settled(page);
    },
  },
  { name: 'account-lost-password', path: '/my-account/lost-password/', consentGiven: true },
  { name: 'cart', path: '/cart/', withCartItem: true, consentGiven: true },
  { name: 'cart-empty', path: '/cart/', consentGiven: true },
  {
    name: 'cart-amazon-shops-blocked',
    path: '/cart/',
    withCartProducts: [102, 108],
    consentGiven: true,
    open: async (page) => {
      await page.waitForFunction(() => performance.getEntriesByName('island:amazon-shops').length > 0);
      // The message's scroll (docs/CONTRACTS.md#timings) at once, so the picture is not taken halfway.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.locator('li[data-domain="de"] input.cancel').click();
      await page.locator('.wc-proceed-to-checkout .checkout-button').click();
      await page.locator('.WooZone-cart-msg .cancel').waitFor();
    },
  },
  {
    name: 'cart-checkout-email-invalid',
    path: '/cart/',
    withCartProducts: [102],
    consentGiven: true,
    store: { checkoutEmailRequired: true },
    open: async (page) => {
      await page.fill('#woozone_checkout_email', 'jan@voorbeeld');
      await page.locator('#woozone_checkout_email[aria-invalid="true"]').waitFor();
    },
  },
  { name: 'checkout', path: '/checkout/', withCartItem: true, consentGiven: true },
  { name: 'account-login', path: '/my-account/', consentGiven: true },
  { name: 'account', path: '/my-account/', login: 'klant', consentGiven: true },
  { name: 'wishlist', path: '/wishlist/', withWish: true, consentGiven: true },
  { name: 'wishlist-empty', path: '/wishlist/', consentGiven: true },
  { name: 'store-notice', path: '/shop/', consentGiven: true, store: { storeNotice: 'Gratis verzending vanaf € 50.' } },
  { name: 'coming-soon-banner', path: '/shop/', login: 'beheer', consentGiven: true, store: { comingSoon: true } },
  {
    name: 'slide-in-cart',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.click('li.product.post-101 a.ajax_add_to_cart');
      await page.locator('#rh-woo-cart-panel.active li.woocommerce-mini-cart-item').waitFor();
    },
  },
  {
    name: 'quick-view',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.click('a.quick_view_button[data-product_id="103"]');
      const size = page.locator('dialog.si-modal[open] select[name="attribute_size"]');
      // As a shopper does: to the size list first (selectOption alone sends no focus or pointer).
      await size.focus();
      await size.selectOption('M');
      await page.locator('dialog.si-modal[open] .single_variation:has-text("Op voorraad")').waitFor();
    },
  },
  {
    name: 'toast-over-quick-view',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.click('a.quick_view_button[data-product_id="103"]');
      await islandMounted(page, 'add-to-cart-form');
      await page.click('dialog.si-modal[open] button.single_add_to_cart_button');
      await keepToast(page.locator('dialog.si-modal[open] .si-toast'));
    },
  },
  {
    name: 'toast-wishlist',
    path: '/shop/',
    consentGiven: true,
    open: async (page) => {
      await page.click('li.product.post-101 .heart_thumb_wrap .heartplus');
      await keepToast(page.locator('.si-toast'));
    },
  },
  {
    name: 'product-heart-used',
    path: '/product/oxford-overhemd/',
    consentGiven: true,
    open: async (page) => {
      await page.click('.heart_thumb_wrap .heartplus');
      await page.locator('.heart_thumb_wrap button.heartplus.alreadywish').waitFor();
      await keepToast(page.locator('.si-toast'));
    },
  },
];

async function setStore(origin: string, settings: DemoState['store']): Promise<void> {
  const response = await fetch(new URL('/__qa/store', origin), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });
  if (!response.ok) throw new Error(`store switch refused: ${response.status}`);
}

/**
 * Opens `state` on a fresh page (own cookies) of the demo shop at `origin`, with the bundle armed and
 * every animation finished. Returns what puts the shop's settings back.
 */
export async function openDemoState(page: Page, origin: string, state: DemoState): Promise<() => Promise<void>> {
  const url = (path: string) => new URL(path, origin).href;
  const restore = state.store ? await fetch(new URL('/__qa/store', origin)).then((response) => response.json() as Promise<DemoState['store']>) : undefined;
  if (state.store) await setStore(origin, state.store);
  // The coming-soon banner shows until the admin dismisses it, which is stored with the user: a fresh shop.
  if (state.store?.comingSoon) await fetch(new URL('/__qa/reset', origin), { method: 'POST' });
  if (state.login) await logIn(page, origin, state.login);
  if (state.withCartItem) await putInCart(page, origin, 101);
  for (const product of state.withCartProducts ?? []) await putInCart(page, origin, product);
  if (state.withWish) await wishWithoutJavaScript(page, origin, 101);
  if (state.consentGiven) await allowAllCookies(page, origin);
  await page.goto(url(state.path));
  await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
  // Islands mount once their code is there, and a mount may start a transition (the variation form
  // greys its button): checked mid-way, text and background would not match yet.
  await page.waitForLoadState('networkidle');
  await state.open?.(page);
  await settled(page);
  return async () => {
    if (restore) await setStore(origin, restore);
  };
}
