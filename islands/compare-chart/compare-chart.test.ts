import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { answerNever } from '../../tests/msw/answer-never.ts';
import { findToast, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

/** The shirts chart after the shopper compared `ids` on an earlier page; `asTheme` prints Rehub's icons. */
async function openChart(ids: number[], { asTheme = false } = {}): Promise<DemoPage> {
  const first = await openDemoPage('/shop/');
  const security = (window as unknown as { comparechart: { comparenonce: string } }).comparechart.comparenonce;
  for (const id of ids) await fetch(AJAX_URL, { method: 'POST', body: new URLSearchParams({ action: 're_add_compare', compareID: String(id), perform: 'add', security }) });
  const page = await openDemoPage(`/compare/shirts/?compareids=${ids.join(',')}`, { shop: first });
  // Rehub 19.5.5's remove: an icon in the column, no form; its picture a link of its own, no text but spaces.
  if (asTheme) {
    for (const form of document.querySelectorAll('.rh-compare-remove-form')) form.replaceWith(Object.assign(document.createElement('i'), { className: 'rhicon rhi-times-circle-solid re-compare-close-in-chart' }));
    for (const column of document.querySelectorAll('.top_rating_item')) column.insertAdjacentHTML('afterbegin', '<a href="#foto">\n  <img src="/wp-content/uploads/foto.svg" alt="">\n</a>');
  }
  await page.mount(['compare-chart', 'compare-count'], { now: true });
  return page;
}

const remove = (id: number) => document.querySelector<HTMLElement>(`.compare-item-${id} .re-compare-close-in-chart`)!;
const headerCount = () => document.querySelector('#main_header .re-compare-notice')!.textContent;
const compareCalls = (page: DemoPage) => page.requests.filter((request) => request.startsWith('POST /wp-admin/admin-ajax.php'));

describe('the compare chart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops comparing a product with one request, the header’s count following, then loads the chart with the others', async () => {
    const page = await openChart([101, 103]);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    await act(async () => remove(101).click());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/compare/shirts/?compareids=103`));
    expect(compareCalls(page)).toHaveLength(1);
    expect(headerCount()).toBe('1');
  });

  it('makes the theme’s icon a keyboard button named for its product; a host’s own button keeps its name', async () => {
    await openChart([101, 103], { asTheme: true });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const icon = remove(103);
    expect([icon.getAttribute('role'), icon.tabIndex, icon.getAttribute('aria-label')]).toEqual(['button', 0, 'Niet meer vergelijken: Oxford overhemd']);
    await act(async () => icon.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/compare/shirts/?compareids=101`));
  });

  it('keeps every other compared product in the page it loads, in the chart’s order', async () => {
    await openChart([101, 102, 103]);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    await act(async () => remove(102).click());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/compare/shirts/?compareids=101%2C103`));
  });

  it('tells a failure and leaves the column as it was; the next press removes it', async () => {
    const page = await openChart([101, 103]);
    page.faults.add({ target: 'admin-ajax:re_add_compare', status: 500, times: 1 });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    await act(async () => remove(103).click());
    const column = remove(103).closest<HTMLElement>('.top_rating_item')!;
    await waitFor(() => expect(document.body.textContent).toContain('Je vergelijking kon niet worden bijgewerkt'));
    expect([assign.mock.calls.length, column.style.opacity, column.getAttribute('aria-busy'), headerCount()]).toEqual([0, '', null, '2']);
    expect(remove(103).getAttribute('aria-label')).toBe('Verwijderen: “Oxford overhemd”');
    await act(async () => remove(103).click());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/compare/shirts/?compareids=101`));
    expect([compareCalls(page).length, headerCount()]).toEqual([2, '1']);
  });

  it('fades the column and marks it busy while the removal runs, and a second press sends nothing more', async () => {
    const page = await openChart([101, 103]);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(http.post(AJAX_URL, () => held.then(() => undefined), { once: true }));
    await act(async () => remove(103).click());
    const column = remove(103).closest<HTMLElement>('.top_rating_item')!;
    expect([column.style.opacity, column.getAttribute('aria-busy')]).toEqual(['0.17', 'true']);
    await act(async () => remove(103).click());
    expect([column.style.opacity, column.getAttribute('aria-busy')]).toEqual(['0.17', 'true']);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(compareCalls(page)).toHaveLength(1);
  });

  it('names an icon outside a product column for what it does alone, and leaves a press on it or on a column without an id alone', async () => {
    const page = await openChart([101, 103], { asTheme: true });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const chart = document.querySelector<HTMLElement>('.table_view_charts')!;
    chart.insertAdjacentHTML('beforeend', '<i class="rhicon re-compare-close-in-chart"></i><div class="top_rating_item" data-compareid="geen"><i class="rhicon re-compare-close-in-chart"></i></div>');
    await page.mount(['compare-chart'], { now: true });
    const [loose, idless] = [...chart.querySelectorAll<HTMLElement>(':scope > .re-compare-close-in-chart, [data-compareid="geen"] .re-compare-close-in-chart')];
    expect(loose!.getAttribute('aria-label')).toBe('Niet meer vergelijken');
    await act(async () => loose!.click());
    await act(async () => idless!.click());
    expect([compareCalls(page).length, assign.mock.calls.length, idless!.closest<HTMLElement>('.top_rating_item')!.hasAttribute('aria-busy')]).toEqual([0, 0, false]);
  });
});

describe('the compare chart when the removal’s answer does not come in time', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks what is compared: the shop made the change, so the chart loads without the product', async () => {
    await openChart([101, 103]);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const reached = answerNever('post', AJAX_URL, { applied: true });
    await act(async () => remove(101).click());
    await reached;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/compare/shirts/?compareids=103`));
    expect(headerCount()).toBe('1');
  });

  it('asks what is compared: the shop did not make the change, so the column stays as it was and the shopper is told', async () => {
    await openChart([101, 103]);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const reached = answerNever('post', AJAX_URL, { applied: false });
    await act(async () => remove(101).click());
    await reached;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await findToast('status')).textContent).toBe('Het antwoord bleef uit. Je vergelijking is opnieuw opgehaald: dit product wordt vergeleken.');
    const column = remove(101).closest<HTMLElement>('.top_rating_item')!;
    expect([assign.mock.calls.length, column.style.opacity, column.getAttribute('aria-busy'), headerCount()]).toEqual([0, '', null, '2']);
  });
});
