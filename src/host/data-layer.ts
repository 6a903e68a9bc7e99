/**
 * `window.dataLayer`, the queue analytics providers (gtag.js, Tag Manager and the like) read: items
 * pushed before the provider's script arrives are picked up when it starts.
 */
export function pushToDataLayer(item: Record<string, unknown>): void {
  const host = window as unknown as { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  (host.dataLayer as unknown[]).push(item);
}
