import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { comingSoonBanner } from '../../mock-server/views/coming-soon-banner.ts';
import { forgetRefreshedNonce } from '../../src/http/rest/nonce.ts';
import { nl } from '../../src/i18n/nl.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { demoShop, logRequests, signIn } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

const REST_URL = `${location.origin}/wp-json/wp/v2/users/1`;

afterEach(() => forgetRefreshedNonce());

function printBanner(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  const banner = document.getElementById('coming-soon-footer-banner');
  if (!banner) throw new Error('no banner');
  const cleanup = island.mount(banner);
  if (cleanup) onTestFinished(cleanup);
  return banner;
}

describe('the coming-soon banner for the store admin', () => {
  it('saves the dismissal for this user with the banner’s nonce, and hides when the call completes', async () => {
    const shop = demoShop().shop;
    const nonce = signIn(shop, 'beheer');
    const banner = printBanner(comingSoonBanner(REST_URL, nonce).markup);
    const log = logRequests().requestLog;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let body = '';
    mswServer.use(
      http.post(`${location.origin}/wp-json/wp/v2/users/1`, async ({ request }) => {
        body = await request.clone().text();
        await gate;
        return undefined;
      }),
    );

    const dismiss = screen.getByRole('button', { name: 'Melding sluiten' });
    await userEvent.click(dismiss);
    expect(banner.hidden).toBe(false);
    // WooCommerce's own marks for the wait, which its CSS shows.
    expect([banner.getAttribute('aria-busy'), banner.classList.contains('is-dismissing'), dismiss.classList.contains('loading')]).toEqual(['true', true, true]);
    // A second press while the call runs sends nothing more.
    await userEvent.click(dismiss);
    release();

    await waitFor(() => expect(banner.hidden).toBe(true));
    expect([banner.classList.contains('is-dismissing'), dismiss.classList.contains('loading'), log.length]).toEqual([false, false, 1]);
    expect(body).toBe('{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}');
    expect(log[0]?.headers.get('X-WP-Nonce')).toBe(nonce);
    expect(shop.users.byId(1)?.meta.coming_soon_banner_dismissed).toBe('yes');
  });

  it('makes WooCommerce’s bare dismiss link (no href, no text) a button the keyboard reaches', async () => {
    const shop = demoShop().shop;
    const nonce = signIn(shop, 'beheer');
    const banner = printBanner(
      `<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Binnenkort beschikbaar.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${REST_URL}" data-rest-nonce="${nonce}"></a></div>`,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Melding sluiten' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(banner.hidden).toBe(true));
  });

  it('refreshes an expired nonce and still saves the dismissal', async () => {
    const shop = demoShop().shop;
    signIn(shop, 'beheer');
    const banner = printBanner(comingSoonBanner(REST_URL, '0000000000').markup);
    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(banner.hidden).toBe(true));
    expect(shop.users.byId(1)?.meta.coming_soon_banner_dismissed).toBe('yes');
  });

  it('hides when the call fails too, says why in Dutch, and moves focus to the main content', async () => {
    const shop = demoShop().shop;
    const nonce = signIn(shop, 'beheer');
    const banner = printBanner(comingSoonBanner(REST_URL, nonce).markup);
    document.body.insertAdjacentHTML('afterbegin', '<main id="main"><h1>Shop</h1></main>');
    mswServer.use(http.post(`${location.origin}/wp-json/wp/v2/users/1`, () => HttpResponse.error(), { once: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    // WooCommerce's failure toast: an alert, said at once.
    expect((await screen.findByRole('alert')).textContent).toBe(nl.offline);
    expect(banner.hidden).toBe(true);
    expect(banner.style.display).toBe('none');
    expect(banner.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(shop.users.byId(1)?.meta.coming_soon_banner_dismissed).not.toBe('yes');
  });

  it('leaves a banner without a dismiss link alone', () => {
    const banner = printBanner('<div id="coming-soon-footer-banner">Binnenkort beschikbaar.</div>');
    expect([banner.hidden, banner.innerHTML]).toEqual([false, 'Binnenkort beschikbaar.']);
  });

  it('leaves a dismiss link without its REST address as the page printed it', () => {
    printBanner('<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" href="#">Sluiten</a></div>');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sluiten' })).toBeTruthy();
  });
});
