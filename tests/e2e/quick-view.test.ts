import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

const dialog = 'dialog.si-modal[open]';
const size = `${dialog} select[name="attribute_size"]`;
const details = `${dialog} form.variations_form .single_variation`;
const addButton = `${dialog} form.variations_form button.single_add_to_cart_button`;

describe('the Oxford shirt in quick view', () => {
  it("shows each size's price and stock, and its messages over the modal, where they can be read and clicked", async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.click('a.quick_view_button[data-product_id="103"]');
    await page.locator(size).waitFor();
    // Its form's code comes once the form is seen; a press before then is the form's own post.
    await islandMounted(page, 'add-to-cart-form');

    // Adding before a size is chosen: the shopper is told, above the backdrop.
    await page.click(addButton);
    const chooseFirst = page.getByRole('alert').filter({ hasText: 'Selecteer eerst enkele productopties' });
    await chooseFirst.waitFor();
    // Clickable: Playwright refuses to point at, or click, what the backdrop or anything else would take.
    // The pointer on the toast also stops its 4 s clock, so the click cannot come after it left.
    const toast = page.locator('.si-toast', { has: chooseFirst });
    await toast.hover();
    await toast.getByRole('button', { name: 'Melding sluiten' }).click();
    await chooseFirst.waitFor({ state: 'detached' });

    await page.focus(size);
    await page.selectOption(size, 'XL');
    await page.locator(`${details}:has-text("37,95")`).waitFor();
    expect(await page.locator(details).innerText()).toContain('Op voorraad');

    await page.selectOption(size, 'L');
    await page.locator(`${details}:has-text("Niet op voorraad")`).waitFor();
    await page.focus(addButton);
    await page.keyboard.press('Enter');
    const soldOut = page.getByRole('alert').filter({ hasText: 'Deze variant is helaas niet op voorraad' });
    // Pointed at (which only a toast on top allows), it stays while the checks below take their time.
    await page.locator('.si-toast', { has: soldOut }).hover();
    // In the accessibility tree of the open dialog, so a screen reader hears it.
    expect(await page.locator(dialog).ariaSnapshot()).toContain('Deze variant is helaas niet op voorraad');
    const box = await soldOut.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.si-toast')?.textContent ?? '', { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(onTop).toContain('Deze variant is helaas niet op voorraad');

    // Closed, the messages are back on the page and still seen.
    await page.keyboard.press('Escape');
    await page.locator(dialog).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('.si-toaster')?.parentElement === document.body);
    expect(errors).toEqual([]);
  });
});
