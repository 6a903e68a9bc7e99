import { REST_MAX_PER_PAGE } from '../../contracts/rest-api.ts';
import { restError } from './errors.ts';
import type { Sent } from './send.ts';

/**
 * api-fetch's fetch-all: a request with `per_page=-1` (which WordPress itself refuses) is fetched in
 * pages of 100, following each answer's `Link: <…>; rel="next"` and joining the lists. A next link
 * must stay on the same site and may not come round again; an answer that is not a list ends it.
 */

const MAX_PAGES = 1000;

export function wantsEveryPage(url: URL): boolean {
  return url.searchParams.get('per_page') === '-1';
}

export async function fetchEveryPage(url: URL, fetchPage: (page: URL) => Promise<Sent>): Promise<Sent> {
  const first = new URL(url);
  first.searchParams.set('per_page', String(REST_MAX_PER_PAGE));
  const seen = new Set<string>([first.href]);
  let answer = await fetchPage(first);
  if (!answer.ok || !Array.isArray(answer.value)) return answer;
  let items: unknown[] = answer.value;
  for (let next = nextPage(answer.response, first); next; next = nextPage(answer.response, next)) {
    if (next.origin !== url.origin || seen.has(next.href) || seen.size >= MAX_PAGES) {
      return { ok: false, error: restError('unknown_error') };
    }
    seen.add(next.href);
    answer = await fetchPage(next);
    if (!answer.ok) return answer;
    items = items.concat(answer.value);
  }
  return { ...answer, value: items };
}

function nextPage(response: Response, base: URL): URL | null {
  const target = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  if (!target) return null;
  try {
    return new URL(target, base);
  } catch {
    return null;
  }
}
