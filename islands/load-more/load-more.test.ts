import { describe, expect, it, onTestFinished } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { findToast, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { fillText } from '../../src/i18n/template.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import island from './index.ts';

const button = () => document.querySelector<HTMLAnchorElement>('a.rh-load-more-btn');
const cards = () => document.querySelectorAll('ul.products > li.product');

async function openHome(): Promise<DemoPage> {
  const page = await openDemoPage('/?orderby=price');
  await page.mount(['load-more'], { now: true });
  return page;
}

describe('Meer laden', () => {
  it('adds the next pages’ products, keeps the query, moves focus to the first added, and ends with Dat is alles', async () => {
    await openHome();
    expect(cards()).toHaveLength(8);
    expect(button()!.getAttribute('href')).toBe('/?orderby=price&paged=2');
    await act(async () => button()!.click());
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(button()!.getAttribute('href')).toBe('/?orderby=price&paged=3');
    expect(document.activeElement).toBe(cards()[8]!.querySelector('a[href]'));
    // The cards and nothing between them.
    const between = [...document.querySelector('ul.products')!.childNodes].filter((node) => !(node instanceof HTMLLIElement) && node.textContent?.trim());
    expect(between).toEqual([]);
    await act(async () => button()!.click());
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect([button(), document.querySelector('.rh-load-more')!.textContent?.trim()]).toEqual([null, 'Dat is alles']);
    // Every product once, in the listing's order.
    const ids = [...cards()].map((card) => card.querySelector('[data-product_id]')?.getAttribute('data-product_id'));
    expect(new Set(ids).size).toBe(20);
  });

  it.each([
    ['an answer that is no listing page', () => HttpResponse.json({ fout: true })],
    ['a 500', () => new HttpResponse('kapot', { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('after %s tells the shopper, keeps the link, and the next click loads the page', async (_, answer) => {
    await openHome();
    mswServer.use(http.get(`${location.origin}/`, answer, { once: true }));
    await act(async () => button()!.click());
    await waitFor(() => expect(document.body.textContent).toContain('Meer producten laden lukte niet.'));
    expect([cards().length, button()!.getAttribute('href'), button()!.hasAttribute('aria-busy')]).toEqual([8, '/?orderby=price&paged=2', false]);
    await act(async () => button()!.click());
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(button()!.getAttribute('href')).toBe('/?orderby=price&paged=3');
  });

  it('ignores a click while the next page is on its way', async () => {
    const page = await openHome();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(http.get(`${location.origin}/`, () => held.then(() => undefined), { once: true }));
    await act(async () => button()!.click());
    expect(button()!.getAttribute('aria-busy')).toBe('true');
    // A click that loads fetches at once (its fetch is in the request log the moment it is made).
    await act(async () => button()!.click());
    expect(page.requests).toEqual(['GET /?orderby=price&paged=2']);
    release();
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect([page.requests, button()!.getAttribute('href')]).toEqual([['GET /?orderby=price&paged=2'], '/?orderby=price&paged=3']);
  });

  it('is a button that asks for HTML, says how many came and that that was all, and marks the end for the theme', async () => {
    await openHome();
    const accepted: string[] = [];
    const listener = ({ request }: { request: Request }) => void accepted.push(request.headers.get('Accept') ?? '');
    mswServer.events.on('request:start', listener);
    onTestFinished(() => void mswServer.events.removeListener('request:start', listener));
    expect(button()!.getAttribute('role')).toBe('button');
    await act(async () => button()!.click());
    await waitFor(() => expect(cards()).toHaveLength(16));
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe(fillText(nlTheme.loadMoreLoaded, { count: 8 })));
    await act(async () => button()!.click());
    await waitFor(() => expect(document.querySelector('.rh-load-more-fin')?.textContent).toBe('Dat is alles'));
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe(`${fillText(nlTheme.loadMoreLoaded, { count: 4 })} Dat is alles`));
    expect(accepted).toEqual(['text/html', 'text/html']);
  });

  it('says a failure as a warning, and lets go of its link when unmounted', async () => {
    await openDemoPage('/?orderby=price');
    const stop = island.mount(button()!);
    mswServer.use(http.get(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    await act(async () => button()!.click());
    expect((await findToast('alert')).textContent).toContain('Meer producten laden lukte niet.');
    stop?.();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button()!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('adds a card without a link, and still says what came and that that was all', async () => {
    await openHome();
    const lastPage = '<!doctype html><html><body><ul class="products"><li class="product">Wollen trui, binnenkort te koop</li></ul></body></html>';
    mswServer.use(http.get(`${location.origin}/`, () => HttpResponse.html(lastPage), { once: true }));
    await act(async () => button()!.click());
    await waitFor(() => expect(document.querySelector('.rh-load-more-fin')?.textContent).toBe('Dat is alles'));
    expect([cards().length, cards()[8]!.textContent, document.querySelector('.si-announcer')]).toEqual([9, 'Wollen trui, binnenkort te koop', expect.any(HTMLElement)]);
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('1 producten erbij geladen. Dat is alles'));
  });

  it.each([
    ['a link that follows no product list', (box: HTMLElement) => box.before(document.createElement('p'))],
    ['a link that follows a list of something else', (box: HTMLElement) => box.insertAdjacentHTML('beforebegin', '<ul class="page-numbers"><li>1</li></ul>')],
    ['a link whose box is the first in its parent', (box: HTMLElement) => box.replaceWith(Object.assign(document.createElement('div'), { innerHTML: box.outerHTML }))],
    ['a link outside the .rh-load-more box', (box: HTMLElement) => box.classList.remove('rh-load-more')],
    // Rehub's own load more is a span; one marked data-island="load-more" has no next page to fetch.
    ["a span in the link's place", (box: HTMLElement) => box.replaceChildren(Object.assign(document.createElement('span'), { className: 'rh-load-more-btn', textContent: 'Meer laden' }))],
  ])('leaves %s alone', async (_, change) => {
    await openDemoPage('/?orderby=price');
    change(document.querySelector<HTMLElement>('.rh-load-more')!);
    const loadMore = document.querySelector<HTMLElement>('.rh-load-more-btn')!;
    expect(island.mount(loadMore)).toBeUndefined();
    expect(loadMore.hasAttribute('role')).toBe(false);
  });
});
