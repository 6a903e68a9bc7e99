import { describe, expect, it, vi } from 'vitest';
import { remembered } from './remember.ts';

describe('remembered', () => {
  it('computes each input once, and forgets everything once the limit is reached', () => {
    const compute = vi.fn((n: number) => n * 2);
    const double = remembered(compute, 2);
    expect([double(1), double(1), double(2), double(2)]).toEqual([2, 2, 4, 4]);
    expect(compute).toHaveBeenCalledTimes(2);
    double(3);
    double(1);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
