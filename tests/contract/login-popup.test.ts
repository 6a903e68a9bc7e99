import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Shopper, startShop, type RunningShop } from './shop-server.ts';

let running: RunningShop;

beforeAll(async () => {
  running = await startShop();
});
afterAll(() => running.close());
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

  it('refuses a missing or forged nonce with -1 and 403', async () => {
    const { shopper } = await guestWithPopup();
    for (const loginsecurity of ['', 'abc123']) {
      const response = await logIn(shopper, { rehub_user_login: 'klant', rehub_user_pass: 'klant', loginsecurity });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('-1');
    }
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
