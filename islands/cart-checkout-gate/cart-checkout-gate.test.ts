import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openAmazonCart, pressCheckout } from '../../tests/unit/amazon-cart.ts';

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;
const CALL = 'POST /wp-admin/admin-ajax.php';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The field, by its label: the demo's "E-mailadres", the plugin's "E-mail:". */
const field = () => screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement;
const button = () => document.querySelector<HTMLAnchorElement>('.wc-proceed-to-checkout .checkout-button')!;
const message = () => document.getElementById('woozone_checkout_email_message')!;

function type(value: string): void {
  act(() => {
    field().value = value;
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The fields of each e-mail call the page sends, and the shop's answer to it, from now until the test ends. */
function watchTheCalls(): Array<{ sent: URLSearchParams; answer: Promise<string> }> {
  const calls: Array<{ sent: URLSearchParams; answer: Promise<string> }> = [];
  const answers = new Map<string, (text: string) => void>();
  const sent = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (new URL(request.url).pathname !== '/wp-admin/admin-ajax.php') return;
    const call = { sent: new URLSearchParams(), answer: new Promise<string>((resolve) => answers.set(requestId, resolve)) };
    calls.push(call);
    void request.clone().text().then((body) => new URLSearchParams(body).forEach((value, key) => call.sent.append(key, value)));
  };
  const answered = ({ response, requestId }: { response: Response; requestId: string }) => void response.clone().text().then((text) => answers.get(requestId)?.(text));
  mswServer.events.on('request:start', sent);
  mswServer.events.on('response:mocked', answered);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', sent);
    mswServer.events.removeListener('response:mocked', answered);
  });
  return calls;
}

/** Holds the e-mail call's answer until `answer()` is called. */
function holdTheCall(body: () => Response): { answer: () => void } {
  let answer = () => undefined as void;
  mswServer.use(
    http.post(AJAX_URL, () => new Promise<Response>((resolve) => (answer = () => resolve(body()))), { once: true }),
  );
  return { answer: () => answer() };
}

describe('the checkout e-mail, required', () => {
  it('disables the checkout button until the address is right, pointing it at the field', async () => {
    await openAmazonCart({ products: ['102'], checkoutEmailRequired: true });
    expect([button().getAttribute('aria-disabled'), button().getAttribute('href')]).toEqual(['true', '#woozone_checkout_email']);
    expect(message().textContent).toBe('Vul je e-mailadres in om af te rekenen.');
    expect(button().getAttribute('aria-describedby')).toBe(message().id);
    type('jan@voorbeeld');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(message().textContent).toBe('Vul een geldig e-mailadres in.');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    type('jan@voorbeeld.nl');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(message().textContent).toBe('');
    expect([button().hasAttribute('aria-disabled'), button().getAttribute('href')]).toEqual([false, '/checkout/']);
    type('jan@voorbeeld.nlnlx');
    expect(button().getAttribute('aria-disabled')).toBe('true');
  });

  it('does nothing on a press of the disabled button', async () => {
    const page = await openAmazonCart({ products: ['102'], checkoutEmailRequired: true });
    type('jan@');
    expect(pressCheckout()).toBe(false);
    // Enabled and pressed: the page leaves after one call, this press's, so the disabled press sent none.
    type('jan@voorbeeld.nl');
    pressCheckout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
    expect([page.requests, assign.mock.calls.length]).toEqual([[CALL], 1]);
  });

  it('sends the address and goes to the checkout only once the shop answered success', async () => {
    const page = await openAmazonCart({ products: ['102'], checkoutEmailRequired: true });
    type('jan@voorbeeld.nl');
    const call = holdTheCall(() => new HttpResponse('success'));
    expect(pressCheckout()).toBe(false);
    await waitFor(() => expect(page.requests).toEqual([CALL]));
    expect(button().getAttribute('aria-busy')).toBe('true');
    // Pressed again while it waits: no second call, then or once the first is answered.
    pressCheckout();
    call.answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
    expect([assign.mock.calls.length, page.requests]).toEqual([1, [CALL]]);
  });

  it('posts the page’s nonce and the address; one the shop already has (email_exists) goes on too', async () => {
    await openAmazonCart({ products: ['102'], checkoutEmailRequired: true });
    const nonce = document.querySelector<HTMLInputElement>('#woozone_checkout_email_nonce')!.value;
    const given = await fetch(AJAX_URL, { method: 'POST', body: new URLSearchParams({ action: 'WooZone_before_user_checkout', _nonce: nonce, email: 'jan@voorbeeld.nl' }) });
    expect(await given.text()).toBe('success');
    const calls = watchTheCalls();
    type(' jan@voorbeeld.nl ');
    pressCheckout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
    expect(await Promise.all(calls.map((call) => call.answer))).toEqual(['email_exists']);
    expect(Object.fromEntries(calls[0]!.sent)).toEqual({ action: 'WooZone_before_user_checkout', _nonce: nonce, email: 'jan@voorbeeld.nl' });
  });
});

describe('the checkout e-mail, optional', () => {
  it('lets the checkout go on at once without an address, and sends nothing', async () => {
    const page = await openAmazonCart({ products: ['102'], checkoutEmailRequired: false });
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(message().textContent).toBe('');
    expect(pressCheckout()).toBe(true);
    // With an address the same press sends it: that call is the only one, so the first press sent none.
    type('jan@voorbeeld.nl');
    expect(pressCheckout()).toBe(false);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
    expect(page.requests).toEqual([CALL]);
  });

  it('marks a wrong address red but keeps the button enabled', async () => {
    await openAmazonCart({ products: ['102'], checkoutEmailRequired: false });
    type('jan');
    expect([field().getAttribute('aria-invalid'), button().hasAttribute('aria-disabled')]).toEqual(['true', false]);
  });

  it.each([
    ['invalid_email', () => new HttpResponse('invalid_email'), 'De winkel neemt dit e-mailadres niet aan. Controleer het.'],
    ['Busted!', () => new HttpResponse('Busted!'), 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.'],
    ['an error status', () => new HttpResponse('0', { status: 500 }), 'Versturen lukte niet. Controleer je verbinding en probeer het opnieuw.'],
    ['an answer it does not know', () => new HttpResponse('<html>'), 'Versturen lukte niet. Controleer je verbinding en probeer het opnieuw.'],
    ['a dropped connection', () => HttpResponse.error(), 'Versturen lukte niet. Controleer je verbinding en probeer het opnieuw.'],
  ])('on %s stays, says why next to the field, and the button works again', async (name, body, said) => {
    const page = await openAmazonCart({ products: ['102'], checkoutEmailRequired: false });
    type('jan@voorbeeld.nl');
    mswServer.use(http.post(AJAX_URL, body, { once: true }));
    expect(pressCheckout()).toBe(false);
    await waitFor(() => expect(message().textContent).toBe(said));
    expect(message().classList.contains('is-error')).toBe(true);
    // Only the shop's refusal of the address marks the field itself wrong.
    expect(field().getAttribute('aria-invalid')).toBe(String(name === 'invalid_email'));
    expect(button().hasAttribute('aria-busy')).toBe(false);
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe(said));
    expect(assign).not.toHaveBeenCalled();
    // Usable again: the next press asks once more, and this time the shop says yes.
    pressCheckout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
    expect(page.requests).toEqual([CALL, CALL]);
  });

  it('sends the nonce the page holds: a forged one gets Busted! from the shop', async () => {
    await openAmazonCart({ products: ['102'], checkoutEmailRequired: false });
    act(() => void ((document.getElementById('woozone_checkout_email_nonce') as HTMLInputElement).value = 'vervalst'));
    type('jan@voorbeeld.nl');
    pressCheckout();
    await waitFor(() => expect(message().textContent).toBe('Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.'));
  });
});

describe('the two gates together', () => {
  it('asks for the Amazon shops first, as the plugin did: no e-mail is sent while a shop is undecided', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: true, media: query }) as MediaQueryList);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const page = await openAmazonCart({ products: ['102', '108'], checkoutEmailRequired: true });
    type('jan@voorbeeld.nl');
    expect(pressCheckout()).toBe(false);
    expect(document.querySelector('.WooZone-cart-msg')!.textContent).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    // A press that sends marks the button busy and is in the request log at once (the fetch is made
    // before the island's first await): this one did neither.
    expect([page.requests, button().hasAttribute('aria-busy')]).toEqual([[], false]);
    for (const cancel of document.querySelectorAll<HTMLInputElement>('input.cancel')) act(() => cancel.click());
    pressCheckout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
    expect(page.requests).toEqual([CALL]);
  });
});

/**
 * WooZone's own cart markup (lib/frontend/frontend.class.php `woocommerce_before_checkout`): the wrapper
 * printed away from the button, its label pointing at an id nothing has, a text field, no message line.
 */
async function printPluginCart({
  required = true,
  nonce = true,
  checkoutUrl,
  buttonHref = '/checkout/',
  wrapper = (fields) => `<div class="woozone_email_wrapper"><label for="woozone_checkout_user_email">E-mail:</label>${fields}</div>`,
}: { required?: boolean; nonce?: boolean; checkoutUrl?: string; buttonHref?: string; wrapper?: (fields: string) => string } = {}) {
  if (checkoutUrl) vi.stubGlobal('woozone_vars', { ajax_url: '/wp-admin/admin-ajax.php', checkout_url: checkoutUrl, nonce: '' });
  document.body.innerHTML = `${wrapper(
    `${required ? '<input type="hidden" id="woozone_checkout_email_required" name="woozone_checkout_email_required" value="1"/>' : ''}${
      nonce ? '<input type="hidden" id="woozone_checkout_email_nonce" name="woozone_checkout_email_nonce" value="abc123"/>' : ''
    }<input type="text" id="woozone_checkout_email" name="woozone_checkout_email" placeholder="email@example.com"/>`,
  )}
    <table class="shop_table cart"></table>
    <div class="wc-proceed-to-checkout"><span class="hint">Verzending berekend bij afrekenen</span><a href="${buttonHref}" class="checkout-button button alt wc-forward">Doorgaan naar afrekenen</a></div>`;
  const box = document.querySelector<HTMLElement>('.wc-proceed-to-checkout')!;
  const { default: island } = await import('./index.ts');
  const unmount = island.mount(box);
  return { box, unmount: () => unmount?.() };
}

describe("on WooZone's own markup", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves the field just before the button, names it by the plugin’s label and adds a message line it is described by', async () => {
    const { box } = await printPluginCart();
    const wrapper = document.querySelector('.woozone_email_wrapper')!;
    expect(wrapper.nextElementSibling).toBe(box);
    expect(screen.getByRole('textbox', { name: 'E-mail:' }).id).toBe('woozone_checkout_email');
    expect([message().tagName, message().className, field().getAttribute('aria-describedby'), field().getAttribute('aria-required')]).toEqual([
      'P',
      'woozone_email_message',
      'woozone_checkout_email_message',
      'true',
    ]);
    expect(message().previousElementSibling).toBe(field());
    // Asked for, not yet typed: said, but not red.
    expect([message().textContent, message().classList.contains('is-error'), field().hasAttribute('aria-invalid')]).toEqual(['Vul je e-mailadres in om af te rekenen.', false, false]);
    type('jan');
    type('');
    expect([message().textContent, message().classList.contains('is-error'), field().getAttribute('aria-invalid')]).toEqual(['Vul je e-mailadres in om af te rekenen.', true, 'true']);
    // The plugin's look of a disabled button, until the address is right.
    expect([button().classList.contains('disabled'), button().getAttribute('aria-disabled')]).toEqual([true, 'true']);
    type('jan@voorbeeld.nl');
    expect([button().classList.contains('disabled'), button().hasAttribute('aria-disabled')]).toEqual([false, false]);
  });

  it('an optional field left empty says nothing and is not red', async () => {
    await printPluginCart({ required: false });
    type('jan');
    type('  ');
    expect([message().textContent, message().classList.contains('is-error'), field().hasAttribute('aria-invalid'), field().hasAttribute('aria-required')]).toEqual(['', false, false, false]);
  });

  it('leaves a field already just before the button where it is', async () => {
    const { box } = await printPluginCart();
    const wrapper = document.querySelector('.woozone_email_wrapper')!;
    const moved = vi.spyOn(box, 'before');
    const { default: island } = await import('./index.ts');
    const cleanup = island.mount(box);
    onTestFinished(() => cleanup?.());
    expect([moved.mock.calls.length, wrapper.nextElementSibling]).toEqual([0, box]);
  });

  it.each([
    ['woozone_vars.checkout_url', '/afrekenen/', '/checkout/', `${location.origin}/afrekenen/`],
    ['woozone_vars.checkout_url on another site the page printed', 'https://kassa.voorbeeld.nl/afrekenen/', '/checkout/', 'https://kassa.voorbeeld.nl/afrekenen/'],
    ['the button’s own link when that address is not a web page', 'javascript:alert(1)', '/checkout/', `${location.origin}/checkout/`],
    ['the button’s own link on another site', 'javascript:alert(1)', 'https://kassa.voorbeeld.nl/checkout/', 'https://kassa.voorbeeld.nl/checkout/'],
  ])('goes, once the shop took the address, to %s', async (_, checkoutUrl, buttonHref, destination) => {
    await printPluginCart({ checkoutUrl, buttonHref });
    mswServer.use(http.post(AJAX_URL, () => new HttpResponse('success')));
    type('jan@voorbeeld.nl');
    pressCheckout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(destination));
  });

  it('stays, says sending failed and leaves the address unmarked, when neither the checkout address nor the button’s link is a web page', async () => {
    await printPluginCart({ checkoutUrl: 'javascript:alert(1)', buttonHref: 'javascript:alert(2)' });
    mswServer.use(http.post(AJAX_URL, () => new HttpResponse('success')));
    type('jan@voorbeeld.nl');
    pressCheckout();
    await waitFor(() => expect(message().textContent).toBe('Versturen lukte niet. Controleer je verbinding en probeer het opnieuw.'));
    expect([assign.mock.calls.length, field().getAttribute('aria-invalid'), button().hasAttribute('aria-busy')]).toEqual([0, 'false', false]);
  });

  it('lets the link go on without a call for an optional field holding only spaces', async () => {
    await printPluginCart({ required: false });
    const calls = watchTheCalls();
    type('   ');
    expect(pressCheckout()).toBe(true);
    expect(calls).toEqual([]);
  });

  it.each([
    ['no e-mail wrapper', () => ''],
    ['a wrapper without the field', () => '<div class="woozone_email_wrapper"><label>E-mail:</label></div>'],
  ])('leaves the button to its link on a cart with %s', async (_, wrapper) => {
    await printPluginCart({ wrapper });
    expect([button().hasAttribute('aria-disabled'), button().hasAttribute('aria-describedby'), pressCheckout()]).toEqual([false, false, true]);
  });

  it('gates a field the plugin printed without a label', async () => {
    await printPluginCart({ wrapper: (fields) => `<div class="woozone_email_wrapper">${fields}</div>` });
    expect([button().getAttribute('aria-disabled'), document.getElementById('woozone_checkout_email')!.getAttribute('aria-describedby')]).toEqual(['true', 'woozone_checkout_email_message']);
  });

  it('leaves a checkout box without its button alone', async () => {
    document.body.innerHTML = '<div class="wc-proceed-to-checkout"><span class="hint">Verzending berekend bij afrekenen</span></div>';
    const { default: island } = await import('./index.ts');
    expect(island.mount(document.querySelector<HTMLElement>('.wc-proceed-to-checkout')!)).toBeUndefined();
  });

  it('sends an empty nonce where the plugin printed none, and the shop’s Busted! is said', async () => {
    await printPluginCart({ nonce: false });
    const calls = watchTheCalls();
    mswServer.use(http.post(AJAX_URL, () => new HttpResponse('Busted!')));
    type(' jan@voorbeeld.nl ');
    pressCheckout();
    await waitFor(() => expect(message().textContent).toBe('Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.'));
    expect(Object.fromEntries(calls[0]!.sent)).toEqual({ action: 'WooZone_before_user_checkout', _nonce: '', email: 'jan@voorbeeld.nl' });
    // The address is fine, the session is not: the field is not marked wrong.
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('marks the field wrong when the shop refuses the address', async () => {
    await printPluginCart();
    mswServer.use(http.post(AJAX_URL, () => new HttpResponse('invalid_email')));
    type('jan@voorbeeld.nl');
    pressCheckout();
    await waitFor(() => expect(message().textContent).toBe('De winkel neemt dit e-mailadres niet aan. Controleer het.'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves a press elsewhere in the box to the page', async () => {
    const { box } = await printPluginCart();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    box.querySelector('.hint')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('gives the button back as the page printed it when unmounted: enabled, its link, no checks', async () => {
    const page = await printPluginCart();
    page.unmount();
    expect([button().getAttribute('href'), button().hasAttribute('aria-disabled'), button().classList.contains('disabled')]).toEqual(['/checkout/', false, false]);
    type('jan');
    expect(message().textContent).toBe('Vul je e-mailadres in om af te rekenen.');
    expect(pressCheckout()).toBe(true);
  });
});
