import type { BrowserContext, Page } from 'playwright-core';

/** A toast as the shopper was shown it: its role for screen readers, its look, its words. */
export interface ShownToast {
  role: string;
  kind: 'success' | 'info' | 'danger' | 'unknown';
  text: string;
}

/**
 * Records every toast the context's pages show, as it appears (each page the shopper opens starts a new
 * record). A toast leaves after 4 s (docs/CONTRACTS.md#timings): a test that looks for one after other steps may look
 * after it left on a slow machine, so what the shopper was told is read from this record.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: ShownToast[] = [];
    (window as { shownToasts?: ShownToast[] }).shownToasts = shown;
    // A toaster that moves into an open dialog (to stay above it) is added again with its toasts.
    const seen = new WeakSet<Element>();
    const kindOf = (toast: Element | null): ShownToast['kind'] =>
      (['success', 'info', 'danger'] as const).find((kind) => toast?.classList.contains(`si-toast--${kind}`)) ?? 'unknown';
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const message of [node, ...node.querySelectorAll('.si-toast__message')]) {
            if (!message.matches('.si-toast__message') || seen.has(message)) continue;
            seen.add(message);
            shown.push({ role: message.getAttribute('role') ?? '', kind: kindOf(message.closest('.si-toast')), text: message.textContent ?? '' });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts the page has shown so far (recorded by `recordToasts`). */
export function toastsShown(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() => (window as { shownToasts?: ShownToast[] }).shownToasts ?? []);
}
