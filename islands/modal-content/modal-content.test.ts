import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { modal } from '../../src/stores/modal.ts';
import { unmountModalRoot } from '../../src/ui/modal/mount-modal.ts';
import island from './index.ts';

/** The demo's product page, with its links to the shipping page mounted as on a real page. */
async function openProductPage() {
  const page = await openDemoPage('/product/oxford-overhemd/');
  await page.mount(['modal-content']);
  return page;
}

afterEach(() => unmountModalRoot());

const link = (name: string) => screen.getByRole('link', { name });
const failure = 'Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.';
const shippingPage = `${location.origin}/verzending-en-retour/`;

describe('modal content links', () => {
  it("shows the page's content in the modal, named by the link, and gives focus back on Escape", async () => {
    const page = await openProductPage();
    const user = userEvent.setup();
    await user.click(link('Verzending en retour'));
    const dialog = await screen.findByRole('dialog', { name: 'Verzending en retour' });
    expect(within(dialog).getByRole('heading', { name: 'Verzenden' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Retourneren' })).toBeTruthy();
    // The page's own header, breadcrumb and footer stay out.
    expect(within(dialog).queryByRole('navigation')).toBeNull();
    expect(within(dialog).queryByRole('search')).toBeNull();
    expect(dialog.closest('.si-modal')!.getAttribute('style')).toContain('max-width: 500px');
    expect(page.requests).toContain('GET /verzending-en-retour/');
    expect(location.pathname).toBe('/product/oxford-overhemd/');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(modal.value).toBeNull());
    expect(document.activeElement).toBe(link('Verzending en retour'));
  });

  it("shows only the section the link's fragment names", async () => {
    const page = await openProductPage();
    await userEvent.setup().click(link('Retourneren binnen 30 dagen'));
    const dialog = await screen.findByRole('dialog', { name: 'Retourneren binnen 30 dagen' });
    expect(within(dialog).getByRole('heading', { name: 'Retourneren' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Verzenden' })).toBeNull();
    // The fragment is the browser's, never sent.
    expect(page.requests).toContain('GET /verzending-en-retour/');
  });

  it('shows the section of a fragment that is not valid percent-encoding, its id as written', async () => {
    await openDemoPage('/product/oxford-overhemd/');
    mswServer.use(http.get(`${location.origin}/acties/`, () => HttpResponse.html('<h2 id="korting-50%">Korting</h2><p>De helft eraf.</p><h2 id="gratis">Gratis</h2><p>Niets te betalen.</p>')));
    document.body.insertAdjacentHTML('beforeend', '<a href="/acties/#korting-50%">Acties</a>');
    island.mount(link('Acties'));
    await userEvent.setup().click(link('Acties'));
    const dialog = await screen.findByRole('dialog', { name: 'Acties' });
    expect(within(dialog).getByRole('heading', { name: 'Korting' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Gratis' })).toBeNull();
  });

  it('marks the link busy while loading and loads once however often it is clicked', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await openProductPage();
    const fetched = vi.spyOn(globalThis, 'fetch');
    // Ahead of the shop's own page, which then answers.
    mswServer.use(http.get(shippingPage, async () => { await held; }));
    const user = userEvent.setup();
    await user.click(link('Verzending en retour'));
    await waitFor(() => expect(link('Verzending en retour').getAttribute('aria-busy')).toBe('true'));
    await user.click(link('Verzending en retour'));
    release();
    await screen.findByRole('dialog', { name: 'Verzending en retour' });
    expect(page.requests.filter((request) => request === 'GET /verzending-en-retour/')).toHaveLength(1);
    expect(link('Verzending en retour').hasAttribute('aria-busy')).toBe(false);
    // Never a copy the browser kept: the page may have changed since.
    expect(fetched.mock.calls.map(([url, init]) => [String(url), init?.cache])).toContainEqual([shippingPage, 'no-store']);
  });

  it.each([
    ['an error status', () => new HttpResponse('<!doctype html><html><body><main>Fout</main></body></html>', { status: 500 })],
    ['a body that is not HTML', () => new HttpResponse('0', { status: 200 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('tells the shopper when the content cannot be loaded (%s), and opens nothing', async (_, answer) => {
    await openProductPage();
    mswServer.use(http.get(shippingPage, answer));
    await userEvent.setup().click(link('Verzending en retour'));
    expect(await screen.findByText(failure)).toBeTruthy();
    expect(modal.value).toBeNull();
    expect(link('Verzending en retour').classList.contains('loading')).toBe(false);
  });

  it('leaves a modified click and a link to another site to the browser', async () => {
    const page = await openDemoPage('/product/oxford-overhemd/');
    await page.mount(['modal-content'], { now: true });
    const shipping = link('Verzending en retour');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    shipping.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);

    shipping.setAttribute('href', 'https://evil.example/verzending/');
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    shipping.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
    expect(shipping.classList.contains('loading')).toBe(false);
  });

  it("names the dialog by the link's title, else by its aria-label, else by its text", async () => {
    await openProductPage();
    const shipping = link('Verzending en retour');
    const user = userEvent.setup();
    for (const [attribute, value] of [['title', 'Levering'], ['aria-label', 'Over verzenden']] as const) {
      shipping.setAttribute(attribute, value);
      await user.click(shipping);
      expect(await screen.findByRole('dialog', { name: value })).toBeTruthy();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(modal.value).toBeNull());
      shipping.removeAttribute(attribute);
    }
  });

  it('leaves its link to the browser once unmounted, and a match that is no link alone', async () => {
    await openDemoPage('/product/oxford-overhemd/');
    const shipping = link('Verzending en retour');
    const stop = island.mount(shipping);
    stop?.();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    shipping.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(island.mount(document.createElement('span'))).toBeUndefined();
  });
});
