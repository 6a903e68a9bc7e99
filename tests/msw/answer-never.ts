import { http } from 'msw';
import { mswServer } from './server.ts';

/**
 * The answer to the next `method` request to `url` never arrives. With `applied`, the shop still
 * handles the request (it is passed on to the shop's own handler, this one being used up): an answer
 * lost on its way back. Resolves once the request is at the shop, so a test moves the clock past the
 * bundle's time-out only from then on (before, the time-out's timer may not exist yet).
 */
export function answerNever(method: 'get' | 'post', url: string, { applied }: { applied: boolean }): Promise<void> {
  let reached: () => void = () => undefined;
  const atTheShop = new Promise<void>((resolve) => (reached = resolve));
  mswServer.use(
    http[method](
      url,
      async ({ request }) => {
        if (applied) await fetch(request.url, { method: request.method, headers: request.headers, body: method === 'post' ? await request.text() : undefined });
        reached();
        await new Promise<never>(() => undefined);
      },
      { once: true },
    ),
  );
  return atTheShop;
}
