import { describe, expect, it } from 'vitest';
import { combineCleanups } from './island.ts';

describe('one cleanup for several', () => {
  it('runs each in order, also after one throws, then throws the first failure', () => {
    const ran: string[] = [];
    const cleanup = combineCleanups(
      () => void ran.push('listeners'),
      () => {
        ran.push('timer');
        throw new Error('timer');
      },
      undefined,
      () => {
        ran.push('root');
        throw new Error('root');
      },
      () => void ran.push('effect'),
    );
    expect(cleanup).toThrow('timer');
    expect(ran).toEqual(['listeners', 'timer', 'root', 'effect']);
  });

  it('throws nothing when none fails', () => {
    const ran: number[] = [];
    combineCleanups(() => void ran.push(1), undefined, () => void ran.push(2))();
    expect(ran).toEqual([1, 2]);
  });
});
