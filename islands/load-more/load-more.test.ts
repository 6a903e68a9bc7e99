import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';

const button = () => document.querySelector<HTMLAnchorElement>('a.rh-load-more-btn');
const cards = () => document.querySelectorAll('ul.products > li.product');

async function openHome(): Promise<void> {
  const page = await openDemoPage('/?orderby=price');
  await page.mount(['load-more'], { now: true });
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

  it('tells the shopper when the page cannot be loaded, and keeps the link for another try', async () => {
    await openHome();
    mswServer.use(http.get(`${location.origin}/`, () => HttpResponse.json({ fout: true }), { once: true }));
    await act(async () => button()!.click());
    await waitFor(() => expect(document.body.textContent).toContain('Meer producten laden lukte niet.'));
    expect([cards().length, button()!.getAttribute('href'), button()!.hasAttribute('aria-busy')]).toEqual([8, '/?orderby=price&paged=2', false]);
  });
});
