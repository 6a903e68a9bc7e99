import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  origin: string;
  /** Stops listening and ends the connections still open (kept alive, or held by a latency fault). */
  close(): Promise<void>;
}

/** Serves `app` (the demo shop's Express app) on a free port of 127.0.0.1. */
export async function serveOnLoopback(app: RequestListener): Promise<LoopbackServer> {
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
