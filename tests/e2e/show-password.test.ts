import { describe, expect, it } from 'vitest';
import { islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

describe('show password in Chromium', () => {
  it('shows what the shopper typed on the login form and hides it again, with the keyboard, then logs in', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/my-account/'));
    await islandMounted(page, 'show-password');
    const password = page.locator('#password');
    await password.fill('klant');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await password.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Wachtwoord verbergen' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    // Focus went back to the field, the caret after the text: typing goes on where it was.
    await page.keyboard.type('!');
    expect(await password.inputValue()).toBe('klant!');
    await page.keyboard.press('Backspace');
    await hide.click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.fill('#username', 'klant');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/my-account/);
    await page.getByText('Uitloggen').first().waitFor();
    expect(errors).toEqual([]);
  });
});
