/**
 * The country box's outbound links and flags, shared by the island and the demo server's markup so
 * both print the same row (docs/CONTRACTS.md#woozone: Amazon links, affiliate ids).
 */
import type { AffiliateIdsWire as AffiliateIds } from './woozone-country-box.ts';

/** The country's own tag, else the main one. */
export function affiliateIdFor(domain: string, ids: AffiliateIds): string {
  return ids.aff_ids.find((entry) => entry.country === domain)?.aff_id ?? ids.main_aff_id;
}

/** `https://www.amazon.{domain}/dp/{asin}/?tag={aff id}`: only rendered, never fetched. */
export function amazonLink(domain: string, asin: string, ids: AffiliateIds): string {
  return `https://www.amazon.${domain}/dp/${encodeURIComponent(asin)}/?tag=${encodeURIComponent(affiliateIdFor(domain, ids))}`;
}

/** The flag's class: every dot replaced (`co.uk` → `co-uk`; the plugin replaced only the first, so `com.mx` kept one). */
export function flagClass(domain: string): string {
  return domain.replaceAll('.', '-');
}
