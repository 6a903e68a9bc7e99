import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { answerNever } from '../../tests/msw/answer-never.ts';
import { currentVisit, demoShop, findToast, openDemoPage, signIn, type DemoPage } from '../../tests/unit/demo-page.ts';
import { listOwner } from '../../mock-server/shop/list-owner.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

/** The demo listing with its compare buttons and the header's count mounted as on a real page; a second copy of the Linnen shirt's button, as a widget would print it. */
async function openListing(): Promise<DemoPage> {
  const page = await openDemoPage('/shop/');
  const copy = document.querySelector('.rh-compare-form')!.cloneNode(true) as HTMLElement;
  copy.querySelector('button')!.setAttribute('aria-label', 'Vergelijken: “Linnen shirt” (widget)');
  document.body.append(copy);
  await page.mount(['compare-button', 'compare-count'], { now: true });
  return page;
}

const button = (name = 'Linnen shirt') => screen.getByRole('button', { name: `Vergelijken: “${name}”` });
const widgetButton = () => screen.getByRole('button', { name: 'Vergelijken: “Linnen shirt” (widget)' });
const total = () => document.querySelector('.re-compare-icon-toggle .re-compare-notice')!.textContent;
const state = (element: HTMLElement) => [element.className.includes(' comparing') ? 'comparing' : element.className.includes('not-incompare') ? 'not-incompare' : '?', element.getAttribute('aria-pressed')];
const compared = (page: DemoPage) => page.shop.compare.comparedIds(listOwner(currentVisit(page.shop)));

async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/** Holds the compare requests until `release()`; then the shop answers them. */
function holdRequests() {
  const held: Array<() => void> = [];
  let released = false;
  mswServer.use(
    http.post(AJAX_URL, async () => {
      if (!released) await new Promise<void>((resolve) => held.push(resolve));
    }),
  );
  return () =>
    act(async () => {
      released = true;
      held.splice(0).forEach((resolve) => resolve());
    });
}

describe('the compare button', () => {
  it('compares the product without leaving the page after the tap’s own frame: loading, then comparing on every button of it, the total +1', async () => {
    const page = await openListing();
    const release = holdRequests();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    await click(button());
    // Nothing restyled and nothing sent until the frame answering the tap is painted.
    expect([button().classList.contains('loading'), page.requests]).toEqual([false, []]);
    await act(async () => frames.splice(0).forEach((frame) => frame(performance.now())));
    await waitFor(() => expect([button().classList.contains('loading'), button().getAttribute('aria-busy')]).toEqual([true, 'true']));
    await release();
    await waitFor(() => expect(state(button())).toEqual(['comparing', 'true']));
    expect(state(widgetButton())).toEqual(['comparing', 'true']);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(total()).toBe('1');
    expect(compared(page)).toEqual([101]);
    expect(page.requests).toContain('POST /wp-admin/admin-ajax.php');
    // Its form would now remove, should it ever be submitted.
    expect(button().closest('form')!.querySelector<HTMLInputElement>('[name="perform"]')!.value).toBe('remove');
    expect(location.pathname).toBe('/shop/');
  });

  it('stops comparing on the second click, the total -1 and never below 0', async () => {
    const page = await openListing();
    await click(button());
    await waitFor(() => expect(total()).toBe('1'));
    // Rehub's CSS reads one state class at a time.
    expect(button().classList.contains('not-incompare')).toBe(false);
    await click(widgetButton());
    await waitFor(() => expect(state(button())).toEqual(['not-incompare', 'false']));
    expect([button().classList.contains('comparing'), total()]).toEqual([false, '0']);
    expect(compared(page)).toEqual([]);
    expect(button().closest('form')!.querySelector<HTMLInputElement>('[name="perform"]')!.value).toBe('add');
  });

  it('compares for a signed-in customer on a page a full-page cache served, with their own nonce', async () => {
    const shop = demoShop();
    signIn(shop.shop, 'klant');
    const page = await openDemoPage('/shop/?page-cache=1', { shop });
    await page.mount(['compare-button', 'compare-count'], { now: true });
    await click(button());
    await waitFor(() => expect(state(button())).toEqual(['comparing', 'true']));
    expect(shop.shop.compare.comparedIds('user:2')).toEqual([101]);
  });

  it("counts on from the header's printed total", async () => {
    const first = await openDemoPage('/shop/');
    const security = (window as unknown as { comparechart: { comparenonce: string } }).comparechart.comparenonce;
    for (const compareID of ['102', '116']) await fetch(AJAX_URL, { method: 'POST', body: new URLSearchParams({ action: 're_add_compare', compareID, perform: 'add', security }) });
    const page = await openDemoPage('/shop/', { shop: first });
    await page.mount(['compare-button', 'compare-count'], { now: true });
    expect([total(), state(button('Geruit flanellen overhemd'))]).toEqual(['2', ['comparing', 'true']]);
    await click(button());
    await waitFor(() => expect(total()).toBe('3'));
  });

  it('ignores clicks while a request runs', async () => {
    const page = await openListing();
    const release = holdRequests();
    await click(button());
    await click(button());
    await click(widgetButton());
    await release();
    await waitFor(() => expect(total()).toBe('1'));
    expect(page.requests.filter((request) => request === 'POST /wp-admin/admin-ajax.php')).toHaveLength(1);
  });

  // Status 0: the connection drops.
  it.each([
    ['an error status', 500, 'kapot', nlTheme.compareFailed],
    ['an HTML page', 200, '<!doctype html><p>Fout</p>', nlTheme.compareFailed],
    ['a dropped connection', 0, '', nlTheme.compareFailed],
    ['a refused nonce', 403, '-1', nlTheme.compareExpired],
  ] as const)('leaves everything as it was after %s, and says so', async (_, status, body, told) => {
    const page = await openListing();
    mswServer.use(http.post(AJAX_URL, () => (status === 0 ? HttpResponse.error() : new HttpResponse(body, { status })), { once: true }));
    await click(button());
    expect((await findToast('alert')).textContent).toBe(told);
    expect([state(button()), button().hasAttribute('aria-busy'), total()]).toEqual([['not-incompare', 'false'], false, '0']);
    expect(compared(page)).toEqual([]);
  });

  it('posts the page nonce, the id and what to do, as the theme does', async () => {
    await openListing();
    const posted: URLSearchParams[] = [];
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        posted.push(new URLSearchParams(await request.clone().text()));
      }),
    );
    await click(button());
    await waitFor(() => expect(total()).toBe('1'));
    const nonce = (window as unknown as { comparechart: { comparenonce: string } }).comparechart.comparenonce;
    expect(Object.fromEntries(posted[0]!)).toEqual({ action: 're_add_compare', compareID: '101', perform: 'add', security: nonce });
  });
});

describe("Rehub's own compare buttons", () => {
  it('makes its span a button the keyboard reaches, named "Vergelijken" where the theme printed only an icon; leaves a real button as it is', async () => {
    const page = await openDemoPage('/shop/');
    document.body.insertAdjacentHTML('beforeend', '<span class="wpsm-button-new-compare comparecompact not-incompare" data-addcompare-id="102"><i class="rhicon rhi-arrows"></i></span>');
    await page.mount(['compare-button'], { now: true });
    const span = document.querySelector<HTMLElement>('span.wpsm-button-new-compare')!;
    expect([span.getAttribute('role'), span.tabIndex, span.getAttribute('aria-label'), span.getAttribute('aria-pressed')]).toEqual(['button', 0, 'Vergelijken', 'false']);
    expect([button().getAttribute('role'), button().getAttribute('tabindex')]).toEqual([null, null]);
  });

  it('leaves a button without a product id as the page printed it', async () => {
    const page = await openDemoPage('/shop/');
    document.body.insertAdjacentHTML('beforeend', '<span class="wpsm-button-new-compare not-incompare" data-addcompare-id="geen">Vergelijk</span>');
    await page.mount(['compare-button'], { now: true });
    const span = document.querySelector<HTMLElement>('span.wpsm-button-new-compare')!;
    expect([span.getAttribute('role'), span.getAttribute('aria-pressed')]).toEqual([null, null]);
  });
});

describe('the compare button when the answer does not come in time', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each([
    [true, 'comparing', 'true', '1', nlTheme.compareLateCompared],
    [false, 'not-incompare', 'false', '0', nlTheme.compareLateNotCompared],
  ] as const)('asks what is compared and shows it (the shop made the change: %s)', async (applied, shownState, pressed, shownTotal, told) => {
    await openListing();
    const reached = answerNever('post', AJAX_URL, { applied });
    await click(button());
    await reached;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await findToast('status')).textContent).toBe(told);
    expect([state(button()), button().hasAttribute('aria-busy'), total()]).toEqual([[shownState, pressed], false, shownTotal]);
  });
});
