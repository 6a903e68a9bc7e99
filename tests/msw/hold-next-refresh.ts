import { http } from 'msw';
import { mswServer } from './server.ts';

export interface HeldRefresh {
  /** Resolves once the refresh is at the shop. */
  reached: Promise<void>;
  /** Lets the shop answer it. */
  release: () => void;
}

/** Holds the next cart fragments refresh (`wc-ajax=get_refreshed_fragments`) at the shop until `release()`. */
export function holdNextRefresh(): HeldRefresh {
  let release!: () => void;
  let arrive!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  mswServer.use(
    http.post(`${location.origin}/`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') !== 'get_refreshed_fragments') return undefined;
      arrive();
      await released;
      return undefined;
    }, { once: true }),
  );
  return { reached, release };
}
