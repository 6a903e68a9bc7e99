/**
 * The coupon-reveal page's address, shared by the island (the new window it opens) and the demo
 * server (the masked coupon's link for shoppers without JavaScript): the current page with `codeid`
 * or `codetext` set, any earlier value of either removed first, every other parameter kept.
 */

export type CouponKey = { codeid: string } | { codetext: string };

export const REVEAL_PARAMETERS = ['codeid', 'codetext'] as const;

export function revealUrl(current: URL, key: CouponKey): URL {
  const url = new URL(current.href);
  url.hash = '';
  for (const name of REVEAL_PARAMETERS) url.searchParams.delete(name);
  if ('codeid' in key) url.searchParams.set('codeid', key.codeid);
  else url.searchParams.set('codetext', key.codetext);
  return url;
}

/** Whether two keys name the same coupon (an id never matches a text). */
export function sameCoupon(a: CouponKey, b: CouponKey): boolean {
  return 'codeid' in a ? 'codeid' in b && a.codeid === b.codeid : 'codetext' in b && a.codetext === b.codetext;
}

/** The coupon a page was opened for, read from its query; a value is text, never markup. */
export function requestedCoupon(search: URLSearchParams): CouponKey | null {
  const codeid = search.get('codeid');
  if (codeid !== null && codeid !== '') return { codeid };
  const codetext = search.get('codetext');
  if (codetext !== null && codetext !== '') return { codetext };
  return null;
}

/**
 * The code as shoppers see and copy it: decoded exactly once, since affiliate feeds print it
 * URL-encoded (`SAVE%2010`); a code that is not valid encoding (`50%OFF`) is shown as printed. Read
 * from the attribute as text, so `1e5` stays `1e5`.
 */
export function couponCode(printed: string): string {
  try {
    return decodeURIComponent(printed);
  } catch {
    return printed;
  }
}
