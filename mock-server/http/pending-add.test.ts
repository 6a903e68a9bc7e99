import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingAdds } from './pending-add.ts';

const TOKEN = 'ab12'.repeat(8);
const DELETED = 'shop_islands_pending_add=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; SameSite=Lax';

function request(cookie: string, query: Record<string, string> = {}): Request {
  return { headers: { cookie }, query } as unknown as Request;
}

/** A response that keeps what is appended and, for an add, the Set-Cookie lines its route wrote. */
function response(setCookie: string[] = []): Response & { appended: string[] } {
  const emitter = new EventEmitter();
  const appended: string[] = [];
  return Object.assign(emitter, {
    appended,
    append: (_: string, line: string) => appended.push(line),
    getHeader: () => setCookie,
  }) as unknown as Response & { appended: string[] };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a page opened while an add is on its way', () => {
  const answerOfAdd = [
    'wp_woocommerce_session_0123abcd=t_1%7C%7C2; Max-Age=172800; path=/; HttpOnly; SameSite=Lax',
    'woocommerce_cart_hash=c0ffee; path=/; SameSite=Lax',
    'wordpress_logged_in_x=admin; path=/',
  ];

  it('waits for the add, then is made with its cart cookies and passes them on, the pending cookie deleted', async () => {
    const adds = pendingAdds();
    const page = request(`woocommerce_cart_hash=oud; shop_islands_pending_add=${TOKEN}`);
    const pageAnswer = response();
    const next = vi.fn();
    adds.holdPages(page, pageAnswer, next);
    const addAnswer = response(answerOfAdd);
    adds.keepAddCookies(request(`shop_islands_pending_add=${TOKEN}`, { 'wc-ajax': 'shop_islands_add_to_cart' }), addAnswer, vi.fn());
    await vi.advanceTimersByTimeAsync(5000);
    expect(next).not.toHaveBeenCalled();
    addAnswer.emit('close');
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toHaveBeenCalledOnce();
    expect(page.headers.cookie).toBe(`wp_woocommerce_session_0123abcd=t_1%7C%7C2; woocommerce_cart_hash=c0ffee; woocommerce_cart_hash=oud; shop_islands_pending_add=${TOKEN}`);
    expect(pageAnswer.appended).toEqual([answerOfAdd[0], answerOfAdd[1], DELETED]);
  });

  it('takes an add answered before it at once, and only once', async () => {
    const adds = pendingAdds();
    const addAnswer = response(answerOfAdd);
    adds.keepAddCookies(request(`shop_islands_pending_add=${TOKEN}`, { 'wc-ajax': 'add_to_cart' }), addAnswer, vi.fn());
    addAnswer.emit('close');
    const first = vi.fn();
    adds.holdPages(request(`shop_islands_pending_add=${TOKEN}`), response(), first);
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledOnce();
    const second = response();
    const next = vi.fn();
    adds.holdPages(request(`shop_islands_pending_add=${TOKEN}`), second, next);
    await vi.advanceTimersByTimeAsync(2999);
    expect(next).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(second.appended).toEqual([DELETED]);
  });

  it('waits three seconds for an add that has not reached the shop, then is made as asked (the add may wait for it)', async () => {
    const adds = pendingAdds();
    const page = request(`shop_islands_pending_add=${TOKEN}`);
    const pageAnswer = response();
    const next = vi.fn();
    adds.holdPages(page, pageAnswer, next);
    await vi.advanceTimersByTimeAsync(2999);
    expect(next).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toHaveBeenCalledOnce();
    expect([page.headers.cookie, pageAnswer.appended]).toEqual([`shop_islands_pending_add=${TOKEN}`, [DELETED]]);
  });

  it('waits at most ten seconds, from its own start, for an add that has begun', async () => {
    const adds = pendingAdds();
    const next = vi.fn();
    adds.holdPages(request(`shop_islands_pending_add=${TOKEN}`), response(), next);
    await vi.advanceTimersByTimeAsync(500);
    adds.keepAddCookies(request(`shop_islands_pending_add=${TOKEN}`, { 'wc-ajax': 'add_to_cart' }), response(answerOfAdd), vi.fn());
    await vi.advanceTimersByTimeAsync(9499);
    expect(next).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toHaveBeenCalledOnce();
  });

  it.each([
    ['no token', 'shop_islands_pending_add=<script>', {}],
    ['another AJAX call', `shop_islands_pending_add=${TOKEN}`, { 'wc-ajax': 'get_refreshed_fragments' }],
    ['no pending add', 'woocommerce_cart_hash=oud', {}],
  ])('is not held for %s', (_, cookie, query) => {
    const adds = pendingAdds();
    const next = vi.fn();
    const answer = response();
    adds.holdPages(request(cookie, query), answer, next);
    expect([next.mock.calls.length, answer.appended]).toEqual([1, []]);
  });

  it('keeps nothing for an AJAX call that is no add', async () => {
    const adds = pendingAdds();
    const fragments = response(answerOfAdd);
    adds.keepAddCookies(request(`shop_islands_pending_add=${TOKEN}`, { 'wc-ajax': 'get_refreshed_fragments' }), fragments, vi.fn());
    fragments.emit('close');
    const next = vi.fn();
    adds.holdPages(request(`shop_islands_pending_add=${TOKEN}`), response(), next);
    await vi.advanceTimersByTimeAsync(0);
    expect(next).not.toHaveBeenCalled();
  });
});
