import { describe, expect, it } from 'vitest';
import { createQueue } from './queue.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the request queue', () => {
  it('runs one task at a time, in the order queued', async () => {
    const queue = createQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.enqueue(() => (started.push('a'), first.promise));
    const b = queue.enqueue(() => (started.push('b'), second.promise));
    const c = queue.enqueue(async () => (started.push('c'), 'c'));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(queue.size).toBe(3);
    first.resolve('a');
    await a;
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    second.resolve('b');
    expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a task fails', async () => {
    const queue = createQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('network')));
    const next = queue.enqueue(async () => 'next');
    await expect(failing).rejects.toThrow('network');
    await expect(next).resolves.toBe('next');
  });
});
