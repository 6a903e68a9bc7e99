import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { watch } from './watch.ts';

describe('watch', () => {
  it('acts now and on each change of what it reads, not on changes of signals only the act read, and stops with its cleanup', () => {
    const read = signal(1);
    const readByTheAct = signal('a');
    const seen: string[] = [];
    const stop = watch(
      () => read.value,
      (value) => seen.push(`${value}${readByTheAct.value}`),
    );
    readByTheAct.value = 'b';
    read.value = 2;
    stop();
    read.value = 3;
    expect(seen).toEqual(['1a', '2b']);
  });
});
