import { describe, expect, it } from 'vitest';
import { cookiesBeyondCustomerId, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

describe('my account', () => {
  it('logs klant in, keeps the guest cart, and logs out with the nonce link', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    const response = await shopper.logIn('klant', 'klant');
    expect([response.status, response.headers.get('location')]).toEqual([303, '/my-account/']);
    expect([...shopper.cookies.keys()].some((name) => name.startsWith('wordpress_logged_in_'))).toBe(true);
    const account = await shopper.follow(response);
    expect(account).toMatch(/<body class="[^"]*\blogged-in\b/);
    expect(account).not.toContain('store-admin');
    expect(account).toContain('Hallo <strong>Klant</strong> (niet Klant? <a href="/my-account/customer-logout/?_wpnonce=');
    expect(account).toContain('<a class="my-account-link" href="/my-account/">Mijn account</a>');
    expect(account).toContain('<span class="rh-cart-count">1</span>');

    const logout = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec(account)?.[1] ?? '';
    const loggedOut = await shopper.get(logout);
    expect(loggedOut.status).toBe(303);
    expect([...shopper.cookies.keys()].some((name) => name.startsWith('wordpress_logged_in_'))).toBe(false);
    expect(await shopper.follow(loggedOut)).toContain('woocommerce-form-login');
  });

  it('asks to confirm a logout link without a valid nonce', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.logIn('klant', 'klant');
    const page = await shopper.page('/my-account/customer-logout/?_wpnonce=fout');
    expect(page).toContain('Weet je zeker dat je wilt uitloggen?');
    expect(await shopper.page('/my-account/')).toMatch(/<body class="[^"]*\blogged-in\b/);
  });

  it('answers WooCommerce Dutch errors for an unknown user and a wrong password', async () => {
    const shopper = new Shopper(running.origin);
    const unknown = await (await shopper.logIn('niemand', 'x')).text();
    expect(unknown).toContain('<li>Onbekende gebruikersnaam. Controleer het nog eens of probeer je e-mailadres.</li>');
    const wrong = await (await shopper.logIn('klant', 'fout')).text();
    expect(wrong).toContain('<li>Fout: het wachtwoord dat je hebt ingevoerd voor de gebruikersnaam klant is onjuist.</li>');
    expect(wrong).toContain('value="klant"');
    expect(cookiesBeyondCustomerId(shopper)).toEqual([]);
  });

  it('marks the store admin with body class store-admin', async () => {
    const shopper = new Shopper(running.origin);
    const account = await shopper.follow(await shopper.logIn('beheer', 'beheer'));
    expect(account).toMatch(/<body class="[^"]*\blogged-in store-admin\b/);
  });
});
