/**
 * The landing page's query as sourcebuster reads it: split on `&` and `=` by hand, values left
 * URL-encoded (they are decoded when the cookie is read), a key without `=` not counted, a repeated key
 * joined with commas. URLSearchParams would decode `+` and count `?utm_source` alone.
 */
export type LandingQuery = ReadonlyMap<string, string>;

export function landingQuery(search: string): LandingQuery {
  const query = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', value] = pair.split('=');
    if (value === undefined) continue;
    const earlier = query.get(key);
    query.set(key, earlier === undefined ? value : `${earlier},${value}`);
  }
  return query;
}
