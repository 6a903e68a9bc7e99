import { signal, type ReadonlySignal } from '@preact/signals-core';

/** Short messages stacked in the corner of the page ("Toegevoegd aan je winkelwagen"). */

export type ToastKind = 'success' | 'danger' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** Plain text: it may come from the page or a URL, so it is never rendered as HTML. */
  readonly message: string;
}

/** A toast stays 4000 ms, counted from when it is on the screen (docs/CONTRACTS.md#timings). */
export const TOAST_DURATION_MS = 4000;

interface Countdown {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

const list = signal<readonly Toast[]>([]);
const countdowns = new Map<number, Countdown>();
let lastId = 0;

/** The visible toasts, oldest first. */
export const toasts: ReadonlySignal<readonly Toast[]> = list;

function startCountdown(id: number, countdown: Countdown): void {
  countdown.startedAt = Date.now();
  countdown.handle = setTimeout(() => dismissToast(id), countdown.remaining);
}

/**
 * Shows `message` as text and returns the toast's id. It disappears by itself 4000 ms after the toaster
 * has put it on the screen (`resumeToast`): the toaster's code may take seconds to arrive on a slow
 * device, and the shopper still gets the whole 4 s to read it.
 */
export function showToast(message: string, kind: ToastKind = 'info'): number {
  lastId += 1;
  const id = lastId;
  // Its countdown first: a toaster following the list starts it the moment the toast is in it.
  countdowns.set(id, { handle: undefined, remaining: TOAST_DURATION_MS, startedAt: 0 });
  list.value = [...list.value, { id, kind, message: String(message) }];
  return id;
}

export function dismissToast(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown) clearTimeout(countdown.handle);
  countdowns.delete(id);
  if (list.value.some((toast) => toast.id === id)) {
    list.value = list.value.filter((toast) => toast.id !== id);
  }
}

/** Stops the clock while the shopper hovers or focuses the toast, so it cannot vanish mid-read. */
export function pauseToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle === undefined) return;
  clearTimeout(countdown.handle);
  countdown.handle = undefined;
  countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
}

/** Starts the toast's clock, or lets it go on after a pause; a clock already running is left alone. */
export function resumeToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle !== undefined) return;
  startCountdown(id, countdown);
}

/** For tests: no toasts, no pending timers, ids from 1 again. */
export function resetToasts(): void {
  for (const countdown of countdowns.values()) clearTimeout(countdown.handle);
  countdowns.clear();
  list.value = [];
  lastId = 0;
}
