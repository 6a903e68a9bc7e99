import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../http/request.ts';
import { createToggleList, type ToggleListSpec } from './toggle-list.ts';

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

/** A list whose server answers each call as the test says; its list, asked again, is `serverList`. */
function listWith(answer: () => Promise<Outcome<boolean | 'refused'>>, serverList?: number[], spec: Partial<ToggleListSpec<Item, boolean | 'refused', number[]>> = {}) {
  const followed: number[][] = [];
  const list = createToggleList<Item, boolean | 'refused', number[]>({
    listed: (item) => item.on,
    turned: (item, on) => ({ ...item, on }),
    unseen: () => ({ on: false, loading: false }),
    nonce: 'wish',
    call: answer,
    read: (value) => value,
    fetchList: () => Promise.resolve(serverList),
    followList: (ids) => followed.push(ids),
    isListed: (ids, productId) => ids.includes(productId),
    ...spec,
  });
  return { list, followed };
}

const answered = (value: boolean | 'refused'): Promise<Outcome<boolean | 'refused'>> => Promise.resolve({ ok: true, value, response: new Response() });
const failed = (failure: Extract<Outcome<never>, { ok: false }>['failure']): Promise<Outcome<never>> => Promise.resolve({ ok: false, failure });

describe('a toggle', () => {
  it('adds a product not yet seen, moving the header by one, and takes it off again', async () => {
    const { list } = listWith(() => answered(true));
    list.count.seed(2);
    expect(await list.toggle(7)).toEqual({ kind: 'added' });
    expect([list.products.get(7)?.value, list.count.value.value]).toEqual([{ on: true, loading: false }, 3]);
    const { list: other } = listWith(() => answered(false));
    other.count.seed(2);
    other.product(7, () => ({ on: true, loading: false }));
    expect(await other.toggle(7)).toEqual({ kind: 'removed' });
    expect(other.count.value.value).toBe(1);
  });

  it('ignores a click while the product’s request runs, and is busy until it settles', async () => {
    let answer!: (outcome: Outcome<boolean>) => void;
    const { list } = listWith(() => new Promise((resolve) => (answer = resolve)));
    const first = list.toggle(7);
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(list.products.get(7)?.value.loading).toBe(true);
    expect(await list.toggle(7)).toEqual({ kind: 'busy' });
    answer({ ok: true, value: true, response: new Response() });
    expect(await first).toEqual({ kind: 'added' });
    expect(list.products.get(7)?.value.loading).toBe(false);
  });

  it('tells the store what else follows a confirmed answer', async () => {
    const confirmed = vi.fn();
    const { list } = listWith(() => answered(true), [], { confirmed });
    await list.toggle(7);
    expect(confirmed).toHaveBeenCalledExactlyOnceWith(true, 7);
  });

  it('leaves the product and the header as they were on a refused nonce, a 403 and a failure', async () => {
    for (const [answer, result] of [
      [() => answered('refused'), { kind: 'refused' }],
      [() => failed({ kind: 'status', status: 403, body: '-1' }), { kind: 'refused' }],
      [() => failed({ kind: 'status', status: 500, body: '' }), { kind: 'failed', failure: { kind: 'status', status: 500, body: '' } }],
      [() => failed({ kind: 'network' }), { kind: 'failed', failure: { kind: 'network' } }],
    ] as const) {
      const confirmed = vi.fn();
      const { list } = listWith(answer, [], { confirmed });
      list.count.seed(2);
      expect(await list.toggle(7)).toEqual(result);
      expect([list.products.get(7)?.value, list.count.value.value, confirmed.mock.calls]).toEqual([{ on: false, loading: false }, 2, []]);
    }
  });

  it('asks the list again when no answer came in time, and follows it', async () => {
    const { list, followed } = listWith(() => failed({ kind: 'timeout' }), [7, 9]);
    expect(await list.toggle(7)).toEqual({ kind: 'unknown', listed: true });
    expect(followed).toEqual([[7, 9]]);
    expect(list.products.get(7)?.value.loading).toBe(false);
    const { list: dropped } = listWith(() => failed({ kind: 'timeout' }), [9]);
    expect(await dropped.toggle(7)).toEqual({ kind: 'unknown', listed: false });
  });

  it('says it cannot tell when the list could not be asked for either', async () => {
    const { list, followed } = listWith(() => failed({ kind: 'timeout' }), undefined);
    expect(await list.toggle(7)).toEqual({ kind: 'unknown', listed: undefined });
    expect([followed, list.products.get(7)?.value]).toEqual([[], { on: false, loading: false }]);
  });
});

describe('following a list', () => {
  it('turns every product the store knows to whether the list has it, leaving the rest', () => {
    const { list } = listWith(() => answered(true));
    const on = list.product(1, () => ({ on: true, loading: false }));
    const off = list.product(2, () => ({ on: false, loading: false }));
    const stays = list.product(3, () => ({ on: true, loading: true }));
    list.follow(new Set([2, 3]));
    expect([on.value.on, off.value.on, stays.value]).toEqual([false, true, { on: true, loading: true }]);
  });

  it('forgets every product and the count on reset, and seeds a product only the first time', () => {
    const { list } = listWith(() => answered(true));
    list.count.seed(4);
    const first = list.product(1, () => ({ on: true, loading: false }));
    expect(list.product(1, () => ({ on: false, loading: false }))).toBe(first);
    list.reset();
    expect([list.products.size, list.count.value.value]).toEqual([0, undefined]);
  });
});
