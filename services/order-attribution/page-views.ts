import { isRecord, parseJson } from '../../src/contracts/read.ts';
import { safeStorage } from '../../src/dom/storage.ts';
import { THIS_PAGE_VIEW, UNCOUNTED_PAGE_VIEW } from '../../src/dom/keep-uncounted-page-view.ts';
import type { PageView } from './tracker.ts';

/** A page view on this site, as sourcebuster reads one. */
export function pageViewAt(href: string, referrer: string, now: Date): PageView {
  return { href, search: new URL(href).search, referrer, hostname: location.hostname, userAgent: navigator.userAgent, now };
}

function keptKeys(): string[] {
  try {
    return Object.keys(sessionStorage).filter((key) => key.startsWith(UNCOUNTED_PAGE_VIEW));
  } catch {
    return [];
  }
}

/**
 * The page views the boot entry kept because the shopper left them before the tracker ran
 * (src/dom/keep-uncounted-page-view.ts), oldest first, taken out of storage. This page's own is left out:
 * restored from the back/forward cache, it may have kept itself when it was left, and is counted now.
 */
export function takeUncountedPageViews(): PageView[] {
  const storage = safeStorage('session');
  const views: PageView[] = [];
  for (const key of keptKeys()) {
    const kept = parseJson(storage.get(key));
    storage.remove(key);
    if (key === THIS_PAGE_VIEW || !isRecord(kept)) continue;
    const { href, referrer, time } = kept;
    if (typeof href !== 'string' || typeof referrer !== 'string' || typeof time !== 'number') continue;
    try {
      views.push(pageViewAt(href, referrer, new Date(time)));
    } catch {
      // Not an address: not a page view the entry kept.
    }
  }
  return views.sort((a, b) => a.now.getTime() - b.now.getTime());
}
