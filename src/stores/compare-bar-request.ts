import { signal } from '@preact/signals-core';

/**
 * A press on a compare icon (the compare-count island, on the icon) asks the compare bar (its own
 * island, on the bar) to open. The two mount apart, each when its code is there: a press that comes
 * before the bar's code waits here, and the bar opens for it once it mounts.
 */
const asked = signal<HTMLElement | null>(null);

/** The icon pressed, until the bar takes it. */
export const compareBarAsked = asked;

export function askForCompareBar(from: HTMLElement): void {
  asked.value = from;
}

/** The bar took the request: the next press asks again. */
export function compareBarOpened(): void {
  asked.value = null;
}
