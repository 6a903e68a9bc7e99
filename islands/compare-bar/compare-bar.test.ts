import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { nlBoot } from '../../src/i18n/nl-boot.ts';
import { loadCode } from '../../src/island-code.ts';

// Its own code as it is; a test fails one load to stand for content whose code did not arrive.
vi.mock('../../src/island-code.ts', { spy: true });

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

/** Compares `ids` on the shop, as a shopper did on an earlier page. */
async function compareOnShop(...ids: number[]): Promise<void> {
  const security = (window as unknown as { comparechart: { comparenonce: string } }).comparechart.comparenonce;
  for (const id of ids) await fetch(AJAX_URL, { method: 'POST', body: new URLSearchParams({ action: 're_add_compare', compareID: String(id), perform: 'add', security }) });
}

/** `/shop/` after comparing `ids`; `path` lets a test open it as a full-page cache served it. */
async function openWithCompared(ids: number[], path = '/shop/'): Promise<DemoPage> {
  const first = await openDemoPage('/shop/');
  await compareOnShop(...ids);
  const page = await openDemoPage(path, { shop: first });
  await page.mount(['compare-bar', 'compare-button', 'compare-count'], { now: true });
  return page;
}

const bar = () => document.getElementById('re-compare-bar')!;
const fixedIcon = () => document.getElementById('re-compare-icon-fixed')!;
const headerToggle = () => document.querySelector<HTMLElement>('#main_header .re-compare-icon-toggle')!;
const headerCount = () => headerToggle().querySelector('.re-compare-notice')!.textContent;

async function openBar(): Promise<HTMLElement> {
  await act(async () => headerToggle().click());
  return screen.findByRole('tab', { name: /Shirts/ });
}

afterEach(() => vi.useRealTimers());

describe('the compare bar', () => {
  it('loads what is compared once at idle and marks a cached page’s buttons, count and fixed icon', async () => {
    const page = await openWithCompared([101, 108], '/shop/?page-cache=1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Vergelijken: “Hoodie met capuchon”' }).getAttribute('aria-pressed')).toBe('true');
    expect([headerCount(), fixedIcon().classList.contains('rhhidden')]).toEqual(['2', false]);
    expect(page.requests.filter((request) => request === 'POST /wp-admin/admin-ajax.php')).toHaveLength(1);
  });

  it('does not let a panel asked for before a change undo it', async () => {
    const first = await openDemoPage('/shop/');
    const page = await openDemoPage('/shop/', { shop: first });
    let releasePanel: () => void = () => undefined;
    let panelAsked = 0;
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== 're_compare_panel') return;
        panelAsked += 1;
        if (panelAsked === 1) await new Promise<void>((resolve) => (releasePanel = resolve));
      }),
    );
    await page.mount(['compare-bar', 'compare-button', 'compare-count'], { now: true });
    await waitFor(() => expect(panelAsked).toBe(1));
    await act(async () => screen.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).click());
    await waitFor(() => expect(headerCount()).toBe('1'));
    await act(async () => releasePanel());
    await waitFor(() => expect(panelAsked).toBe(2));
    await waitFor(() => expect(fixedIcon().classList.contains('rhhidden')).toBe(false));
    expect([headerCount(), screen.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).getAttribute('aria-pressed')]).toEqual(['1', 'true']);
  });

  it('opens from the header icon: a dialog with a tab per group and its count, the hoodie in two; Escape closes it, focus back', async () => {
    await openWithCompared([101, 103, 108]);
    await openBar();
    expect(bar().classList.contains('active')).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Producten vergelijken' });
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Shirts (3)', 'Broeken (0)', 'Jassen (1)', 'Jurken (0)']);
    const shirts = within(dialog).getByRole('tabpanel');
    expect(within(shirts).getAllByRole('link').map((link) => link.textContent).filter(Boolean)).toEqual(['Linnen shirt', 'Oxford overhemd', 'Hoodie met capuchon']);
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(bar().classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(headerToggle());
  });

  it('makes Rehub’s header icon (a span with the count, its word beside it) a button named by both, opened with Enter', async () => {
    const first = await openDemoPage('/shop/');
    await compareOnShop(101, 103);
    const page = await openDemoPage('/shop/', { shop: first });
    // Rehub's markup: the icons are spans, "Vergelijk" beside the header's.
    const rehubIcon = () => Object.assign(document.createElement('span'), { className: 're-compare-icon-toggle', innerHTML: `<i class="rhicon rhi-shuffle"></i><span class="re-compare-notice">2</span>` });
    const span = rehubIcon();
    headerToggle().replaceWith(span);
    span.after(Object.assign(document.createElement('span'), { className: 'heads_icon_label', textContent: 'Vergelijk' }));
    fixedIcon().querySelector('.re-compare-icon-toggle')!.replaceWith(rehubIcon());
    await page.mount(['compare-bar', 'compare-count'], { now: true });

    const toggle = screen.getByRole('button', { name: '2 Vergelijk' });
    expect([toggle, toggle.tabIndex]).toEqual([span, 0]);
    // The fixed icon has no word beside it: its own label, after the count.
    expect(screen.getByRole('button', { name: '2 Vergelijken' }).closest('#re-compare-icon-fixed')).toBe(fixedIcon());
    toggle.focus();
    await act(async () => toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    await screen.findByRole('tab', { name: /Shirts/ });
    expect(bar().classList.contains('active')).toBe(true);
  });

  it('says so in the bar when its content’s code does not arrive, leaves nothing busy, and the next opening tries again', async () => {
    await openWithCompared([101, 108]);
    vi.mocked(loadCode).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    await act(async () => headerToggle().click());
    expect((await within(bar()).findByText(nlBoot.codeFailed)).getAttribute('role')).toBe('status');
    expect(bar().querySelector('[aria-busy="true"], .loading')).toBeNull();

    await act(async () => bar().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await openBar();
    expect(within(bar()).queryByText(nlBoot.codeFailed)).toBeNull();
  });

  it('opens for a press on the icon that came before its own code, once that mounts', async () => {
    const first = await openDemoPage('/shop/');
    await compareOnShop(101, 103);
    const page = await openDemoPage('/shop/', { shop: first });
    await page.mount(['compare-count'], { now: true });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    headerToggle().dispatchEvent(press);
    expect([press.defaultPrevented, bar().classList.contains('active')]).toEqual([true, false]);

    await page.mount(['compare-bar'], { now: true });
    await screen.findByRole('tab', { name: /Shirts/ });
    expect(bar().classList.contains('active')).toBe(true);
  });

  it('leaves the demo’s icon a link to the compare page on a page without the bar', async () => {
    const page = await openDemoPage('/shop/');
    bar().remove();
    await page.mount(['compare-count'], { now: true });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    headerToggle().dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('moves between tabs with the arrow keys', async () => {
    await openWithCompared([101, 108]);
    const shirts = await openBar();
    shirts.focus();
    await act(async () => shirts.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    const broeken = screen.getByRole('tab', { name: /Broeken/ });
    expect([document.activeElement, broeken.getAttribute('aria-selected')]).toEqual([broeken, 'true']);
    expect(within(screen.getByRole('tabpanel')).getByText(nlTheme.compareGroupEmpty)).toBeTruthy();
  });

  it('goes to the active group’s chart with its ids, and refuses a group with 0 or 1 items for 4.5 s, announced', async () => {
    await openWithCompared([101, 103, 108]);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openBar();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const go = screen.getByRole('button', { name: 'Vergelijken' });
    await act(async () => screen.getByRole('tab', { name: /Broeken/ }).click());
    await act(async () => go.click());
    expect(within(bar()).getByRole('alert').textContent).toBe('Voeg items toe aan deze vergelijking groep of kies geen lege groep');
    await act(async () => screen.getByRole('tab', { name: /Jassen/ }).click());
    await act(async () => go.click());
    expect(within(bar()).getByRole('alert').textContent).toBe('Voeg meer items toe om te vergelijken');
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(within(bar()).queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('tab', { name: /Shirts/ }).click());
    await act(async () => go.click());
    expect(assign).toHaveBeenCalledWith(`${location.origin}/compare/shirts/?compareids=101,103,108`);
  });

  it('removes an item with its control: out of every group, the buttons and the count follow', async () => {
    await openWithCompared([101, 103, 108]);
    await openBar();
    const hoodie = document.querySelector<HTMLElement>('.re-compare-wrap-501 .compare-item-108 .re-compare-new-close')!;
    await act(async () => hoodie.click());
    await waitFor(() => expect(screen.getByRole('tab', { name: /Shirts/ }).textContent).toBe('Shirts (2)'));
    expect(screen.getByRole('tab', { name: /Jassen/ }).textContent).toBe('Jassen (0)');
    expect(headerCount()).toBe('2');
    expect(screen.getByRole('button', { name: 'Vergelijken: “Hoodie met capuchon”' }).getAttribute('aria-pressed')).toBe('false');
    expect(bar().classList.contains('active')).toBe(true);
  });

  it('keeps an item whose removal failed, says so with nothing left busy, and the next press removes it', async () => {
    await openWithCompared([101, 103, 108]);
    await openBar();
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') === 're_add_compare') return HttpResponse.error();
      }, { once: true }),
    );
    const remove = () => document.querySelector<HTMLElement>('.re-compare-wrap-501 .compare-item-108 .re-compare-new-close')!;
    await act(async () => remove().click());
    expect(await screen.findByText(nlTheme.compareFailed)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Jassen/ }).textContent).toBe('Jassen (1)');
    expect([headerCount(), document.querySelector('.re-compare-item.loading')]).toEqual(['3', null]);
    await act(async () => remove().click());
    await waitFor(() => expect(screen.getByRole('tab', { name: /Jassen/ }).textContent).toBe('Jassen (0)'));
    expect(headerCount()).toBe('2');
  });

  it('closes and hides the fixed icon when a removal leaves 1 or fewer', async () => {
    await openWithCompared([101, 103]);
    await openBar();
    expect(fixedIcon().classList.contains('rhhidden')).toBe(false);
    await act(async () => document.querySelector<HTMLElement>('.compare-item-101 .re-compare-new-close')!.click());
    await waitFor(() => expect(bar().classList.contains('active')).toBe(false));
    expect([headerCount(), fixedIcon().classList.contains('rhhidden')]).toEqual(['1', true]);
  });

  it('leaves the fixed icon as the page printed it until the compared products are known', async () => {
    const page = await openDemoPage('/shop/');
    let panelAsked = false;
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== 're_compare_panel') return;
        panelAsked = true;
        // Never answered: the products compared stay unknown.
        await new Promise(() => undefined);
      }),
    );
    expect(fixedIcon().classList.contains('rhhidden')).toBe(true);
    await page.mount(['compare-bar'], { now: true });
    await waitFor(() => expect(panelAsked).toBe(true));
    expect(fixedIcon().classList.contains('rhhidden')).toBe(true);
  });

  it('hides a fixed icon a cached page printed shown once it is known that nothing is compared', async () => {
    const page = await openDemoPage('/shop/');
    fixedIcon().classList.remove('rhhidden');
    await page.mount(['compare-bar'], { now: true });
    await waitFor(() => expect(fixedIcon().classList.contains('rhhidden')).toBe(true));
  });

  it('marks its tabs busy while their code is on its way', async () => {
    await openWithCompared([101, 108]);
    vi.mocked(loadCode).mockReturnValueOnce(new Promise(() => undefined));
    await act(async () => headerToggle().click());
    expect(bar().querySelector('#re-compare-bar-tabs')!.getAttribute('aria-busy')).toBe('true');
  });

  it('gives focus back, without scrolling, to what had it when the bar opened', async () => {
    await openWithCompared([101, 108]);
    const search = screen.getAllByRole('searchbox')[0]!;
    search.focus();
    await openBar();
    const focused = vi.spyOn(search, 'focus');
    await act(async () => bar().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.activeElement).toBe(search);
    expect(focused).toHaveBeenCalledWith({ preventScroll: true });
  });
});
