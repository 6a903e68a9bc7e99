import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

/**
 * A shopper on a product page, as WooCommerce's own shopper tests see one: a variation whose colour is
 * "any" bought with the colour chosen, everything WooCommerce shows of the chosen variation, its
 * message after the add, and the review form's stars. The T-shirt met molenprint's variations set the
 * size and leave the colour any; each size has its own SKU, weight and dimensions, L and XL a picture.
 */

const openShopper = shopperSession();
const PRODUCT = '/product/t-shirt-met-molenprint/';
const size = 'select#pa_maat';
const colour = 'select#pa_kleur';
const addButton = 'form.variations_form button.single_add_to_cart_button';
const notices = '.woocommerce-notices-wrapper';

describe('the T-shirt met molenprint', () => {
  it('is bought in the size and colour chosen, and the page says what was added, where WooCommerce says it', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);
    for (const island of ['variation-form', 'add-to-cart-form']) await islandMounted(page, island);
    // Before any choice, the button shows it waits for one (WooCommerce's script marks it at once).
    expect(await page.locator(addButton).getAttribute('class')).toMatch(/\bdisabled\b.*\bwc-variation-selection-needed\b/);

    await page.selectOption(size, 'l');
    await page.selectOption(colour, 'rood');
    const details = page.locator('form.variations_form .single_variation');
    await details.locator('.woocommerce-variation-description', { hasText: 'Maat L' }).waitFor();
    expect(await details.locator('.woocommerce-variation-price').innerText()).toContain('21,95');
    expect(await page.locator('.product_meta .sku').innerText()).toBe('MK-120-L');
    // The "Aanvullende informatie" tab's rows, read whether the tab is open or not.
    expect(await page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value').textContent()).toBe('0,2 kg');
    expect(await page.locator('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value').textContent()).toBe('32 × 25 × 2 cm');
    // The picture and its full size, which the lightbox opens.
    const fullSize = '/wp-content/uploads/t-shirt-met-molenprint-variatie-223-1200x1200.svg';
    expect(await page.locator('.woocommerce-product-gallery__image a').first().getAttribute('href')).toBe(fullSize);
    const lightbox = page.getByRole('dialog', { name: 'T-shirt met molenprint' });
    await page.locator('.woocommerce-product-gallery__image a').first().click();
    const opened = lightbox.getByRole('img').first();
    await opened.waitFor();
    expect(new URL((await opened.getAttribute('src')) ?? '', page.url()).pathname).toBe(fullSize);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    await page.fill('form.variations_form input.qty', '2');
    await page.click(addButton);
    const message = page.locator(`${notices} .woocommerce-message`);
    await message.waitFor();
    expect(await message.innerText()).toMatch(/^2 × “T-shirt met molenprint” zijn toegevoegd aan je winkelwagen\.\s*Bekijk winkelwagen$/);
    expect(await message.getAttribute('role')).toBe('alert');
    // The page says it: the slide-in cart stays closed, as after the theme's own form post.
    expect(await page.locator('#rh-woo-cart-panel.active').count()).toBe(0);

    await message.getByRole('link', { name: 'Bekijk winkelwagen' }).click();
    await page.waitForURL('**/cart/');
    const line = page.locator('td.product-name');
    expect(await line.count()).toBe(1);
    expect((await line.innerText()).replace(/\s+/g, ' ')).toMatch(/T-shirt met molenprint - L.*Kleur: Rood/);
    expect(await page.locator('td.product-quantity input.qty').inputValue()).toBe('2');
    expect(errors).toEqual([]);
  });

  it('"Opties wissen" puts back what is the product\'s own, from the keyboard too', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);
    await islandMounted(page, 'variation-form');
    const sku = await page.locator('.product_meta .sku').innerText();
    const picture = await page.locator('.woocommerce-product-gallery__image a').first().getAttribute('href');
    await page.selectOption(size, 'xl');
    await page.selectOption(colour, 'groen');
    await page.locator('.product_meta .sku', { hasText: 'MK-120-XL' }).waitFor();
    await page.getByRole('link', { name: 'Opties wissen' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.product_meta .sku').innerText()).toBe(sku);
    expect(await page.locator('.woocommerce-product-gallery__image a').first().getAttribute('href')).toBe(picture);
    expect([await page.locator(size).inputValue(), await page.locator(colour).inputValue()]).toEqual(['', '']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pa_maat');
    expect(await page.locator('.reset_variations_alert').innerText()).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('is rated with the stars, from the keyboard, and the review is sent with its rating', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);
    await page.getByRole('tab', { name: /Beoordelingen/ }).click();
    await islandMounted(page, 'review-rating');
    const stars = page.getByRole('group', { name: /Je waardering/ }).getByRole('radio');
    expect(await stars.count()).toBe(5);
    expect(await page.locator('select#rating').isHidden()).toBe(true);

    // A review without a rating is stopped, and says why.
    await page.fill('#comment', 'Mooie print, valt ruim.');
    await page.fill('#author', 'Sanne');
    await page.fill('#email', 'sanne@example.nl');
    await page.click('#submit');
    await page.getByRole('alert').filter({ hasText: 'Selecteer een waardering' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('star-1');

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('select#rating').inputValue()).toBe('4');
    expect(await stars.nth(3).getAttribute('aria-checked')).toBe('true');

    await page.click('#submit');
    await page.locator('.woocommerce-review__awaiting-approval').waitFor();
    expect(await page.locator('#comments .star-rating').getAttribute('aria-label')).toBe('Beoordeeld met 4 uit 5');
    expect(errors).toEqual([]);
  });
});
