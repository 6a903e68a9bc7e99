import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { bundleWatching } from './islands.ts';
import { injectFault, shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Inloggen' });

/** The shop's QA switch for WordPress's `comment_registration`. */
async function reviewsUsersOnly(on: boolean): Promise<void> {
  const response = await fetch(shopUrl('/__qa/store'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reviewsUsersOnly: on }) });
  if (!response.ok) throw new Error(`/__qa/store answered ${response.status}`);
}
/**
 * Where a popup shows the shop's answer to the shopper. The live-region announcer, which sits in the open
 * dialog, says the same words for a moment: a lookup in the whole dialog may find both (strict mode).
 */
const answerIn = (popup: Locator) => popup.locator('.rehub-errors');

describe('the login popup in Chromium', () => {
  it('a guest opens it from the header, is told about a wrong password, then logs in and lands where redirecturl says', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await dialog(page).waitFor();
    // Focus on the first field: the shopper types at once.
    await page.keyboard.type('klant');
    await page.keyboard.press('Tab');
    await page.keyboard.type('verkeerd');
    await page.keyboard.press('Enter');
    await answerIn(dialog(page)).getByText('is onjuist').waitFor();

    await dialog(page).getByLabel('Wachtwoord', { exact: true }).fill('klant');
    await page.keyboard.press('Enter');
    await page.waitForURL(shopUrl('/my-account/'));
    await page.getByRole('link', { name: 'Uitloggen' }).first().waitFor();
    // Signed in: the header's link is a plain link to the account.
    await page.getByRole('link', { name: 'Mijn account' }).click();
    await page.waitForURL(shopUrl('/my-account/'));
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Registreren' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the header's Registreren opens the registration popup, focus in its first field; without JavaScript the account page's form", async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.locator('#main_header').getByRole('link', { name: 'Registreren' }).click();
    await page.getByRole('dialog', { name: 'Nieuw account' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('rehub_user_login');

    const { page: withoutScript } = await openShopper({ javaScriptEnabled: false });
    await withoutScript.goto(shopUrl('/shop/'));
    await withoutScript.locator('#main_header').getByRole('link', { name: 'Registreren' }).click();
    await withoutScript.waitForURL(shopUrl('/my-account/#register'));
    await withoutScript.getByRole('button', { name: 'Registreren' }).waitFor();
  });

  it('closes with Escape with focus back on the trigger', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    const trigger = page.getByRole('link', { name: 'Inloggen' });
    await trigger.click();
    await dialog(page).waitFor();
    // The password field's toggle comes with the popup (its code loads once the field is seen).
    await dialog(page).getByRole('button', { name: 'Wachtwoord weergeven' }).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('island:show-password').length)).toBe(1);
    await page.locator('#rehub_user_login').focus();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('after a -1 answer shows the Dutch error and the form works again', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await dialog(page).waitFor();
    await injectFault({ target: 'admin-ajax:rehub_login_member_popup_function', status: 403, body: '-1', times: 1 });
    await dialog(page).getByLabel('Gebruikersnaam of e-mailadres').fill('klant');
    await dialog(page).getByLabel('Wachtwoord', { exact: true }).fill('klant');
    await dialog(page).getByRole('button', { name: 'Inloggen' }).click();
    await answerIn(dialog(page)).getByText(/^Dat lukte niet/).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Inloggen' }).getAttribute('aria-busy')).toBeNull();
    await dialog(page).getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(shopUrl('/my-account/'));
  });

  it('without JavaScript the trigger is a link to the account page', async () => {
    const { page } = await openShopper({ javaScriptEnabled: false });
    await page.goto(shopUrl('/shop/'));
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await page.waitForURL(shopUrl('/my-account/'));
  });
});

/** A new shopper on a shop with its demo accounts as they started, the login popup open. */
async function freshShopWithLoginPopup() {
  const { page } = await openShopper();
  await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
  await page.goto(shopUrl('/shop/'));
  await bundleWatching(page);
  await page.getByRole('link', { name: 'Inloggen' }).click();
  await dialog(page).waitFor();
  return page;
}

describe('registration and password reset from the popups in Chromium', () => {
  it('a guest registers a new account from the popup and is signed in', async () => {
    const page = await freshShopWithLoginPopup();
    await dialog(page).getByRole('link', { name: 'Registreren' }).click();
    const register = page.getByRole('dialog', { name: 'Nieuw account' });
    await register.waitFor();
    await page.keyboard.type('e2e_klant');
    await register.getByLabel('E-mailadres').fill('e2e@voorbeeld.example');
    await register.getByLabel('Wachtwoord (minstens 6 tekens)').fill('geheim1');
    await register.getByLabel('Herhaal je wachtwoord').fill('geheim1');
    // Watched for from before the click: the message shows for 4 s, then the popup moves on.
    await Promise.all([answerIn(register).getByText('Je account is aangemaakt').waitFor(), register.getByRole('button', { name: 'Account aanmaken' }).click()]);
    await page.waitForURL(shopUrl('/my-account/'));
    await page.getByText('Hallo e2e_klant').waitFor();
  });

  it('a guest asks for a reset link in the popup, follows it from the QA mailbox and logs in with the new password', async () => {
    const page = await freshShopWithLoginPopup();
    await dialog(page).getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    const reset = page.getByRole('dialog', { name: 'Wachtwoord vergeten' });
    await reset.getByLabel('Gebruikersnaam of e-mailadres').fill('klant');
    // Watched for from before the click: the message shows for 3 s, then the page reloads.
    await Promise.all([answerIn(reset).getByText('We hebben je een e-mail gestuurd').waitFor(), reset.getByRole('button', { name: 'Stuur me een link' }).click()]);

    const [mail] = (await (await fetch(shopUrl('/__qa/mail'))).json()) as { link: string }[];
    await page.goto(mail!.link);
    await page.locator('#password_1').fill('nieuw123');
    await page.locator('#password_2').fill('nieuw123');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Je wachtwoord is gewijzigd.').waitFor();
    await page.locator('#username').fill('klant');
    await page.locator('#password').fill('nieuw123');
    await page.locator('.woocommerce-form-login__submit').click();
    await page.getByRole('link', { name: 'Uitloggen' }).first().waitFor();
    await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
  });
});

describe('members-only content, cashback and comment links in Chromium', () => {
  it('the restricted block opens the members popup, which leads on to the login popup in the same dialog', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/deals/'));
    await bundleWatching(page);
    await page.getByRole('link', { name: 'Log in om hem te zien' }).click();
    const members = page.getByRole('dialog', { name: 'Alleen voor leden' });
    await members.waitFor();
    await members.getByRole('link', { name: 'Inloggen' }).click();
    await dialog(page).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(1);
    // No cashback notice for a plain login.
    expect(await dialog(page).locator('#rh-ca-login').isVisible()).toBe(false);
  });

  it('the cashback link opens the login popup with the merchant notice', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/deals/'));
    await bundleWatching(page);
    await page.getByRole('link', { name: /log in voor 5% cashback/ }).click();
    const notice = dialog(page).locator('#rh-ca-login');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('5% cashback');
    expect(await notice.innerText()).toContain('Partnerwinkel Zomerzon');
    expect(await notice.locator('#rh-ca-login-a').getAttribute('href')).toBe('https://aanbieding.example/zomerjurken');
  });

  it("a product review's must-log-in link opens the login popup for a guest", async () => {
    // WordPress's "users must be logged in to comment", which prints the link instead of the review form.
    await reviewsUsersOnly(true);
    try {
      const { page } = await openShopper();
      // `#reviews` opens WooCommerce's reviews tab, where the review form is.
      await page.goto(shopUrl('/product/linnen-shirt/#reviews'));
      await bundleWatching(page);
      await page.locator('#respond .must-log-in a').click();
      await dialog(page).waitFor();
    } finally {
      await reviewsUsersOnly(false);
    }
  });
});
