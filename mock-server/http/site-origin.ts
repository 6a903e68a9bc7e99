/**
 * The demo shop's own address, WordPress's "site address": every absolute URL it prints starts with it.
 * It is a setting, never read from a request, so no `Host` or `X-Forwarded-*` header can put another
 * host into a page, its globals or an answer that a cache then serves to everyone (WordPress builds
 * its URLs from the `siteurl` option the same way).
 */

/** `address` as an origin (`http://127.0.0.1:8080`), or an error: a path, a query or credentials would not survive being prefixed to a request's path. */
export function siteOrigin(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`Het adres van de demowinkel is geen URL: ${address}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`Het adres van de demowinkel moet http(s)://host[:poort] zijn, zonder pad: ${address}`);
  }
  return url.origin;
}

/**
 * Where a server listening on `host:port` is reached from this machine. A wildcard (`0.0.0.0`, `::`)
 * names no address a browser can use, so it is reached as 127.0.0.1; another machine needs `SITE_URL`.
 */
export function listeningOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return siteOrigin(`http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`);
}
