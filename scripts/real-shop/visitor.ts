/**
 * One simulated visitor of the real shop: plain fetch with its own cookie jar, and its own
 * `X-Forwarded-For`, since Rehub keeps a guest's wishlist and compare list per IP address and takes
 * the address from that header (two visitors behind one address would share one list).
 */

export interface RecordedAnswer {
  /** `HTTP/1.1 200 OK`: what the PHP server speaks (fetch does not report the version). */
  statusLine: string;
  /** Header lines as fetch reports them (lower-case names, in its order); one line per Set-Cookie. */
  headerLines: string[];
  body: string;
  contentType: string;
}

export interface VisitorRequest {
  method?: 'GET' | 'POST';
  /** Form-encoded as jQuery.ajax and the islands send them. */
  form?: Record<string, string>;
  /** Added to the URL's query, as a GET call sends its fields. */
  query?: Record<string, string>;
}

/** A cookie the server deleted: WordPress and PHP set an expiry in the past or `Max-Age=0`. */
function isDeletion(attributes: string[], now: number): boolean {
  return attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (/^max-age$/i.test(name)) return Number(value) <= 0;
    return /^expires$/i.test(name) && Date.parse(value) < now;
  });
}

export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly origin: string,
    /** The visitor's own address, as a proxy in front of the shop would pass it on. */
    readonly forwardedFor: string,
  ) {}

  async request(pathname: string, { method, form, query }: VisitorRequest = {}): Promise<RecordedAnswer> {
    const url = new URL(pathname, this.origin);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, value);
    const headers: Record<string, string> = { 'x-forwarded-for': this.forwardedFor };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const body = form ? new URLSearchParams(form).toString() : undefined;
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    const response = await fetch(url, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    this.keepCookies(response.headers.getSetCookie());
    const headerLines = [...response.headers].filter(([name]) => name !== 'set-cookie').map(([name, value]) => `${name}: ${value}`);
    return {
      statusLine: `HTTP/1.1 ${response.status} ${response.statusText}`,
      headerLines: [...headerLines, ...response.headers.getSetCookie().map((line) => `set-cookie: ${line}`)],
      body: await response.text(),
      contentType: response.headers.get('content-type') ?? '',
    };
  }

  /** A page's HTML, for the globals it prints. */
  async page(pathname: string): Promise<string> {
    return (await this.request(pathname)).body;
  }

  private keepCookies(lines: string[]): void {
    const now = Date.now();
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const split = pair.indexOf('=');
      const name = pair.slice(0, split);
      if (isDeletion(attributes, now)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(split + 1));
    }
  }
}
