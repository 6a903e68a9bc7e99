import { describe, expect, it } from 'vitest';
import { createToggleList } from './toggle-list.ts';

/**
 * What the compare and wishlist tests do not hold of the machine: its result and moves follow the
 * store's reading of the answer, not what was asked. The wishlist reads an answer as what was asked,
 * and the demo's compare answers always agree with the ask, so a machine that went by the ask passed them.
 */

interface Item {
  readonly on: boolean;
  readonly loading: boolean;
}

/** A list whose server answers `listed` to every call (the answer is the reading). */
function listAnswering(listed: boolean) {
  return createToggleList<Item, boolean, never>({
    listed: (item) => item.on,
    turned: (item, on) => ({ ...item, on }),
    unseen: () => ({ on: false, loading: false }),
    nonce: 'compare',
    call: () => Promise.resolve({ ok: true, value: listed, response: new Response() }),
    read: (answer) => answer,
    fetchList: () => Promise.resolve(undefined),
    followList: () => undefined,
    isListed: () => false,
  });
}

describe('the toggle-list machine', () => {
  it('says and shows what the answer says, not what was asked: an add the server did not make moves nothing', async () => {
    const list = listAnswering(false);
    list.count.seed(3);
    const item = list.product(101, () => ({ on: false, loading: false }));

    expect(await list.toggle(101)).toEqual({ kind: 'removed' });
    expect([item.value, list.count.value.value]).toEqual([{ on: false, loading: false }, 3]);
  });

  it('follows an answer that puts the product on the list whatever was asked, counting it once', async () => {
    const list = listAnswering(true);
    list.count.seed(3);
    const item = list.product(101, () => ({ on: true, loading: false }));

    expect(await list.toggle(101)).toEqual({ kind: 'added' });
    expect([item.value, list.count.value.value]).toEqual([{ on: true, loading: false }, 3]);
  });
});
