import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

const size = 'select[name="attribute_size"]';
const details = 'form.variations_form .single_variation';
const addButton = 'form.variations_form button.single_add_to_cart_button';

describe('choosing a size of the Oxford shirt', () => {
  it("shows the size's price and stock, adds XL at its own price, and will not add the sold-out L", async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await bundleWatching(page);
    await islandMounted(page, 'add-to-cart-form');

    // As a shopper does: to the size list first (selectOption alone sends no focus or pointer).
    await page.focus(size);
    await page.selectOption(size, 'XL');
    await page.locator(`${details}:has-text("37,95")`).waitFor();
    expect(await page.locator(details).innerText()).toContain('Op voorraad');

    await page.selectOption(size, 'L');
    await page.locator(`${details}:has-text("Niet op voorraad")`).waitFor();
    expect(await page.locator(`${size} option[value="L"]`).innerText()).toBe('L (niet op voorraad)');
    expect(await page.locator(addButton).getAttribute('class')).toMatch(/\bdisabled\b/);
    // Marked unavailable, yet still pressable, so that pressing it says why.
    await page.focus(addButton);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Sorry, dit product is niet beschikbaar' }).waitFor();

    await page.selectOption(size, 'XL');
    await page.click(addButton);
    await page.locator('.woocommerce-notices-wrapper .woocommerce-message', { hasText: '“Oxford overhemd” is toegevoegd' }).waitFor();
    const miniCart = await page.locator('.rh-mini-cart-dropdown .widget_shopping_cart_content').textContent();
    expect(miniCart).toMatch(/Oxford overhemd - XL/);
    expect(miniCart).toContain('37,95');
    expect(miniCart).not.toMatch(/Oxford overhemd - L\b/);

    await page.getByRole('link', { name: 'Opties wissen' }).click();
    expect(await page.locator(size).inputValue()).toBe('');
    expect(await page.locator(details).isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });
});
