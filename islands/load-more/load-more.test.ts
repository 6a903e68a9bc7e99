import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';

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
});
