import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { nlBoot } from '../../src/i18n/nl-boot.ts';
import { loadCode } from '../../src/island-code.ts';
import { askForCompareBar } from '../../src/stores/compare-bar-request.ts';

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

describe('the compare bar on a page printed without some of its parts', () => {
  it('leaves a bar without its tabs holder as the page printed it, closed, and the icon a link', async () => {
    const page = await openDemoPage('/shop/');
    bar().querySelector('#re-compare-bar-tabs')!.remove();
    const printed = bar().outerHTML;
    await page.mount(['compare-bar', 'compare-count'], { now: true });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    headerToggle().dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    act(() => askForCompareBar(headerToggle()));
    expect(bar().outerHTML).toBe(printed);
  });

  it('opens, counts and closes on a page without the fixed icon', async () => {
    const first = await openDemoPage('/shop/');
    await compareOnShop(101, 103);
    const page = await openDemoPage('/shop/', { shop: first });
    fixedIcon().remove();
    await page.mount(['compare-bar', 'compare-button', 'compare-count'], { now: true });
    await openBar();
    await act(async () => document.querySelector<HTMLElement>('.compare-item-101 .re-compare-new-close')!.click());
    await waitFor(() => expect(bar().classList.contains('active')).toBe(false));
    expect(headerCount()).toBe('1');
  });

  it('takes its content away when the bar leaves the page', async () => {
    await openWithCompared([101, 108]);
    await openBar();
    const tabsHolder = bar().querySelector<HTMLElement>('#re-compare-bar-tabs')!;
    // Out of the page, no tab counts as shown to Testing Library's role queries: look for the elements.
    expect(tabsHolder.querySelectorAll('[role="tab"]')).not.toHaveLength(0);
    await act(async () => bar().remove());
    await waitFor(() => expect(tabsHolder.querySelectorAll('[role="tab"]')).toHaveLength(0));
  });
});

describe('the compare bar’s tabs, items and errors', () => {
  const tabs = () => screen.getAllByRole('tab');

  it('ties each tab to its panel for a screen reader, the active tab alone selected and the one tab stop', async () => {
    await openWithCompared([101, 103, 108]);
    const shirts = await openBar();
    const panel = screen.getByRole('tabpanel', { name: /Shirts/ });
    expect(shirts.getAttribute('aria-controls')).toBe(panel.id);
    expect(new Set(tabs().map((tab) => tab.id)).size).toBe(4);
    expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([['true', 0], ['false', -1], ['false', -1], ['false', -1]]);
    // The theme's CSS marks the active tab's item `current`.
    expect(tabs().map((tab) => tab.closest('li')!.className)).toEqual(['re-compare-tab-501 current', 're-compare-tab-502', 're-compare-tab-503', 're-compare-tab-504']);
  });

  it('goes round the tabs with the arrow keys, to the first with Home and the last with End, and leaves other keys alone', async () => {
    await openWithCompared([101, 108]);
    const shirts = await openBar();
    const press = async (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      await act(async () => document.activeElement!.dispatchEvent(event));
      return event.defaultPrevented;
    };
    shirts.focus();
    expect(await press('ArrowLeft')).toBe(true);
    expect([document.activeElement!.textContent, document.activeElement!.getAttribute('aria-selected')]).toEqual(['Jurken (0)', 'true']);
    await press('Home');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Shirts/ }));
    await press('End');
    expect(document.activeElement!.textContent).toBe('Jurken (0)');
    await press('ArrowRight');
    expect(document.activeElement!.textContent).toBe('Shirts (2)');
    expect(await press('Tab')).toBe(false);
  });

  it('keeps a refusal 4.5 s after the latest press, not the first', async () => {
    await openWithCompared([101, 103, 108]);
    await openBar();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const go = screen.getByRole('button', { name: 'Vergelijken' });
    await act(async () => screen.getByRole('tab', { name: /Broeken/ }).click());
    await act(async () => go.click());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(async () => screen.getByRole('tab', { name: /Jassen/ }).click());
    await act(async () => go.click());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(within(bar()).getByRole('alert').textContent).toBe('Voeg meer items toe om te vergelijken');
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(within(bar()).queryByRole('alert')).toBeNull();
  });

  it('says the theme’s own texts for a group with 0 or 1 items where it prints them', async () => {
    const first = await openDemoPage('/shop/');
    await compareOnShop(108);
    const page = await openDemoPage('/shop/', { shop: first });
    Object.assign((window as unknown as { comparechart: object }).comparechart, { item_error_add: 'Deze groep is leeg', item_error_comp: 'Kies nog een product' });
    await page.mount(['compare-bar', 'compare-button', 'compare-count'], { now: true });
    await openBar();
    const go = screen.getByRole('button', { name: 'Vergelijken' });
    await act(async () => screen.getByRole('tab', { name: /Broeken/ }).click());
    await act(async () => go.click());
    expect(within(bar()).getByRole('alert').textContent).toBe('Deze groep is leeg');
    await act(async () => screen.getByRole('tab', { name: /Jassen/ }).click());
    await act(async () => go.click());
    expect(within(bar()).getByRole('alert').textContent).toBe('Kies nog een product');
  });

  it('goes to a group’s comparison page on another site the page printed', async () => {
    const first = await openDemoPage('/shop/');
    await compareOnShop(101, 103);
    const page = await openDemoPage('/shop/', { shop: first });
    document.querySelector('#re-compare-bar-tabs li[data-page]')!.setAttribute('data-url', 'https://vergelijk.example/shirts/');
    await page.mount(['compare-bar', 'compare-button', 'compare-count'], { now: true });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await openBar();
    await act(async () => screen.getByRole('button', { name: 'Vergelijken' }).click());
    expect(assign).toHaveBeenCalledWith('https://vergelijk.example/shirts/?compareids=101,103');
  });

  it('makes an item’s remove control a button named “Niet meer vergelijken” where Rehub prints an icon, and leaves an item without one as it is', async () => {
    const page = await openDemoPage('/shop/');
    // Rehub's items: the remove control an icon; a plugin's item without one.
    const item = (id: number, close: string) => `<div class="re-compare-item compare-item-${id}" data-compareid="${id}">${close}<a href="/product/${id}/">Product ${id}</a></div>`;
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== 're_compare_panel') return;
        return HttpResponse.json({ content: { 501: item(101, '<i class="rhicon rhi-times-circle-solid re-compare-new-close"></i>'), 503: item(108, '') }, cssactive: 'active', comparing: { 501: '101', 503: '108' }, count: { 501: 1, 503: 1 }, total_count: 2, pageids: [501, 503], total_comparing_ids: ['101', '108'] });
      }),
    );
    await page.mount(['compare-bar', 'compare-count'], { now: true });
    await waitFor(() => expect(headerCount()).toBe('2'));
    await openBar();
    const remove = within(screen.getByRole('tabpanel', { name: /Shirts/ })).getByRole('button', { name: 'Niet meer vergelijken' });
    expect([remove.tagName, remove.tabIndex]).toEqual(['I', 0]);
    await act(async () => screen.getByRole('tab', { name: /Jassen/ }).click());
    expect(within(screen.getByRole('tabpanel', { name: /Jassen/ })).getByRole('link').textContent).toBe('Product 108');
  });

  it('marks an item busy while its removal is on its way, and says a group emptied so', async () => {
    await openWithCompared([101, 103, 108]);
    await openBar();
    await act(async () => screen.getByRole('tab', { name: /Jassen/ }).click());
    const jassen = screen.getByRole('tabpanel', { name: /Jassen/ });
    let answer: () => void = () => undefined;
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') === 're_add_compare') await new Promise<void>((resolve) => (answer = resolve));
      }, { once: true }),
    );
    await act(async () => within(jassen).getByRole('button', { name: '“Hoodie met capuchon” niet meer vergelijken' }).click());
    await waitFor(() => expect(jassen.querySelector('.re-compare-item')!.classList.contains('loading')).toBe(true));
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('tab', { name: /Jassen/ }).textContent).toBe('Jassen (0)'));
    expect(within(jassen).getByText('Nog niets in deze groep.')).toBeTruthy();
    expect(jassen.querySelector('.re-compare-item')).toBeNull();
  });
});
