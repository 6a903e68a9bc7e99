import { describe, expect, it } from 'vitest';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

describe('QA memory report', () => {
  it('gives the server’s memory and the sessions kept, a cookieless add’s among those seen once', async () => {
    await new Shopper(running.origin).wcAjax('add_to_cart', { product_id: '101' });
    const response = await fetch(`${running.origin}/__qa/memory`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      memory: expect.objectContaining({ rss: expect.any(Number), heapUsed: expect.any(Number) }),
      sessions: { customers: 0, guests: { seenOnce: 1, empty: 0, inUse: 0 } },
    });
  });

  it('only reads', async () => {
    expect((await fetch(`${running.origin}/__qa/memory`, { method: 'POST' })).status).toBe(405);
  });
});
