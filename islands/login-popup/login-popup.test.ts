import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { watchNextClick } from '../../tests/unit/next-click.ts';
import { unmountModalRoot } from '../../src/ui/modal/mount-modal.ts';

/** How long each popup's success message shows before the page moves on (docs/CONTRACTS.md#timings). */
const LOGIN_MOVES_ON_MS = 200;
const REGISTRATION_MOVES_ON_MS = 4000;
const RESET_MOVES_ON_MS = 3000;

afterEach(() => {
  unmountModalRoot();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The demo listing with its login popup open; `answer`, when given, answers the popup's action instead of the shop. */
async function openPopup(answer?: () => Response) {
  const page = await openDemoPage('/shop/');
  if (answer) answerLogin(answer);
  await page.mount(['login-popup', 'show-password'], { now: true });
  const trigger = screen.getByRole('link', { name: 'Inloggen' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
  return { page, trigger, dialog };
}

/** Fills the required fields, so the browser lets the form be sent. */
function fillIn(dialog: HTMLElement, password = 'x'): void {
  within(dialog).getByLabelText<HTMLInputElement>('Gebruikersnaam of e-mailadres').value = 'klant';
  within(dialog).getByLabelText<HTMLInputElement>('Wachtwoord', { selector: 'input' }).value = password;
}

/** Answers the popup's action with `answer` (ahead of the shop's own handler). */
function answerLogin(answer: () => Response) {
  mswServer.use(
    http.post(`${location.origin}/wp-admin/admin-ajax.php`, async ({ request }) => {
      if (new URLSearchParams(await request.clone().text()).get('action') === 'rehub_login_member_popup_function') return answer();
    }),
  );
}

/** Answers the reset popup's action with `answer` (ahead of the shop's own handler). */
function answerReset(answer: () => Response) {
  mswServer.use(
    http.post(`${location.origin}/wp-admin/admin-ajax.php`, async ({ request }) => {
      if (new URLSearchParams(await request.clone().text()).get('action') === 'rehub_reset_password_popup_function') return answer();
    }),
  );
}

const errorsOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.rehub-errors')!;

describe('the login popup', () => {
  it('lays the popup out in the modal, unseen, as soon as it mounts, shows it in the tap’s own task and focuses its first field once that frame is painted', async () => {
    const page = await openDemoPage('/shop/');
    await page.mount(['login-popup', 'show-password'], { now: true });
    const prepared = document.querySelector<HTMLDialogElement>('dialog.si-modal--prepared')!;
    expect(prepared.querySelector('#rehub_login_form_modal')).not.toBeNull();
    expect([prepared.open, prepared.querySelector('[autofocus]')]).toEqual([false, null]);
    screen.getByRole('link', { name: 'Inloggen' }).click();
    expect([prepared.className, prepared.contains(document.activeElement)]).toEqual(['si-modal si-modal--opening', false]);
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBe(prepared);
    expect(document.activeElement).toBe(within(prepared).getByLabelText('Gebruikersnaam of e-mailadres'));
  });

  it('lays nothing out for a shopper who is signed in', async () => {
    const page = await openDemoPage('/shop/');
    document.body.classList.add('logged-in');
    await page.mount(['login-popup'], { now: true });
    expect(document.querySelector('dialog')).toBeNull();
  });

  it("opens the theme's popup in the modal with the first field focused, and gives it back on Escape", async () => {
    const { trigger, dialog } = await openPopup();
    expect(dialog.style.maxWidth).toBe('500px');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Gebruikersnaam of e-mailadres'));
    // Show password works inside it.
    expect(within(dialog).getByRole('button', { name: 'Wachtwoord weergeven' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    // Back out of the modal, kept whole: laid out again, unseen, for the next tap.
    expect(document.querySelector('dialog[open] #rehub_login_form_modal')).toBeNull();
    await waitFor(() => expect(document.querySelector('dialog.si-modal--prepared #rehub_login_form_modal')).not.toBeNull());
  });

  it('keeps the shopper on the page: the trigger\'s link to the account page is not followed', async () => {
    const page = await openDemoPage('/shop/');
    await page.mount(['login-popup'], { now: true });
    const click = watchNextClick();
    await userEvent.click(screen.getByRole('link', { name: 'Inloggen' }));
    expect(click.leftToTheBrowser).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });

  it('ties each field to the label Rehub prints beside it without `for`, so the field has a name', async () => {
    const page = await openDemoPage('/shop/');
    for (const label of document.querySelectorAll('#rehub-login-popup label[for]')) {
      document.getElementById(label.getAttribute('for')!)?.removeAttribute('id');
      label.removeAttribute('for');
    }
    await page.mount(['login-popup'], { now: true });
    await userEvent.click(screen.getByRole('link', { name: 'Inloggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Gebruikersnaam of e-mailadres').name).toBe('rehub_user_login');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Wachtwoord', { selector: 'input' }).name).toBe('rehub_user_pass');
  });

  it("shows the server's message for a wrong password, announced, and the next attempt goes out and signs in", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { page, dialog } = await openPopup();
    const logins = () => page.requests.filter((request) => request === 'POST /wp-admin/admin-ajax.php');
    await userEvent.type(within(dialog).getByLabelText('Gebruikersnaam of e-mailadres'), 'klant');
    const password = within(dialog).getByLabelText<HTMLInputElement>('Wachtwoord', { selector: 'input' });
    await userEvent.type(password, 'fout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(errorsOf(dialog).textContent).toContain('is onjuist'));
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toContain('is onjuist'));
    expect(within(dialog).getByRole('button', { name: 'Inloggen' }).getAttribute('aria-busy')).toBeNull();
    // The right password this time: a second call goes out, and the shop's answer moves the page on.
    await userEvent.clear(password);
    await userEvent.type(password, 'klant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/`));
    expect(logins()).toHaveLength(2);
  });

  it('ignores a second submit while the first is on its way', async () => {
    let calls = 0;
    const { dialog } = await openPopup(() => {
      calls += 1;
      return HttpResponse.json({ error: true, message: '<div class="wpsm_box warning_type">Nee</div>' });
    });
    fillIn(dialog);
    const form = dialog.querySelector('form')!;
    form.requestSubmit();
    // Busy while the call runs, as WooCommerce marks a button that waits.
    expect(within(dialog).getByRole('button', { name: 'Inloggen' }).getAttribute('aria-busy')).toBe('true');
    form.requestSubmit();
    await waitFor(() => expect(errorsOf(dialog).textContent).toBe('Nee'));
    expect(calls).toBe(1);
  });

  it.each([
    ['WordPress -1', () => new HttpResponse('-1', { status: 403 })],
    ['WordPress 0', () => new HttpResponse('0', { status: 200 })],
    ['an HTML page', () => new HttpResponse('<!doctype html><p>Fout</p>', { status: 500, headers: { 'Content-Type': 'text/html' } })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('after %s shows a Dutch error and lets the shopper try again', async (_name, answer) => {
    const { dialog } = await openPopup(answer);
    fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(errorsOf(dialog).textContent).toMatch(/^Dat lukte niet/));
    const button = within(dialog).getByRole('button', { name: 'Inloggen' });
    expect(button.classList.contains('loading')).toBe(false);
    mswServer.resetHandlers();
    answerLogin(() => HttpResponse.json({ error: true, message: '<div class="wpsm_box warning_type">Tweede poging</div>' }));
    await userEvent.click(button);
    await waitFor(() => expect(errorsOf(dialog).textContent).toBe('Tweede poging'));
  });

  it('after a success hides the button and, 200 ms later, goes to redirecturl on this site only', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openPopup(() => HttpResponse.json({ error: false, message: '<div class="wpsm_box green_type">Welkom</div>', redirecturl: 'https://elders.example/' }));
    fillIn(dialog);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    dialog.querySelector('form')!.requestSubmit();
    // setImmediate is left real: vi.waitFor would move the faked clock itself.
    while (errorsOf(dialog).textContent !== 'Welkom') await new Promise((resolve) => setImmediate(resolve));
    expect(dialog.querySelector<HTMLElement>('[type="submit"]')!.hidden).toBe(true);
    // Only a registration marks its popup complete.
    expect(dialog.querySelector('form')!.parentElement!.classList.contains('registration-complete')).toBe(false);
    vi.advanceTimersByTime(LOGIN_MOVES_ON_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Another site's redirecturl is not followed: the page reloads instead.
    expect(assign).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("goes to a redirecturl on this site with the demo shop's real answer", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { dialog } = await openPopup();
    await userEvent.type(within(dialog).getByLabelText('Gebruikersnaam of e-mailadres'), 'klant');
    await userEvent.type(within(dialog).getByLabelText('Wachtwoord', { selector: 'input' }), 'klant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/`));
  });

  it('after a success without redirecturl reloads 200 ms later, and ignores a submit meanwhile', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    let calls = 0;
    const { dialog } = await openPopup(() => {
      calls += 1;
      return HttpResponse.json({ error: false, message: '<div class="wpsm_box green_type">Welkom</div>' });
    });
    fillIn(dialog);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const form = dialog.querySelector('form')!;
    form.requestSubmit();
    while (errorsOf(dialog).textContent !== 'Welkom') await new Promise((resolve) => setImmediate(resolve));
    form.requestSubmit();
    // A second sending would mark the (hidden) button busy at once.
    expect(dialog.querySelector('[type="submit"]')!.getAttribute('aria-busy')).toBeNull();
    vi.advanceTimersByTime(199);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect([reload.mock.calls.length, assign.mock.calls.length, calls]).toEqual([1, 0, 1]);
  });

  it('a reset request reloads even when its answer names a page of this site', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openPopup();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Wachtwoord vergeten?' }));
    const reset = await screen.findByRole('dialog', { name: 'Wachtwoord vergeten' });
    answerReset(() => HttpResponse.json({ error: false, message: '<p>Kijk in je mail</p>', redirecturl: `${location.origin}/my-account/` }));
    within(reset).getByLabelText<HTMLInputElement>('Gebruikersnaam of e-mailadres').value = 'klant';
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    reset.querySelector('form')!.requestSubmit();
    while (!errorsOf(reset).textContent) await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(3000);
    expect([reload.mock.calls.length, assign.mock.calls.length]).toEqual([1, 0]);
  });

  it.each([
    ['what the server answered', () => HttpResponse.json({ error: true, message: '\n  <div class="wpsm_box warning_type">Wachtwoord is onjuist</div>\n' }), 'Wachtwoord is onjuist'],
    ['that the call failed', () => HttpResponse.error(), 'Dat lukte niet: de server gaf geen bruikbaar antwoord. Controleer je verbinding en probeer het opnieuw.'],
  ])('sends a popup printed without its message box or submit button, and still says %s', async (_, answer, said) => {
    const { dialog } = await openPopup(answer);
    fillIn(dialog);
    errorsOf(dialog).remove();
    dialog.querySelector('[type="submit"]')!.remove();
    dialog.querySelector('form')!.requestSubmit();
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe(said));
  });

  it('moves on after a success in a popup printed without its submit button', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openPopup(() => HttpResponse.json({ error: false, message: '<div class="wpsm_box green_type">Welkom</div>' }));
    fillIn(dialog);
    dialog.querySelector('[type="submit"]')!.remove();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    dialog.querySelector('form')!.requestSubmit();
    while (errorsOf(dialog).textContent !== 'Welkom') await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(LOGIN_MOVES_ON_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves a signed-in shopper's trigger a plain link", async () => {
    const page = await openDemoPage('/shop/');
    const trigger = document.createElement('a');
    trigger.className = 'act-rehub-login-popup';
    trigger.dataset.type = 'login';
    trigger.href = '/my-account/';
    trigger.textContent = 'Reageren: log in';
    document.body.append(trigger);
    document.body.classList.add('logged-in');
    await page.mount(['login-popup'], { now: true });
    const click = watchNextClick();
    await userEvent.click(trigger);
    expect(click.leftToTheBrowser).toBe(true);
    document.body.classList.remove('logged-in');
  });
});

describe('the other popups and trigger types', () => {
  it('switches from login to registration in the same dialog, gives the captcha container its id, and marks a completed registration', async () => {
    const { dialog } = await openPopup();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Registreren' }));
    const register = await screen.findByRole('dialog', { name: 'Nieuw account' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(register.querySelector('#recaptchamodail')).not.toBeNull();
    expect(document.activeElement).toBe(within(register).getByLabelText('Gebruikersnaam'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    for (const [label, value] of [['Gebruikersnaam', 'nieuwe_klant'], ['E-mailadres', 'nieuw@voorbeeld.example'], ['Wachtwoord (minstens 6 tekens)', 'geheim1'], ['Herhaal je wachtwoord', 'geheim1']] as const) {
      within(register).getByLabelText<HTMLInputElement>(label, { selector: 'input' }).value = value;
    }
    register.querySelector('form')!.requestSubmit();
    const popup = register.querySelector<HTMLElement>('.rehub-register-popup')!;
    while (!popup.classList.contains('registration-complete')) await new Promise((resolve) => setImmediate(resolve));
    expect(errorsOf(register).textContent).toContain('Je account is aangemaakt');
    vi.advanceTimersByTime(REGISTRATION_MOVES_ON_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    // It stays marked complete until the page moves on (the theme removed the mark at once).
    expect(popup.classList.contains('registration-complete')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/`);
  });

  it('asks for a reset link and reloads 3000 ms after the answer', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openPopup();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Wachtwoord vergeten?' }));
    const reset = await screen.findByRole('dialog', { name: 'Wachtwoord vergeten' });
    within(reset).getByLabelText<HTMLInputElement>('Gebruikersnaam of e-mailadres').value = 'klant';
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    reset.querySelector('form')!.requestSubmit();
    while (!errorsOf(reset).textContent) await new Promise((resolve) => setImmediate(resolve));
    expect(errorsOf(reset).textContent).toContain('We hebben je een e-mail gestuurd');
    vi.advanceTimersByTime(RESET_MOVES_ON_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  /** A trigger of the theme's own kind, put on the demo page and mounted. */
  async function printTrigger(attributes: string, extra = '') {
    const page = await openDemoPage('/shop/');
    document.body.insertAdjacentHTML('beforeend', `<span class="act-rehub-login-popup" ${attributes}>Doe mee</span>${extra}`);
    await page.mount(['login-popup'], { now: true });
    return document.querySelector<HTMLElement>('span.act-rehub-login-popup')!;
  }

  it('type url goes to data-customurl on a bare span, and only to an http(s) address', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const trigger = await printTrigger('data-type="url" data-customurl="/registreren/"');
    expect(trigger.getAttribute('role')).toBe('button');
    await userEvent.click(trigger);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/registreren/`);
    trigger.dataset.customurl = 'javascript:alert(1)';
    await userEvent.click(trigger);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("goes to the theme's custom login page where it replaces the popups", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const trigger = await printTrigger('data-type="login"', '<span id="rehub-custom-login-url" data-customloginurl="https://account.example/inloggen/"></span>');
    // The theme prints no popups when a custom login page replaces them.
    document.getElementById('rehub-login-popup-block')?.remove();
    await userEvent.click(trigger);
    // The theme's setting: it may be a sign-in service's own site.
    expect(assign).toHaveBeenCalledWith('https://account.example/inloggen/');
  });

  it('shows the cashback notice with the merchant and a safe link for a trigger that carries one', async () => {
    const trigger = await printTrigger('data-cashbacknotice="5% cashback" data-merchant="Zomerzon" data-url="https://partner.example/"');
    const popup = document.querySelector('.rehub-login-popup')!;
    popup.insertAdjacentHTML('afterbegin', '<div id="rh-ca-login" class="rhhidden">en krijg <span id="rh-ca-login-n"></span> bij <span id="rh-ca-login-m"></span> of <a id="rh-ca-login-a" href="#">ga naar de site</a></div>');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    const notice = dialog.querySelector<HTMLElement>('#rh-ca-login')!;
    expect(notice.classList.contains('rhhidden')).toBe(false);
    expect(notice.textContent).toContain('5% cashback');
    expect(notice.textContent).toContain('Zomerzon');
    expect(dialog.querySelector<HTMLAnchorElement>('#rh-ca-login-a')!.href).toBe('https://partner.example/');
  });

  it('hides the cashback notice again for a trigger without one, and never links it to an address that is no web page', async () => {
    await printTrigger('data-cashbacknotice="5% cashback" data-merchant="Zomerzon" data-url="javascript:alert(1)"', '<a class="act-rehub-login-popup" data-type="login" href="/my-account/">Inloggen zonder cashback</a>');
    const user = userEvent.setup();
    await user.click(screen.getByText('Doe mee'));
    let dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    const notice = dialog.querySelector<HTMLElement>('#rh-ca-login')!;
    expect([notice.classList.contains('rhhidden'), dialog.querySelector('#rh-ca-login-a')!.getAttribute('href')]).toEqual([false, '#']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Inloggen zonder cashback' }));
    dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    expect(dialog.querySelector('#rh-ca-login')!.classList.contains('rhhidden')).toBe(true);
  });

  it('names the dialog "Inloggen" when the theme printed its popup without a title', async () => {
    await printTrigger('data-type="login"');
    document.querySelector('.rehub-login-popup .re_title_inmodal')!.remove();
    await userEvent.click(screen.getByText('Doe mee'));
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });

  it("goes to the theme's custom login page for a trigger type it has no popup for, even where the popups are printed", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await printTrigger('data-type="vendor"', '<span id="rehub-custom-login-url" data-customloginurl="/inloggen/"></span>');
    await userEvent.click(screen.getByText('Doe mee'));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/inloggen/`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the link to the account page where the page has neither the popup nor a custom login page', async () => {
    await printTrigger('data-type="login"', '<a class="act-rehub-login-popup" data-type="login" href="/my-account/">Naar je account</a>');
    document.getElementById('rehub-login-popup-block')!.remove();
    const click = watchNextClick();
    await userEvent.click(screen.getByRole('link', { name: 'Naar je account' }));
    expect(click.leftToTheBrowser).toBe(true);
  });

  it('shows the cashback notice only for a trigger with both its notice and its merchant', async () => {
    await printTrigger('data-cashbacknotice="5% cashback"', '<a class="act-rehub-login-popup" data-type="login" data-merchant="Zomerzon" href="/my-account/">Alleen de winkel</a>');
    const user = userEvent.setup();
    for (const open of [() => screen.getByText('Doe mee'), () => screen.getByRole('link', { name: 'Alleen de winkel' })]) {
      await user.click(open());
      const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
      expect(dialog.querySelector('#rh-ca-login')!.classList.contains('rhhidden')).toBe(true);
      // Nothing half filled in, should the theme's CSS show the box.
      expect([dialog.querySelector('#rh-ca-login-n')!.textContent, dialog.querySelector('#rh-ca-login-m')!.textContent]).toEqual(['', '']);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('opens a login popup printed without the cashback box, or with only part of it', async () => {
    await printTrigger('data-cashbacknotice="5% cashback" data-merchant="Zomerzon" data-url="https://partner.example/"');
    const box = document.querySelector('.rehub-login-popup #rh-ca-login')!;
    box.querySelector('#rh-ca-login-m')!.remove();
    box.querySelector('#rh-ca-login-a')!.remove();
    const user = userEvent.setup();
    await user.click(screen.getByText('Doe mee'));
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    expect(dialog.querySelector('#rh-ca-login-n')!.textContent).toBe('5% cashback');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    document.querySelector('.rehub-login-popup #rh-ca-login')!.remove();
    await user.click(screen.getByText('Doe mee'));
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });

  it("gives the captcha plugin's id to the shown popup's container only", async () => {
    const { dialog } = await openPopup();
    dialog.querySelector('form')!.insertAdjacentHTML('beforeend', '<div class="recaptchamodail"></div>');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Registreren' }));
    await screen.findByRole('dialog', { name: 'Nieuw account' });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: /Inloggen/ }));
    const login = await screen.findByRole('dialog', { name: 'Inloggen' });
    expect([...document.querySelectorAll('#recaptchamodail')]).toEqual([login.querySelector('.recaptchamodail')]);
  });

  it('leaves a url-type trigger that is a link to its link, and follows a bare one to another site the theme printed', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await printTrigger('data-type="url" data-customurl="https://partner.example/aanmelden/"', '<a class="act-rehub-login-popup" data-type="url" data-customurl="/elders/" href="/registreren/">Registreer hier</a>');
    const click = watchNextClick();
    await userEvent.click(screen.getByRole('link', { name: 'Registreer hier' }));
    expect([click.leftToTheBrowser, assign.mock.calls]).toEqual([true, []]);
    await userEvent.click(screen.getByText('Doe mee'));
    expect(assign).toHaveBeenCalledWith('https://partner.example/aanmelden/');
  });

  it('opens the login popup for a trigger type it does not know, where no custom login page replaces it', async () => {
    await printTrigger('data-type="vendor"');
    await userEvent.click(screen.getByText('Doe mee'));
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });

  it('leaves a click with Ctrl to the browser (the account page in a new tab)', async () => {
    const page = await openDemoPage('/shop/');
    await page.mount(['login-popup'], { now: true });
    const click = watchNextClick();
    screen.getByRole('link', { name: 'Inloggen' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(click.leftToTheBrowser).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens its popup for a known type where the page prints both the popups and a custom login page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await printTrigger('data-type="login"', '<span id="rehub-custom-login-url" data-customloginurl="/inloggen/"></span>');
    await userEvent.click(screen.getByText('Doe mee'));
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a popup printed without content, or without fields, to the page', async () => {
    await printTrigger('data-type="restrict"');
    document.getElementById('rehub-restrict-login-popup')?.replaceChildren();
    await userEvent.click(screen.getByText('Doe mee'));
    expect(screen.queryByRole('dialog')).toBeNull();
    document.getElementById('rehub-restrict-login-popup')!.innerHTML = '<div><p>Alleen voor leden.</p></div>';
    await userEvent.click(screen.getByText('Doe mee'));
    expect((await screen.findByRole('dialog')).textContent).toContain('Alleen voor leden.');
  });

  it("opens the login popup from a comment's login link", async () => {
    await printTrigger('data-type="login"', '<div id="respond"><p class="must-log-in">Je moet <a href="/my-account/">ingelogd</a> zijn om te reageren.</p></div>');
    await userEvent.click(screen.getByRole('link', { name: 'ingelogd' }));
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });
});
