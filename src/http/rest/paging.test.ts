import { describe, expect, it, vi } from 'vitest';
import { fetchEveryPage, wantsEveryPage } from './paging.ts';
import type { Sent } from './send.ts';

const root = 'http://127.0.0.1:8080/wp-json/wp/v2/';

/** A page of `items`, linking to `next` when given. */
function page(items: unknown, next?: string): Sent {
  return { ok: true, value: items, response: new Response('[]', { headers: next ? { Link: `<${next}>; rel="next"` } : {} }) };
}

describe('fetching every page', () => {
  it('is asked for with per_page=-1 only', () => {
    expect(wantsEveryPage(new URL(`${root}posts?per_page=-1`))).toBe(true);
    expect(wantsEveryPage(new URL(`${root}posts?per_page=10`))).toBe(false);
    expect(wantsEveryPage(new URL(`${root}posts`))).toBe(false);
  });

  it('answers a first answer that failed or is not a list as it came', async () => {
    const failed: Sent = { ok: false, error: { code: 'rest_forbidden', status: 403 }, status: 403 };
    const notAList = page({ id: 1 }, `${root}posts?page=2`);
    for (const first of [failed, notAList]) {
      const fetchPage = vi.fn().mockResolvedValue(first);
      expect(await fetchEveryPage(new URL(`${root}posts?per_page=-1`), fetchPage)).toBe(first);
      expect(fetchPage).toHaveBeenCalledTimes(1);
    }
  });

  it('refuses a next link back to the first page', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([1], `${root}posts?per_page=100`));
    expect(await fetchEveryPage(new URL(`${root}posts?per_page=-1`), fetchPage)).toEqual({ ok: false, error: { code: 'unknown_error' } });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops after 1,000 pages however many more the server links to', async () => {
    let asked = 0;
    const fetchPage = vi.fn(async () => page([(asked += 1)], `${root}posts?per_page=100&page=${asked + 1}`));
    expect(await fetchEveryPage(new URL(`${root}posts?per_page=-1`), fetchPage)).toEqual({ ok: false, error: { code: 'unknown_error' } });
    expect(fetchPage).toHaveBeenCalledTimes(1000);
  });
});
