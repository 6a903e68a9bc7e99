import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * The product page's tab panels the shopper has opened (by a tab, the keyboard or the address's
 * `#tab-…`), by panel id. The tabs island writes it; what a panel loads on its first opening (the Amazon
 * reviews) reads it, whenever it mounts, so an opening before its code arrived is not missed.
 */
const opened = signal<ReadonlySet<string>>(new Set());

export const openedTabPanels: ReadonlySignal<ReadonlySet<string>> = opened;

export function tabPanelOpened(panelId: string): void {
  if (opened.value.has(panelId)) return;
  opened.value = new Set([...opened.value, panelId]);
}

/** Tests: a fresh page. */
export function resetProductTabs(): void {
  opened.value = new Set();
}
