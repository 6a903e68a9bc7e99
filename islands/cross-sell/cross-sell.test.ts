import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

const PRODUCT = '/product/geruit-flanellen-overhemd/';

const box = () => document.querySelector<HTMLElement>('.main-cross-sell')!;
const total = () => document.querySelector('#cross-sell-buying-price')!.textContent;
const button = () => document.querySelector<HTMLAnchorElement>('#cross-sell-add-to-cart')!;
const row = (name: string) => screen.getByLabelText(name).closest('li')!;
const thumb = (asin: string) => document.getElementById(`cross-sell-thumb-${asin}`)!.closest('li')!;

/** The WooZone calls the page sends from now until the test ends, as "sub_action asin". */
function recordCalls(): string[] {
  const calls: string[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const fields = new URLSearchParams(await request.clone().text());
    if (fields.get('action') === 'WooZone_frontend') calls.push(`${fields.get('sub_action')} ${fields.get('asin')}`);
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return calls;
}

/** A box from the server with one checkbox row per item: [asin, data-item_price], and the button to `href`. */
const boxAnswer =
  (href: string, items: Array<[string, string]> = [['B000000001', '1.00']]) =>
  () =>
    HttpResponse.json({
      status: 'valid',
      debug: '',
      html: `<div class="cross-sell"><span class="cross-sell-price-sep" data-price_dec_sep=","></span><ul id="feq-products"><li>…</li></ul><span id="cross-sell-buying-price">€ 1,00</span><a href="${href}" id="cross-sell-add-to-cart">In winkelwagen</a><ul class="cross-sell-items">${items
        .map(([asin, price]) => `<li><input type="checkbox" checked value="${asin}" aria-label="${asin}"><div class="cross-sell-item-price" data-item_price="${price}"></div></li>`)
        .join('')}</ul></div>`,
    });

/** The product page with the island mounted; `answer` replaces the shop's first answer to load_cross_sell. */
async function openMounted(path = PRODUCT, answer?: () => Response): Promise<DemoPage> {
  const page = await openDemoPage(path);
  // After the page's own shop handlers, so this one comes first.
  if (answer) mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
  await page.mount(['cross-sell'], { now: true });
  return page;
}

async function openLoaded(path = PRODUCT, answer?: () => Response): Promise<DemoPage> {
  const page = await openMounted(path, answer);
  await waitFor(() => expect(button()).not.toBeNull());
  return page;
}

async function toggle(name: string): Promise<void> {
  await act(async () => screen.getByLabelText(name).click());
}

/** A box from the server with one checked item at € 1,00, printed without its button. */
const boxWithoutButton = () =>
  HttpResponse.json({
    status: 'valid',
    debug: '',
    html: '<div class="cross-sell"><span id="cross-sell-buying-price">€ 1,00</span><ul class="cross-sell-items"><li><input type="checkbox" checked value="B000000001" aria-label="B000000001"><div class="cross-sell-item-price" data-item_price="1.00"></div></li></ul></div>',
  });

/** A click on the box's button, with Ctrl held or not; the event, to see whether the browser follows the link. */
function clickButton(ctrlKey: boolean): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey });
  button().dispatchEvent(click);
  return click;
}

describe('Vaak samen gekocht', () => {
  it('asks for the box only once its placeholder comes within 200 px of the viewport', async () => {
    let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    let margin: string | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void, options?: IntersectionObserverInit) {
          notify = callback;
          margin = options?.rootMargin;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const page = await openDemoPage(PRODUCT);
      const calls = recordCalls();
      const placeholder = box().innerHTML;
      await page.mount(['cross-sell']);
      // Watched with a 200 px margin, and the placeholder left as the server printed it: a load starts
      // by putting its status in its place (mount() waits for what starts by itself).
      expect([margin, box().innerHTML]).toEqual(['200px', placeholder]);
      await act(async () => notify?.([{ isIntersecting: true, target: box() }]));
      await waitFor(() => expect(button()).not.toBeNull());
      expect(calls).toEqual(['load_cross_sell B07QXMNH1F']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fills the placeholder with the server’s box, every item checked, the total of all', async () => {
    await openLoaded();
    expect(screen.getByRole('heading', { name: 'Vaak samen gekocht' })).toBeTruthy();
    expect(total()).toBe('€\u00a072,40');
    expect([...document.querySelectorAll<HTMLInputElement>('.cross-sell-items input')].map((input) => [input.value, input.checked])).toEqual([
      ['B07QXMNH1F', true],
      ['B07ZK4Q1TR', true],
      ['B08CJX7M2N', true],
    ]);
    expect(box().hasAttribute('aria-busy')).toBe(false);
  });

  it('marks an unchecked row (its other classes kept), hides its thumb and announces the new total', async () => {
    await openLoaded();
    row('Wollen sokken, 3 paar').classList.add('theme-row');
    await toggle('Wollen sokken, 3 paar');
    expect([...row('Wollen sokken, 3 paar').classList]).toEqual(['theme-row', 'cross-sale-uncheck']);
    expect(thumb('B08CJX7M2N').hidden).toBe(true);
    expect(total()).toBe('€\u00a059,90');
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Totaalprijs: €\u00a059,90'));
    await toggle('Wollen sokken, 3 paar');
    expect([[...row('Wollen sokken, 3 paar').classList], thumb('B08CJX7M2N').hidden, total()]).toEqual([['theme-row'], false, '€\u00a072,40']);
  });

  it('writes the total with a dot where the shop’s separator is a dot', async () => {
    await openLoaded();
    document.querySelector('.cross-sell-price-sep')!.setAttribute('data-price_dec_sep', '.');
    await toggle('Leren riem met messing gesp');
    expect(total()).toBe('€\u00a052.45');
  });

  it('at a total of 0 hides the bundle and disables the button, whose click then goes nowhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openLoaded();
    for (const name of ['Dit artikel: Geruit flanellen overhemd', 'Leren riem met messing gesp', 'Wollen sokken, 3 paar']) await toggle(name);
    expect([total(), document.getElementById('feq-products')!.style.visibility, button().getAttribute('aria-disabled')]).toEqual(['€\u00a00,00', 'hidden', 'true']);
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Totaalprijs: €\u00a00,00 Kies minstens één artikel.'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button().dispatchEvent(click);
    expect([click.defaultPrevented, assign.mock.calls]).toEqual([true, []]);
    await toggle('Wollen sokken, 3 paar');
    expect([document.getElementById('feq-products')!.style.visibility, button().hasAttribute('aria-disabled')]).toEqual(['', false]);
  });

  it('goes to the link with the checked ASINs, the list made afresh on every click', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openLoaded();
    await toggle('Wollen sokken, 3 paar');
    await act(async () => button().click());
    await toggle('Leren riem met messing gesp');
    await act(async () => button().click());
    expect(assign.mock.calls).toEqual([
      [`${location.origin}/?amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR`],
      [`${location.origin}/?amz_cross_sell=yes&asins=B07QXMNH1F`],
    ]);
    // A click that opens a new tab follows the link itself, which carries the choice.
    expect(button().href).toBe(`${location.origin}/?amz_cross_sell=yes&asins=B07QXMNH1F`);
  });

  it('joins with & when the server’s link already has a query', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openLoaded(PRODUCT, boxAnswer('/cart/?lang=nl'));
    await act(async () => button().click());
    expect(assign.mock.calls).toEqual([[`${location.origin}/cart/?lang=nl&amz_cross_sell=yes&asins=B000000001`]]);
  });

  it('neither follows nor links to another site the server’s button names', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openLoaded(PRODUCT, boxAnswer('https://elders.example/'));
    // No href, so a middle click or "open in new tab" cannot go there either, before or after a choice.
    expect([button().hasAttribute('href'), total()]).toEqual([false, '€ 1,00']);
    await toggle('B000000001');
    await toggle('B000000001');
    expect(button().hasAttribute('href')).toBe(false);
    await act(async () => button().click());
    expect(assign).not.toHaveBeenCalled();
  });

  it('counts a price it cannot read as 0: with only such an item checked the bundle hides and the button is disabled', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openLoaded(PRODUCT, boxAnswer('/', [['B000000001', '1.00'], ['B000000002', 'abc']]));
    await toggle('B000000001');
    expect([total(), document.getElementById('feq-products')!.style.visibility, button().getAttribute('aria-disabled'), button().href]).toEqual(['€ 0,00', 'hidden', 'true', `${location.origin}/`]);
    await act(async () => button().click());
    expect(assign).not.toHaveBeenCalled();
    await toggle('B000000001');
    expect([document.getElementById('feq-products')!.style.visibility, button().hasAttribute('aria-disabled')]).toEqual(['', false]);
  });

  it.each([
    ['invalid', () => HttpResponse.json({ status: 'invalid', html: '', debug: '' })],
    ['valid without a box', () => HttpResponse.json({ status: 'valid', html: '', debug: '' })],
    ['valid with only blank lines', () => HttpResponse.json({ status: 'valid', html: '\n  \n', debug: '' })],
  ])('hides the empty placeholder when the answer is %s', async (_, response) => {
    await openMounted(PRODUCT, response);
    await waitFor(() => expect(box().hidden).toBe(true));
    expect([box().children.length, box().hasAttribute('aria-busy')]).toEqual([0, false]);
  });

  it.each([
    ['a 500', () => new HttpResponse('<html>fout</html>', { status: 500 })],
    ['an HTML body', () => new HttpResponse('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('says so in its place after %s, and loads the box when the shopper tries again', async (_, response) => {
    await openMounted(PRODUCT, response);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect([box().hidden, box().hasAttribute('aria-busy'), screen.getByText('De artikelen die vaak samen gekocht worden, konden niet worden geladen.').isConnected]).toEqual([false, false, true]);
    await act(async () => retry.click());
    await waitFor(() => expect(button()).not.toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('Dit artikel: Geruit flanellen overhemd'));
  });

  it('empties the cache with the button in WooZone’s debug div, for the div’s ASIN, and reloads the page after the answer', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const calls = recordCalls();
    await openLoaded(`${PRODUCT}?woozone-debug=1`);
    const empty = screen.getByRole('button', { name: 'Cross-sell-cache legen' });
    expect(empty.closest('#WooZone-cross-sell-debug')?.getAttribute('data-asin')).toBe('B07QXMNH1F');
    await act(async () => fireEvent.click(empty));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls).toEqual(['load_cross_sell B07QXMNH1F', 'cross_sell_empty_cache B07QXMNH1F']);
    expect([screen.getByText('Opslaan...').isConnected, empty.getAttribute('aria-busy')]).toEqual([true, 'true']);
  });

  it('takes a button the plugin’s script puts in its debug div later too, and leaves a div for another ASIN alone', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const calls = recordCalls();
    await openLoaded();
    const debugDiv = (asin: string) => {
      const div = Object.assign(document.createElement('div'), { className: 'WooZone-cross-sell-debug' });
      div.dataset.asin = asin;
      document.body.append(div);
      return div;
    };
    const other = debugDiv('B000000009').appendChild(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Ander' }));
    await act(async () => fireEvent.click(other));
    // A click it answers marks the button busy and shows "saving" before its call; the other ASIN's
    // got neither, and the one call below is all that went out.
    expect([other.hasAttribute('aria-busy'), other.parentElement!.querySelector('.WooZone-cross-sell-saving')]).toEqual([false, null]);
    const ours = debugDiv('B07QXMNH1F').appendChild(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Leeg' }));
    await act(async () => fireEvent.click(ours));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls).toEqual(['load_cross_sell B07QXMNH1F', 'cross_sell_empty_cache B07QXMNH1F']);
  });

  it('empties the cache once for presses while its call runs; a call that fails is told and leaves the button usable, and nothing reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await openLoaded();
    const calls = recordCalls();
    const div = Object.assign(document.createElement('div'), { className: 'WooZone-cross-sell-debug' });
    // The ASIN as a template may print it, with spaces around.
    div.dataset.asin = ' B07QXMNH1F ';
    const empty = div.appendChild(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Leeg' }));
    document.body.append(div);
    let fail = () => undefined as void;
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => new Promise<Response>((resolve) => (fail = () => resolve(HttpResponse.error()))), { once: true }));
    await act(async () => fireEvent.click(empty));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => fireEvent.click(empty));
    fail();
    expect((await screen.findByRole('alert')).textContent).toBe('Er is een onbekende fout opgetreden.');
    expect([calls, empty.hasAttribute('aria-busy'), div.querySelector('.WooZone-cross-sell-saving'), reload.mock.calls.length]).toEqual([['cross_sell_empty_cache B07QXMNH1F'], false, null, 0]);
    await act(async () => fireEvent.click(empty));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(2);
  });

  it('leaves a placeholder without data-asin alone', async () => {
    await openDemoPage(PRODUCT);
    const calls = recordCalls();
    delete box().dataset.asin;
    expect([island.mount(box()), calls]).toEqual([undefined, []]);
  });

  it('leaves a debug div without an ASIN alone', async () => {
    await openLoaded();
    const calls = recordCalls();
    const div = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'WooZone-cross-sell-debug' }));
    const empty = div.appendChild(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Leeg' }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => empty.dispatchEvent(click));
    expect([click.defaultPrevented, empty.hasAttribute('aria-busy'), calls]).toEqual([false, false, []]);
  });

  it('leaves a change outside the item list alone: nothing is announced', async () => {
    await openLoaded();
    box().querySelector('.cross-sell')!.insertAdjacentHTML('beforeend', '<label><input type="checkbox"> Cadeauverpakking</label>');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    await toggle('Cadeauverpakking');
    act(() => vi.runOnlyPendingTimers());
    expect(document.querySelector('.si-announcer')?.textContent ?? '').toBe('');
    await toggle('Wollen sokken, 3 paar');
    act(() => vi.runOnlyPendingTimers());
    expect(document.querySelector('.si-announcer')?.textContent).toBe('Totaalprijs: €\u00a059,90');
  });

  it('announces the label and total without the spaces around them in the markup, and only the label without a total', async () => {
    const spaced = () =>
      HttpResponse.json({
        status: 'valid',
        debug: '',
        html: '<div class="cross-sell"><span id="cross-sell-bpt">\n  Totaalprijs:\n</span><span id="cross-sell-buying-price">\n  € 2,00\n</span><ul class="cross-sell-items"><li><input type="checkbox" checked value="B000000001" aria-label="B000000001"><div class="cross-sell-item-price" data-item_price="1.00"></div></li><li><input type="checkbox" checked value="B000000002" aria-label="B000000002"><div class="cross-sell-item-price" data-item_price="1.00"></div></li></ul></div>',
      });
    await openMounted(PRODUCT, spaced);
    await waitFor(() => expect(screen.getByLabelText('B000000001')).toBeTruthy());
    await toggle('B000000001');
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Totaalprijs: € 1.00'));
    document.getElementById('cross-sell-buying-price')!.remove();
    await toggle('B000000002');
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Totaalprijs:'));
  });

  it('has no debug button without the QA switch', async () => {
    await openLoaded();
    expect(screen.queryByRole('button', { name: 'Cross-sell-cache legen' })).toBeNull();
  });
  it.each([
    ['with spaces around its ASIN asks for the ASIN alone', ' B07QXMNH1F ', ['load_cross_sell B07QXMNH1F']],
    ['with an empty ASIN asks nothing', '', []],
  ])('a placeholder %s', async (_, asin, expected) => {
    const page = await openDemoPage(PRODUCT);
    const calls = recordCalls();
    box().dataset.asin = asin;
    await page.mount(['cross-sell'], { now: true });
    if (expected.length > 0) await waitFor(() => expect(button()).not.toBeNull());
    expect(calls).toEqual(expected);
  });

  it('leaves the focus where it was when the box first loads', async () => {
    const focused = document.activeElement;
    await openLoaded();
    expect(document.activeElement).toBe(focused);
  });

  it('shows a failure in the plugin’s status line, and keeps the focus on “try again” when trying again fails too', async () => {
    const focused = document.activeElement;
    await openMounted(PRODUCT, () => HttpResponse.error());
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    const status = document.querySelector('.main-cross-sell > .cross-sell-status')!;
    expect([status.querySelector('p')!.className, retry.parentElement, document.activeElement]).toEqual(['cross-sell-error', status, focused]);
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => HttpResponse.error(), { once: true }));
    retry.focus();
    await act(async () => retry.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opnieuw proberen' })));
    expect(document.activeElement).not.toBe(retry);
  });

  it('follows the choice in a box the server printed without its button', async () => {
    await openMounted(PRODUCT, boxWithoutButton);
    await waitFor(() => expect(screen.getByLabelText('B000000001')).toBeTruthy());
    await toggle('B000000001');
    expect(total()).toBe('€ 0.00');
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('€ 0.00'));
  });

  it('lets a Ctrl-click open the chosen link in a new tab, but not while nothing is chosen', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openLoaded();
    expect(clickButton(true).defaultPrevented).toBe(false);
    for (const name of ['Dit artikel: Geruit flanellen overhemd', 'Leren riem met messing gesp', 'Wollen sokken, 3 paar']) await toggle(name);
    expect(clickButton(true).defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('after unmounting no longer follows the checkboxes nor goes anywhere on a click', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const loading = await openWhileLoading();
    loading.answer();
    await waitFor(() => expect(button()).not.toBeNull());
    loading.unmount();
    await toggle('B000000001');
    expect([total(), clickButton(false).defaultPrevented, assign.mock.calls]).toEqual(['€ 1,00', false, []]);
  });

  it('marks the debug button’s “saving” text with the plugin’s class', async () => {
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await openLoaded(`${PRODUCT}?woozone-debug=1`);
    const empty = screen.getByRole('button', { name: 'Cross-sell-cache legen' });
    await act(async () => fireEvent.click(empty));
    expect(screen.getByText('Opslaan...').className).toBe('WooZone-cross-sell-saving');
  });
});

/** The product page with the island mounted on its box while load_cross_sell's first answer waits for `answer()`; the call's signal, to see it stopped. */
async function openWhileLoading(answer: () => Response = boxAnswer('/koop/')) {
  await openDemoPage(PRODUCT);
  let release = () => undefined as void;
  let signal: AbortSignal | undefined;
  mswServer.use(
    http.post(
      `${location.origin}/wp-admin/admin-ajax.php`,
      ({ request }) => {
        signal = request.signal;
        return new Promise<Response>((resolve) => (release = () => resolve(answer())));
      },
      { once: true },
    ),
  );
  const unmount = island.mount(box()) ?? (() => undefined);
  onTestFinished(unmount);
  await waitFor(() => expect(signal).toBeDefined());
  return { answer: () => release(), unmount, stopped: () => signal!.aborted };
}

describe('Vaak samen gekocht while its box loads', () => {
  it('marks the box busy with the plugin’s loading line, which takes no focus and no tab stop', async () => {
    const focused = document.activeElement;
    const loading = await openWhileLoading();
    const line = screen.getByText('Laden...');
    expect([box().getAttribute('aria-busy'), box().classList.contains('cross-sell-loading'), line.tabIndex, document.activeElement]).toEqual(['true', true, -1, focused]);
    loading.answer();
    await waitFor(() => expect(button()).not.toBeNull());
    expect([box().hasAttribute('aria-busy'), box().classList.contains('cross-sell-loading')]).toEqual([false, false]);
  });

  it('stops its call when unmounted, and shows neither the box nor a failure afterwards', async () => {
    const loading = await openWhileLoading();
    loading.unmount();
    expect(loading.stopped()).toBe(true);
    loading.answer();
    // The stopped call has come back once the box is no longer busy.
    await waitFor(() => expect(box().hasAttribute('aria-busy')).toBe(false));
    expect([document.querySelector('#cross-sell-add-to-cart'), screen.queryByRole('button', { name: 'Opnieuw proberen' })]).toEqual([null, null]);
  });

  it('on a retry that brings a box without items shows that box', async () => {
    await openMounted(PRODUCT, () => HttpResponse.error());
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => HttpResponse.json({ status: 'valid', debug: '', html: '<div class="cross-sell"><p>Binnenkort meer</p></div>' }), { once: true }));
    await act(async () => retry.click());
    await waitFor(() => expect(screen.getByText('Binnenkort meer')).toBeTruthy());
    expect(box().hasAttribute('aria-busy')).toBe(false);
  });

  it('on a retry moves focus to the loading line, so it is not lost with the retry button', async () => {
    await openMounted(PRODUCT, () => HttpResponse.error());
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect(retry.className).toBe('button cross-sell-retry');
    let release = () => undefined as void;
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => new Promise<Response>((resolve) => (release = () => resolve(boxAnswer('/koop/')()))), { once: true }));
    retry.focus();
    await act(async () => retry.click());
    expect(document.activeElement).toBe(screen.getByText('Laden...'));
    release();
    await waitFor(() => expect(button()).not.toBeNull());
  });
});
