import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';

const views = (requests: string[]) => requests.filter((request) => request.includes('action=rehubpostviews'));

describe('the post-view counter', () => {
  it('counts a product page once, with rehub-framework’s GET', async () => {
    const page = await openDemoPage('/product/linnen-shirt/');
    await page.mount(['post-views'], { now: true });
    await waitFor(() => expect(views(page.requests)).toEqual(['GET /wp-content/plugins/rehub-framework/includes/rehub_ajax.php?action=rehubpostviews&postviews_id=101']));
  });

  it('lets a failed count go: no second try, nothing shown, nothing thrown', async () => {
    const page = await openDemoPage('/product/linnen-shirt/');
    const errors = vi.spyOn(console, 'error');
    let answered = 0;
    mswServer.use(http.get(`${location.origin}/wp-content/plugins/rehub-framework/includes/rehub_ajax.php`, () => ((answered += 1), HttpResponse.error())));
    await page.mount(['post-views'], { now: true });
    await waitFor(() => expect(answered).toBe(1));
    // A request sent after the failure is logged after any retry the failure set off at once.
    await fetch('/shop/');
    expect(views(page.requests)).toHaveLength(1);
    expect([document.querySelector('.si-toast'), errors.mock.calls]).toEqual([null, []]);
  });

  it.each([
    ['printed no postviewvar', () => delete (window as { postviewvar?: unknown }).postviewvar],
    ['printed postviewvar without a post id (a page that is no post)', () => Object.assign((window as unknown as { postviewvar: object }).postviewvar, { post_id: '' })],
  ])('asks nothing where rehub-framework %s', async (_, print) => {
    const page = await openDemoPage('/product/linnen-shirt/');
    print();
    await page.mount(['post-views'], { now: true });
    // A request sent after the service started is logged after any it sent.
    await fetch('/shop/');
    await waitFor(() => expect(page.requests).toContain('GET /shop/'));
    expect(views(page.requests)).toEqual([]);
  });
});
