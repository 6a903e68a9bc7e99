/** The demo's login and registration popups held to Rehub's (fixtures/real-rehub/ 14–24), in the captures' order. */
import { beforeAll, describe, expect, it } from 'vitest';
import { hiddenInput } from '../../scripts/real-shop/page-globals.ts';
import { differsAs, holdsTo } from './real-rehub.ts';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
const AJAX = '/wp-admin/admin-ajax.php';

interface PopupAnswer {
  error: boolean;
  message: string;
  redirecturl?: string;
}

let guest: Shopper;
/** Each visitor's page, whose popups' nonces they send (the demo binds a guest's nonces to them). */
const pages = new Map<Shopper, string>();

async function visitor(): Promise<Shopper> {
  const who = new Shopper(running.origin);
  pages.set(who, await who.page('/shop/'));
  return who;
}

/** The login popup's form as the islands post it (its hidden fields from the page). */
function login(who: Shopper, user: string, password: string, nonce = hiddenInput(pages.get(who) ?? '', 'loginsecurity')): Promise<Response> {
  return who.post(AJAX, { rehub_user_login: user, rehub_user_pass: password, action: 'rehub_login_member_popup_function', loginsecurity: nonce, _wp_http_referer: '/shop/' });
}

function register(who: Shopper, fields: { login: string; password: string; confirm: string }, nonce = hiddenInput(pages.get(who) ?? '', 'register-security')): Promise<Response> {
  return who.post(AJAX, {
    rehub_user_login: fields.login,
    rehub_user_email: `${fields.login}@voorbeeld.example`,
    rehub_user_signonpassword: fields.password,
    rehub_user_confirmpassword: fields.confirm,
    action: 'rehub_register_member_popup_function',
    'register-security': nonce,
    _wp_http_referer: '/shop/',
  });
}

const answer = (body: string) => JSON.parse(body) as PopupAnswer;
const signedIn = async (who: Shopper) => (await who.page('/my-account/')).includes('Uitloggen');

beforeAll(async () => {
  guest = await visitor();
});

describe('the login popup', () => {
  it('14 a wrong password: the error with its message', async () => {
    expect(answer(await holdsTo(await login(guest, 'klant', 'niet-het-wachtwoord'), '14-login_popup_wrong_password')).error).toBe(true);
  });

  it('15 empty fields: the error', async () => {
    expect(answer(await holdsTo(await login(guest, '', ''), '15-login_popup_empty_fields')).error).toBe(true);
  });

  it('16 a bad nonce: the error, not signed in', async () => {
    expect(answer(await holdsTo(await login(guest, 'klant', 'klant', '0123456789'), '16-login_popup_bad_nonce')).error).toBe(true);
    expect(await signedIn(guest)).toBe(false);
  });

  it('17 klant/klant: signed in, with where to go', async () => {
    const body = answer(await holdsTo(await login(guest, 'klant', 'klant'), '17-login_popup'));
    expect([body.error, typeof body.redirecturl]).toEqual([false, 'string']);
    expect(await signedIn(guest)).toBe(true);
  });

  it('18 signed in, the login again: 0', async () => {
    await holdsTo(await login(guest, 'klant', 'klant'), '18-login_popup_signed_in');
  });

  it('19 signed in, the registration: 0', async () => {
    await holdsTo(await register(guest, { login: 'klant-x', password: 'geheim123', confirm: 'geheim123' }), '19-register_popup_signed_in');
  });
});

describe('the registration popup', () => {
  let newcomer: Shopper;
  const fields = { login: 'nieuwe_klant', password: 'geheim123', confirm: 'geheim123' };

  beforeAll(async () => {
    newcomer = await visitor();
  });

  it('20 two different passwords: the error', async () => {
    expect(answer(await holdsTo(await register(newcomer, { ...fields, confirm: 'anders123' }), '20-register_popup_password_mismatch')).error).toBe(true);
  });

  it('21 an existing login: the error', async () => {
    expect(answer(await holdsTo(await register(newcomer, { ...fields, login: 'klant' }), '21-register_popup_existing_user')).error).toBe(true);
  });

  it('22 a bad nonce: the error, no account', async () => {
    expect(answer(await holdsTo(await register(newcomer, fields, '0123456789'), '22-register_popup_bad_nonce')).error).toBe(true);
    expect(await signedIn(newcomer)).toBe(false);
  });

  it('23 a new account: signed in, with where to go', async () => {
    const body = await holdsTo(await register(newcomer, fields), '23-register_popup', { retyped: { redirecturl: 'string' }, additions: ['redirect-after-login-set'] });
    expect(answer(body)).toMatchObject({ error: false, redirecturl: '/my-account/' });
    expect(await signedIn(newcomer)).toBe(true);
  });

  it("24 the password reset popup is an older Rehub's", async () => {
    const stranger = await visitor();
    const sent = stranger.post(AJAX, { action: 'rehub_reset_password_popup_function', rehub_user_or_email: 'klant', 'password-security': hiddenInput(pages.get(stranger) ?? '', 'password-security') });
    expect(answer(await differsAs(await sent, '24-reset_password_popup', 'reset-password-popup', { status: 200, mediaType: 'text/html' })).error).toBe(false);
  });
});
