import { beforeEach, describe, expect, it } from 'vitest';
import { cookiesBeyondCustomerId, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
beforeEach(() => fetch(`${running.origin}/__qa/reset`, { method: 'POST' }));

/** A guest who opened a page, with the login popup's nonce from it. */
async function guestWithPopup(): Promise<{ shopper: Shopper; nonce: string }> {
  const shopper = new Shopper(running.origin);
  const page = await (await shopper.get('/shop/')).text();
  const nonce = /name="loginsecurity" value="([^"]+)"/.exec(page)?.[1];
  if (!nonce) throw new Error('no login popup on the page');
  return { shopper, nonce };
}

const logIn = (shopper: Shopper, fields: Record<string, string>) =>
  shopper.post('/wp-admin/admin-ajax.php', new URLSearchParams({ action: 'rehub_login_member_popup_function', ...fields }));

describe('the login popup action', () => {
  it("signs a guest in and answers the theme's JSON with the page to go to", async () => {
    const { shopper, nonce } = await guestWithPopup();
    const response = await logIn(shopper, { rehub_user_login: 'klant', rehub_user_pass: 'klant', loginsecurity: nonce });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { error: boolean; message: string; redirecturl: string };
    expect(answer).toMatchObject({ error: false, redirecturl: '/my-account/' });
    expect(answer.message).toContain('Je bent ingelogd');
    const account = await (await shopper.get('/my-account/')).text();
    expect(account).toContain('Uitloggen');
    // Signed in: no popup any more, and the action is for guests only (WordPress's 0).
    expect(account).not.toContain('id="rehub-login-popup"');
    expect(await (await logIn(shopper, { rehub_user_login: 'klant', rehub_user_pass: 'klant', loginsecurity: nonce })).text()).toBe('0');
  });

  it('accepts the e-mail address too', async () => {
    const { shopper, nonce } = await guestWithPopup();
    const page = await (await shopper.get('/my-account/')).text();
    expect(page).toContain('id="rehub_login_form_modal"');
    const response = await logIn(shopper, { rehub_user_login: 'klant@modehuis-klederdracht.example', rehub_user_pass: 'klant', loginsecurity: nonce });
    expect(((await response.json()) as { error: boolean }).error).toBe(false);
  });

  it.each([
    [{ rehub_user_login: 'klant', rehub_user_pass: '' }, 'Vul alle velden in.'],
    [{ rehub_user_login: 'klant', rehub_user_pass: 'fout' }, 'Fout: het wachtwoord dat je hebt ingevoerd voor de gebruikersnaam klant is onjuist.'],
    [{ rehub_user_login: 'niemand', rehub_user_pass: 'x' }, 'Onbekende gebruikersnaam'],
  ])('answers %o with the error and its reason in the message', async (fields, reason) => {
    const { shopper, nonce } = await guestWithPopup();
    const answer = (await (await logIn(shopper, { ...fields, loginsecurity: nonce })).json()) as { error: boolean; message: string };
    expect(answer.error).toBe(true);
    expect(answer.message).toContain(reason);
    expect(answer.message).toMatch(/^<div class="wpsm_box warning_type">/);
  });

  it('escapes what the shopper typed when it comes back in the message', async () => {
    const { shopper, nonce } = await guestWithPopup();
    const answer = (await (await logIn(shopper, { rehub_user_login: '<img src=x onerror=alert(1)>@x', rehub_user_pass: 'x', loginsecurity: nonce })).json()) as { message: string };
    expect(answer.message).not.toContain('<img');
  });

  it("refuses a missing or forged nonce with the theme's JSON error, and does not sign in", async () => {
    const { shopper } = await guestWithPopup();
    for (const loginsecurity of ['', 'abc123']) {
      const response = await logIn(shopper, { rehub_user_login: 'klant', rehub_user_pass: 'klant', loginsecurity });
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
      expect(await response.json()).toEqual({ error: true, message: '<div class="wpsm_box warning_type">Je sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.</div>' });
    }
    expect(cookiesBeyondCustomerId(shopper)).toEqual([]);
  });

  it('locks an account for 15 minutes after 5 wrong passwords, with a clear message, also for the right one', async () => {
    const { shopper, nonce } = await guestWithPopup();
    for (let attempt = 0; attempt < 5; attempt += 1) await logIn(shopper, { rehub_user_login: 'klant', rehub_user_pass: `fout${attempt}`, loginsecurity: nonce });
    const answer = (await (await logIn(shopper, { rehub_user_login: 'klant', rehub_user_pass: 'klant', loginsecurity: nonce })).json()) as { error: boolean; message: string };
    expect(answer.error).toBe(true);
    expect(answer.message).toContain('Te veel mislukte inlogpogingen voor klant. Probeer het over 15 minuten opnieuw.');
  });

  it('takes POST only', async () => {
    const { shopper, nonce } = await guestWithPopup();
    const response = await shopper.get(`/wp-admin/admin-ajax.php?action=rehub_login_member_popup_function&rehub_user_login=klant&rehub_user_pass=klant&loginsecurity=${nonce}`);
    expect(response.status).toBe(405);
  });
});

/** A guest's page with the popups, and a popup action posted with the page's nonce under `nonceField`. */
async function popupCall(action: string, nonceField: string, fields: Record<string, string>, shopper?: Shopper) {
  const guest = shopper ? { shopper, nonce: /name="loginsecurity" value="([^"]+)"/.exec(await (await shopper.get('/shop/')).text())![1]! } : await guestWithPopup();
  const response = await guest.shopper.post('/wp-admin/admin-ajax.php', new URLSearchParams({ action, [nonceField]: guest.nonce, ...fields }));
  return { response, shopper: guest.shopper };
}

const register = (fields: Record<string, string>) => popupCall('rehub_register_member_popup_function', 'register-security', fields);
const NEW_ACCOUNT = { rehub_user_login: 'nieuwe_klant', rehub_user_email: 'nieuw@voorbeeld.example', rehub_user_signonpassword: 'geheim1', rehub_user_confirmpassword: 'geheim1' };

describe('the registration popup action', () => {
  it('creates the account and signs the new customer in', async () => {
    const { response, shopper } = await register(NEW_ACCOUNT);
    const answer = (await response.json()) as { error: boolean; message: string; redirecturl: string };
    expect(answer).toMatchObject({ error: false, redirecturl: '/my-account/' });
    expect(await (await shopper.get('/my-account/')).text()).toContain('Hallo <strong>nieuwe_klant</strong>');
  });

  it.each([
    [{ rehub_user_login: 'klant' }, 'Er is al een account met deze gebruikersnaam'],
    [{ rehub_user_email: 'KLANT@modehuis-klederdracht.example' }, 'Er is al een account met dit e-mailadres'],
    [{ rehub_user_email: 'geen-adres' }, 'Vul een geldig e-mailadres in.'],
    [{ rehub_user_login: 'a<b' }, 'Deze gebruikersnaam is ongeldig'],
    [{ rehub_user_signonpassword: 'kort', rehub_user_confirmpassword: 'kort' }, 'Je wachtwoord moet minstens 6 tekens hebben.'],
    [{ rehub_user_confirmpassword: 'anders1' }, 'De wachtwoorden zijn niet gelijk.'],
    [{ rehub_user_email: '' }, 'Vul alle velden in.'],
  ])('refuses %o with its reason', async (change, reason) => {
    const { response } = await register({ ...NEW_ACCOUNT, ...change });
    const answer = (await response.json()) as { error: boolean; message: string };
    expect(answer.error).toBe(true);
    expect(answer.message).toContain(reason);
  });

  it("refuses a bad nonce with the theme's JSON error, and makes no account", async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.post('/wp-admin/admin-ajax.php', new URLSearchParams({ action: 'rehub_register_member_popup_function', 'register-security': 'abc', ...NEW_ACCOUNT }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ error: true, message: expect.stringContaining('Je sessie is verlopen.') });
    expect(running.shop.users.authenticate(NEW_ACCOUNT.rehub_user_login, NEW_ACCOUNT.rehub_user_signonpassword)).toHaveProperty('error');
  });
});

interface SentMail {
  to: string;
  link: string;
}

async function mails(): Promise<SentMail[]> {
  return (await (await fetch(`${running.origin}/__qa/mail`)).json()) as SentMail[];
}

describe('the password reset', () => {
  it('mails a link from the popup; the link sets a new password, which then logs in while the old one no longer does', async () => {
    const { response } = await popupCall('rehub_reset_password_popup_function', 'password-security', { rehub_user_or_email: 'klant@modehuis-klederdracht.example' });
    expect(((await response.json()) as { error: boolean }).error).toBe(false);
    const [mail] = await mails();
    expect(mail?.to).toBe('klant@modehuis-klederdracht.example');
    const link = new URL(mail!.link);
    expect(link.pathname).toBe('/my-account/lost-password/');

    const shopper = new Shopper(running.origin);
    const form = await (await shopper.get(`${link.pathname}${link.search}`)).text();
    const nonce = /name="woocommerce-reset-password-nonce" value="([^"]+)"/.exec(form)![1]!;
    const saved = await shopper.post('/my-account/lost-password/', new URLSearchParams({ password_1: 'nieuw123', password_2: 'nieuw123', reset_key: link.searchParams.get('key')!, reset_login: 'klant', 'woocommerce-reset-password-nonce': nonce }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/my-account/?password-reset=true');
    expect(await (await shopper.get('/my-account/?password-reset=true')).text()).toContain('Je wachtwoord is gewijzigd.');

    const old = await popupCall('rehub_login_member_popup_function', 'loginsecurity', { rehub_user_login: 'klant', rehub_user_pass: 'klant' });
    expect(((await old.response.json()) as { error: boolean }).error).toBe(true);
    const fresh = await popupCall('rehub_login_member_popup_function', 'loginsecurity', { rehub_user_login: 'klant', rehub_user_pass: 'nieuw123' });
    expect(((await fresh.response.json()) as { error: boolean }).error).toBe(false);
    // The key is used up.
    expect(await (await shopper.get(`${link.pathname}${link.search}`)).text()).toContain('ongeldig of verlopen');
  });

  it('answers an unknown name with its reason and sends nothing', async () => {
    const { response } = await popupCall('rehub_reset_password_popup_function', 'password-security', { rehub_user_or_email: 'niemand' });
    const answer = (await response.json()) as { error: boolean; message: string };
    expect(answer.error).toBe(true);
    expect(answer.message).toContain('Ongeldige gebruikersnaam of e-mailadres.');
    expect(await mails()).toEqual([]);
  });

  it('refuses a forged key and two different new passwords, keeping the old password', async () => {
    const shopper = new Shopper(running.origin);
    expect(await (await shopper.get('/my-account/lost-password/?key=vervalst&login=klant')).text()).toContain('ongeldig of verlopen');
    await popupCall('rehub_reset_password_popup_function', 'password-security', { rehub_user_or_email: 'klant' });
    const link = new URL((await mails())[0]!.link);
    const form = await (await shopper.get(`${link.pathname}${link.search}`)).text();
    const nonce = /name="woocommerce-reset-password-nonce" value="([^"]+)"/.exec(form)![1]!;
    const mismatch = await shopper.post('/my-account/lost-password/', new URLSearchParams({ password_1: 'nieuw123', password_2: 'nieuw124', reset_key: link.searchParams.get('key')!, reset_login: 'klant', 'woocommerce-reset-password-nonce': nonce }));
    expect(await mismatch.text()).toContain('De wachtwoorden zijn niet gelijk.');
    const old = await popupCall('rehub_login_member_popup_function', 'loginsecurity', { rehub_user_login: 'klant', rehub_user_pass: 'klant' });
    expect(((await old.response.json()) as { error: boolean }).error).toBe(false);
  });
});

describe('without JavaScript', () => {
  it('registers on the account page', async () => {
    const shopper = new Shopper(running.origin);
    const page = await (await shopper.get('/my-account/')).text();
    const nonce = /name="woocommerce-register-nonce" value="([^"]+)"/.exec(page)![1]!;
    const response = await shopper.post('/my-account/', new URLSearchParams({ username: 'zonderjs', email: 'zonder@voorbeeld.example', password: 'geheim1', 'woocommerce-register-nonce': nonce, register: 'Registreren' }));
    expect(response.status).toBe(303);
    expect(await (await shopper.get('/my-account/')).text()).toContain('Hallo <strong>zonderjs</strong>');
  });

  it('asks for the reset mail on the lost-password page', async () => {
    const shopper = new Shopper(running.origin);
    const page = await (await shopper.get('/my-account/lost-password/')).text();
    const nonce = /name="woocommerce-lost-password-nonce" value="([^"]+)"/.exec(page)![1]!;
    const response = await shopper.post('/my-account/lost-password/', new URLSearchParams({ user_login: 'beheer', 'woocommerce-lost-password-nonce': nonce }));
    expect(await response.text()).toContain('De e-mail om je wachtwoord opnieuw in te stellen is verstuurd.');
    expect((await mails()).map((mail) => mail.to)).toEqual(['beheer@modehuis-klederdracht.example']);
  });
});
