import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, startedSince, type DemoPage } from '../../tests/unit/demo-page.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import island from './index.ts';

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

let searched: string[];
/** When each search was sent, by Date.now(): in fake time where a test fakes Date. */
let searchedAt: number[];

/** The Shirts chart with its search and compare buttons mounted; `searched` collects every search query sent. */
async function openChart(): Promise<DemoPage> {
  const page = await openDemoPage('/compare/shirts/?compareids=101');
  await page.mount(['compare-search', 'compare-button', 'compare-count'], { now: true });
  searched = [];
  searchedAt = [];
  mswServer.use(
    http.post(AJAX_URL, async ({ request }) => {
      const fields = new URLSearchParams(await request.clone().text());
      if (fields.get('action') !== 'add_to_compare_search') return;
      searched.push(fields.get('search_query') ?? '');
      searchedAt.push(Date.now());
    }),
  );
  return page;
}

const overlay = () => document.querySelector<HTMLElement>('.comp-search')!;
const field = () => screen.getByRole('searchbox', { name: 'Zoek een product om toe te voegen' });
const results = () => document.querySelector<HTMLElement>('.comp-ajax-search-wrap')!;

/** Escape where focus is, as the shopper presses it. */
async function pressEscape(): Promise<void> {
  await act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
}

async function openSearch(): Promise<void> {
  await act(async () => screen.getByRole('button', { name: 'Product toevoegen' }).click());
}

/** Types as a shopper does: the field's value grows and each keystroke is an input event. */
async function type(text: string, into: HTMLInputElement = field() as HTMLInputElement): Promise<void> {
  for (const letter of text) {
    await act(async () => {
      into.value += letter;
      into.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

async function clearField(): Promise<void> {
  await act(async () => {
    (field() as HTMLInputElement).value = '';
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the compare search', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('opens as a dialog with focus in the field, and Escape closes it, clears it and gives focus back', async () => {
    await openChart();
    await openSearch();
    expect(screen.getByRole('dialog', { name: 'Producten zoeken om te vergelijken' })).toBe(overlay());
    expect(document.activeElement).toBe(field());
    await type('ov');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(results().textContent).toContain('Oxford overhemd'));
    await pressEscape();
    expect(overlay().classList.contains('rhhidden')).toBe(true);
    expect(results().childElementCount).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Product toevoegen' }));
  });

  it.each([
    ['names Rehub’s field, printed without a label, in Dutch; a label the page has stays its name', null, 'Producten zoeken om te vergelijken'],
    ['keeps the name the page gave its field without a label', 'Zoek een shirt', 'Zoek een shirt'],
  ])('%s', async (_, givenName, name) => {
    const page = await openDemoPage('/compare/shirts/?compareids=101');
    document.querySelector('label[for="comp-search-input"]')!.remove();
    if (givenName) document.querySelector('input.comp-search-input')!.setAttribute('aria-label', givenName);
    await page.mount(['compare-search'], { now: true });
    await openSearch();
    expect(screen.getByRole('searchbox', { name })).toBe(document.activeElement);
  });

  it('searches once, 100 ms after the last keystroke', async () => {
    await openChart();
    await openSearch();
    // Date in the fake time the debounce runs on: the gap below is the debounce's, however slow the machine.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await type('ove');
    // Read before the last keystroke: the clock also runs in real time, so after it would be late.
    const typedAt = Date.now();
    await type('r');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(searched).toEqual(['over']));
    expect(searchedAt[0]! - typedAt).toBeGreaterThanOrEqual(100);
    await waitFor(() => expect(within(results()).getAllByRole('button').length).toBeGreaterThan(0));
    expect(within(results()).getAllByRole('button').length).toBeLessThanOrEqual(5);
  });

  it('shows only the newest query’s results, its older request aborted', async () => {
    await openChart();
    let aborted = false;
    let held = '';
    mswServer.use(
      http.post(
        AJAX_URL,
        async ({ request }) => {
          held = new URLSearchParams(await request.clone().text()).get('search_query') ?? '';
          request.signal.addEventListener('abort', () => (aborted = true));
          await new Promise(() => undefined);
        },
        { once: true },
      ),
    );
    await openSearch();
    await type('li');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(held).toBe('li'));
    // The shopper types on while the first search is still out.
    await type('nnen');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(results().textContent).toContain('Linnen shirt'));
    expect([aborted, searched]).toEqual([true, ['linnen']]);
  });

  it('clears the results without a request when the field is emptied', async () => {
    await openChart();
    await openSearch();
    await type('ov');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(results().childElementCount).toBe(1));
    await clearField();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect([results().childElementCount, searched]).toEqual([0, ['ov']]);
  });

  it('leaves the results empty when the field is emptied while a search is out', async () => {
    await openChart();
    mswServer.use(http.post(AJAX_URL, () => new Promise<never>(() => undefined), { once: true }));
    await openSearch();
    await type('ov');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await clearField();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect([results().childElementCount, results().hasAttribute('aria-busy')]).toEqual([0, false]);
  });

  it('says when nothing matches, and searches only for keystrokes in its field', async () => {
    await openChart();
    const elsewhere = Object.assign(document.createElement('input'), { type: 'text' });
    document.body.append(elsewhere);
    await type('trui', elsewhere);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(searched).toEqual([]);
    await openSearch();
    await type('zwembroek');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(results().textContent).toBe('Geen resultaten gevonden'));
  });

  it('lets the results scroll in their own box below a 700 px window', async () => {
    await openChart();
    const height = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { value: 600, configurable: true });
    try {
      await openSearch();
      await type('ov');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(results().classList.contains('comp-ajax-search-overflow')).toBe(true));
    } finally {
      Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
    }
  });

  it('adds a result to the comparison with its own compare button', async () => {
    const page = await openChart();
    await openSearch();
    const since = performance.now();
    await type('denim');
    await act(() => vi.advanceTimersByTimeAsync(100));
    const denim = await within(results()).findByRole('button', { name: /Denim overhemd/ });
    // Mounted here at once (no click held for it, as the shop's own strategy would): the result's
    // button must have its island before the click.
    await act(() => startedSince('compare-button', since));
    expect(denim.getAttribute('aria-pressed')).toBe('false');
    await act(async () => denim.click());
    await waitFor(() => expect(denim.getAttribute('aria-pressed')).toBe('true'));
    expect(page.requests.filter((request) => request === 'POST /wp-admin/admin-ajax.php')).toHaveLength(2);
  });

  it('says so in the results when the search fails', async () => {
    await openChart();
    mswServer.use(http.post(AJAX_URL, () => new HttpResponse('0', { status: 400 }), { once: true }));
    await openSearch();
    await type('ov');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(results().textContent).toBe(nlTheme.compareSearchFailed));
    expect(results().hasAttribute('aria-busy')).toBe(false);
    // The next keystroke searches again, and this time the results come.
    await type('e');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(within(results()).getAllByRole('button').length).toBeGreaterThan(0));
    expect(searched).toEqual(['ove']);
    expect(results().textContent).not.toContain(nlTheme.compareSearchFailed);
  });

  it("posts the page's search data, WooCommerce's defaults where the page gives none, and Enter searches at once", async () => {
    const page = await openDemoPage('/compare/shirts/?compareids=101');
    const data = document.getElementById('compare_search_data')!;
    for (const name of ['data-posttype', 'data-terms', 'data-taxonomy']) data.removeAttribute(name);
    await page.mount(['compare-search'], { now: true });
    const posted: Record<string, string>[] = [];
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        const fields = Object.fromEntries(new URLSearchParams(await request.clone().text()));
        if (fields.action === 'add_to_compare_search') posted.push(fields);
      }),
    );
    await openSearch();
    (field() as HTMLInputElement).value = 'oxford';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => void (field() as HTMLInputElement).form!.dispatchEvent(submit));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(submit.defaultPrevented).toBe(true);
    expect(posted[0]).toMatchObject({ search_query: 'oxford', posttype: 'product', terms: '', taxonomy: 'product_cat' });
  });

  it("marks the dialog, its results and the link for the theme's CSS and for screen readers", async () => {
    await openChart();
    const link = screen.getByRole('button', { name: 'Product toevoegen' });
    expect([link.getAttribute('aria-haspopup'), results().getAttribute('aria-live')]).toEqual(['dialog', 'polite']);
    const height = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { value: 700, configurable: true });
    try {
      await openSearch();
      expect(overlay().classList.contains('comp-search-open')).toBe(true);
      await type('ov');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(results().classList.contains('comp-ajax-search-open')).toBe(true));
      // A 700 px window is tall enough for the results.
      expect(results().classList.contains('comp-ajax-search-overflow')).toBe(false);
      await clearField();
      expect(results().classList.contains('comp-ajax-search-open')).toBe(false);
      mswServer.use(http.post(AJAX_URL, () => new HttpResponse('0', { status: 400 }), { once: true }));
      await type('x');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(results().querySelector('p.comp-search-error')?.textContent).toBe(nlTheme.compareSearchFailed));
    } finally {
      Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
    }
  });

  it('keeps a name the page gave the dialog, and closes it when unmounted', async () => {
    await openDemoPage('/compare/shirts/?compareids=101');
    overlay().setAttribute('aria-label', 'Zoek een shirt');
    const stop = island.mount(document.getElementById('btn_search')!);
    await openSearch();
    expect(screen.getByRole('dialog', { name: 'Zoek een shirt' })).toBe(overlay());
    await type('ov');
    stop?.();
    expect([overlay().classList.contains('comp-search-open'), (field() as HTMLInputElement).value]).toEqual([false, '']);
  });

  it.each([
    ['the overlay', '.comp-search'],
    ['its field', 'input.comp-search-input'],
    ['its results box', '.comp-ajax-search-wrap'],
    ['the search data', '#compare_search_data'],
  ])('leaves the link to the search alone on a page without %s', async (_, part) => {
    const page = await openDemoPage('/compare/shirts/?compareids=101');
    document.querySelector(part)!.remove();
    await page.mount(['compare-search'], { now: true });
    expect(document.getElementById('btn_search')!.hasAttribute('role')).toBe(false);
  });

  it('searches as typed where the theme prints its field without a form, and Escape still closes and clears it', async () => {
    const page = await openDemoPage('/compare/shirts/?compareids=101');
    const form = document.querySelector('form.comp-search-form')!;
    form.replaceWith(...form.childNodes);
    await page.mount(['compare-search'], { now: true });
    await openSearch();
    await type('ov');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(results().textContent).toContain('Oxford overhemd'));
    await pressEscape();
    expect([overlay().classList.contains('rhhidden'), (field() as HTMLInputElement).value, document.activeElement]).toEqual([
      true,
      '',
      screen.getByRole('button', { name: 'Product toevoegen' }),
    ]);
  });

  it.each<[string, () => Promise<void>]>([
    ['the link is pressed again while it is open', openSearch],
    [
      'it was closed and opened again',
      async () => {
        await pressEscape();
        await openSearch();
      },
    ],
  ])('sends a search once for Enter when %s', async (_, again) => {
    await openChart();
    await openSearch();
    await again();
    (field() as HTMLInputElement).value = 'oxford';
    await act(async () => void (field() as HTMLInputElement).form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await waitFor(() => expect(results().textContent).toContain('Oxford overhemd'));
    expect(searched).toEqual(['oxford']);
  });
});

