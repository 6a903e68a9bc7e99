import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCode } from './island-code.ts';

afterEach(() => {
  vi.useRealTimers();
});

const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('loading code', () => {
  it('asks once for every caller while the code is on its way, and gives each the same code once it is there', async () => {
    const load = vi.fn(async () => ({ default: 'heart' }));
    const [first, second] = await Promise.all([loadCode(load), loadCode(load)]);
    const later = await loadCode(load);
    expect([first, second, later].every((code) => code === first)).toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again on the next call after a failed try', async () => {
    const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue({ default: 'heart' });
    await expect(loadCode(load)).rejects.toThrow('Failed to fetch');
    expect(await loadCode(load)).toEqual({ default: 'heart' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on code that has not arrived after 120 s, and the next call does not wait for that try', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockResolvedValue({ default: 'heart' });
    const first = loadCode(load);
    const outcome = first.then(
      () => 'arrived',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('code time-out');
    expect(await loadCode(load)).toEqual({ default: 'heart' });
  });

  it('tries a chunk of its own again at a new address, so that neither a kept failure nor a request that never ended can block it', async () => {
    // What the build writes for an island's chunk; in a test, `./island.js` is src/island.ts.
    const load = Object.assign(() => new Promise<never>(() => undefined), { toString: () => '()=>import(`./island.js`)' });
    vi.useFakeTimers();
    const first = loadCode(load).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    await first;
    vi.useRealTimers();
    const again = (await loadCode(load)) as typeof import('./island.ts');
    expect(typeof again.defineIsland).toBe('function');
  });
});
