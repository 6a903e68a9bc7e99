import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';

const box = () => document.getElementById('amzaff-amazon-review-tab')!;

/**
 * Whether the tab has started a load: it marks the box busy and puts its status in before it sends,
 * and its fetch is in the request log the moment it is made, so this tells at once, without waiting.
 */
const loadsStarted = (page: DemoPage) => ({
  busy: box().hasAttribute('aria-busy'),
  status: box().querySelector('.si-reviews-status')?.textContent ?? null,
  calls: page.requests.filter((request) => request === 'POST /wp-admin/admin-ajax.php').length,
});
const NONE_STARTED = { busy: false, status: null, calls: 0 };

/** The sub_actions of the WooZone calls the page sends from now on. */
function recordSubActions(): string[] {
  const seen: string[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const action = new URLSearchParams(await request.clone().text()).get('sub_action');
    if (action) seen.push(`${action} ${new URLSearchParams(await request.clone().text()).get('prodid')}`);
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return seen;
}

async function openFlannelShirt(): Promise<{ page: DemoPage; calls: string[] }> {
  const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
  const calls = recordSubActions();
  await page.mount(['product-tabs', 'reviews-tab'], { now: true });
  return { page, calls };
}

describe('the Amazon reviews tab', () => {
  it('asks for the reviews only when its tab is first opened, busy meanwhile, and shows them', async () => {
    const { page, calls } = await openFlannelShirt();
    // Mounted (mount() waited for it) and nothing asked, as the tab is closed.
    expect(loadsStarted(page)).toEqual(NONE_STARTED);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(
      http.post(`${location.origin}/wp-admin/admin-ajax.php`, async () => {
        await gate;
        return undefined;
      }, { once: true }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    expect([box().getAttribute('aria-busy'), box().classList.contains('is-loading')]).toEqual(['true', true]);
    expect(box().querySelector('.si-reviews-status')?.textContent).toBe(nlTheme.reviewsLoading);
    release();
    await waitFor(() => expect(box().querySelector('.amzaff-review-title')?.textContent).toBe('Heerlijk warm'));
    // The same words as the country box's links that open Amazon.
    expect(screen.getByRole('link', { name: `Alle recensies op Amazon ${nlTheme.opensInNewTab}` })).toBeTruthy();
    expect([box().hasAttribute('aria-busy'), box().classList.contains('is-loading')]).toEqual([false, false]);
    expect(box().textContent).not.toContain(nlTheme.reviewsLoading);
    expect(calls).toEqual(['load_amazon_reviews 102']);
    await userEvent.click(screen.getByRole('tab', { name: 'Beschrijving' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    // Opened again: no second load, and the reviews stay.
    expect(loadsStarted(page)).toEqual({ ...NONE_STARTED, calls: 1 });
    expect(box().querySelectorAll('.amzaff-review')).toHaveLength(3);
  });

  it('leaves a box without a product id as the server printed it', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    box().removeAttribute('data-prodid');
    await page.mount(['product-tabs', 'reviews-tab'], { now: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    expect(loadsStarted(page)).toEqual(NONE_STARTED);
  });

  it('loads when the tab was opened before its code arrived', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    await page.mount(['product-tabs'], { now: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    await page.mount(['reviews-tab'], { now: true });
    await waitFor(() => expect(box().querySelectorAll('.amzaff-review')).toHaveLength(3));
  });

  it('loads once when the address opens the tab, however many other tabs open after', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/#tab-amazon_reviews');
    const calls = recordSubActions();
    await page.mount(['product-tabs', 'reviews-tab'], { now: true });
    await waitFor(() => expect(box().querySelectorAll('.amzaff-review')).toHaveLength(3));
    await userEvent.click(screen.getByRole('tab', { name: 'Beschrijving' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    expect(loadsStarted(page)).toEqual({ ...NONE_STARTED, calls: 1 });
    expect(calls).toEqual(['load_amazon_reviews 102']);
  });

  it('loads once the box nears the viewport on a theme that prints the tabs as plain sections', async () => {
    const observers: { element: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observers.push({ element, callback: this.callback });
        }
        disconnect() {
          observers.splice(observers.findIndex((entry) => entry.callback === this.callback), 1);
        }
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    // The theme's section: the box without the WooCommerce tab panel around it.
    const panel = document.getElementById('tab-amazon_reviews')!;
    panel.replaceWith(...panel.childNodes);
    const calls = recordSubActions();
    await page.mount(['reviews-tab'], { now: true });
    // Mounted and watching the box, nothing asked until it nears the viewport.
    expect([observers.some((entry) => entry.element === box()), loadsStarted(page)]).toEqual([true, NONE_STARTED]);
    const inView = [{ isIntersecting: true, target: box() } as unknown as IntersectionObserverEntry];
    const enter = () => observers.filter((entry) => entry.element === box()).forEach((entry) => entry.callback(inView, {} as IntersectionObserver));
    enter();
    await waitFor(() => expect(box().querySelectorAll('.amzaff-review')).toHaveLength(3));
    enter();
    expect(loadsStarted(page)).toEqual({ ...NONE_STARTED, calls: 1 });
    expect(calls).toEqual(['load_amazon_reviews 102']);
  });

  it.each([
    ['a status other than valid', () => HttpResponse.json({ status: 'invalid', html: '<p>Gekaapt</p>' })],
    ['a 500', () => new HttpResponse('kapot', { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
    ['WordPress’s 0', () => new HttpResponse('0', { status: 400 })],
  ])('keeps the link to Amazon after %s, and says so', async (_, answer) => {
    const { calls } = await openFlannelShirt();
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
    await userEvent.click(screen.getByRole('tab', { name: 'Amazon-recensies' }));
    await waitFor(() => expect(box().hasAttribute('aria-busy')).toBe(false));
    expect(box().textContent).toContain(nlTheme.reviewsUnavailable);
    expect(screen.getByRole('link', { name: `Lees de recensies op Amazon ${nlTheme.opensInNewTab}` }).getAttribute('href')).toBe('https://www.amazon.de/dp/B07QXMNH1F/?tag=modehuisklederdracht-de-21#customerReviews');
    expect(box().textContent).not.toContain('Gekaapt');
    expect(calls).toEqual(['load_amazon_reviews 102']);
  });
});
