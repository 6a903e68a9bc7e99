import { pushToDataLayer } from '../../src/host/data-layer.ts';
import type { StoreContext } from './store-context.ts';

/**
 * Starts the statistics provider: its script is added once per page (a second marker for the same
 * script adds nothing), and the store context goes to the dataLayer once, before the script runs.
 * A script once run cannot be unloaded, so a withdrawal is told to it through the dataLayer, as
 * consent mode does (`analytics_storage: 'denied'`); it then sends nothing more.
 */

const started = new Set<string>();
let contextSent = false;
let storage: 'granted' | 'denied' = 'granted';

/** Tells a running provider that statistics consent was given again or withdrawn. */
export function updateProviderConsent(allowed: boolean): void {
  const next = allowed ? 'granted' : 'denied';
  if (!contextSent || next === storage) return;
  storage = next;
  pushToDataLayer({ event: 'consent_update', analytics_storage: next });
}

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
  storage = 'granted';
}
