import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals-core';
import { dismissToast, pauseToast, resetToasts, resumeToast, showToast, toasts } from './toasts.ts';

/** How long a toast stays, as the shopper sees it (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const TOAST_DURATION_MS = 4000;

/** The one toast shown stays until `ms` more have passed, and is gone then. */
function expectShownFor(ms: number): void {
  vi.advanceTimersByTime(ms - 1);
  expect(toasts.value).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(toasts.value).toEqual([]);
}

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

  it('gives every toast its own id, counting up from 1 on a fresh page', () => {
    resetToasts();
    expect([showToast('a'), showToast('b')]).toEqual([1, 2]);
  });

  it('ignores dismissing a toast that is already gone, telling its readers nothing', () => {
    const id = showToast('Weg');
    dismissToast(id);
    let told = 0;
    const stop = effect(() => void (told += toasts.value.length + 1));
    dismissToast(id);
    stop();
    expect([toasts.value, told]).toEqual([[], 1]);
  });

  it('goes 4000 ms after the toaster showed it, the time a pause lasted not counted', () => {
    const id = showToast('Even');
    vi.advanceTimersByTime(10_000);
    expect(toasts.value).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1_000);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    resumeToast(id);
    expectShownFor(TOAST_DURATION_MS - 1_000);
  });

  it('leaves a running clock alone when told to start again, so a pause after it still holds the toast', () => {
    const id = showToast('Even');
    resumeToast(id);
    vi.advanceTimersByTime(1_000);
    resumeToast(id);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect(toasts.value).toHaveLength(1);
    resumeToast(id);
    expectShownFor(TOAST_DURATION_MS - 1_000);
  });

  it('keeps the whole 4000 ms of a toast paused before the toaster showed it, and ignores a pause of one that is gone', () => {
    const id = showToast('Nog niet getoond');
    vi.advanceTimersByTime(3_000);
    pauseToast(id);
    resumeToast(id);
    expectShownFor(TOAST_DURATION_MS);
    expect(() => pauseToast(id)).not.toThrow();
  });

  it('leaves no timers behind after a reset', () => {
    showToast('a');
    showToast('b');
    resetToasts();
    expect(vi.getTimerCount()).toBe(0);
  });
});
