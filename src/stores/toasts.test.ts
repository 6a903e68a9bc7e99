import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToasts, showToast, toasts } from './toasts';

describe('toasts store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('shows an info toast unless told otherwise and returns its id', () => {
    const id = showToast('Hallo');
    expect(toasts.value).toEqual([{ id, kind: 'info', message: 'Hallo' }]);
  });

  it('gives every toast its own id', () => {
    expect(showToast('a')).not.toBe(showToast('b'));
  });

  it('ignores dismissing a toast that is already gone', () => {
    const id = showToast('Weg');
    dismissToast(id);
    dismissToast(id);
    expect(toasts.value).toEqual([]);
  });

  it('leaves no timers behind after a reset', () => {
    showToast('a');
    showToast('b');
    resetToasts();
    expect(vi.getTimerCount()).toBe(0);
  });
});
