import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  origin: string;
  /** Stops listening and ends the connections still open (kept alive, or held by a latency fault). */
  close(): Promise<void>;
}

/**
 * Serves the demo shop's Express app on a free port of 127.0.0.1. The app prints its own address, so
 * `appAt` makes it once the port is known, before any request can have come in.
 */
export async function serveOnLoopback(appAt: (origin: string) => RequestListener): Promise<LoopbackServer> {
  const server = createServer();
  // Node ends a kept-alive connection after 5 idle seconds. A test's request client (Playwright's
  // `page.request`) that reuses one just as the server ends it reads ECONNRESET: on a slow machine a
  // test easily waits 5 s between two requests. Idle connections are ended by `close()` instead.
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = server.keepAliveTimeout + 1000;
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  server.on('request', appAt(origin));
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
