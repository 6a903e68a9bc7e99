import { signal } from '@preact/signals-core';

/**
 * A press on a compare icon (the compare-count island, on the icon) asks the compare bar (its own
 * island, on the bar) to open. The two mount apart, each when its code is there: a press that comes
 * before the bar's code waits here, and the bar opens for it once it mounts.
 */
/** The icon pressed, until the bar takes it. */
export const compareBarAsked = signal<HTMLElement | null>(null);

export function askForCompareBar(from: HTMLElement): void {
  compareBarAsked.value = from;
}

/** The bar took the request: the next press asks again. */
export function compareBarOpened(): void {
  compareBarAsked.value = null;
}
