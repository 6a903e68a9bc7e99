import { pushToDataLayer } from '../../src/host/data-layer.ts';
import type { StoreContext } from './store-context.ts';

/**
 * Starts the statistics provider: its script is added once per page (a second marker for the same
 * script adds nothing), and the store context goes to the dataLayer once, before the script runs.
 */

const started = new Set<string>();
let contextSent = false;

export function startProvider(src: URL, context: () => StoreContext): void {
  if (!contextSent) {
    pushToDataLayer({ ...context() });
    contextSent = true;
  }
  if (started.has(src.href)) return;
  started.add(src.href);
  const script = document.createElement('script');
  script.src = src.href;
  script.async = true;
  document.head.append(script);
}

/** Tests: a fresh page. */
export function forgetStartedProviders(): void {
  started.clear();
  contextSent = false;
}
