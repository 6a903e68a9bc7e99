import { defineService } from '../../src/island.ts';

/**
 * WooZone's image fix: a marketplace picture printed protocol-relative (`//…ssl-images…`, Amazon's
 * image host; the plugin's own test) gets `https:`, in `src` and in each `srcset` candidate, where the
 * image has one. Amazon serves its pictures over https only, so on a page served over http `//` would
 * ask for them over http. Unlike the plugin (a scan every second, forever, which wrote
 * `https:undefined` into images without a `srcset` and fixed only the first candidate of one), the
 * images on the page are fixed once at start and those added later (the reviews tab, a fragment) as
 * one MutationObserver sees them. A URL on the page's own host is left as it is: it follows the page's
 * scheme, which the shop serves (the demo's "Amazon" pictures are its own, so nothing leaves the site).
 * Every other URL, and every other byte of a `srcset`, stays as the host printed it: an image with no
 * marketplace URL is never written to.
 * What an observer cannot do: a picture inserted with its `src` already set is asked for (Chromium, at
 * its insertion's microtask) before the MutationObserver's callback runs, so one request goes out over
 * http before the fix; a `src` set on an image in the page is fixed first. Server HTML would need the
 * fix in its inert fragment, before it is put in the page (src/dom/fragments.ts `parse`).
 */

const MARKETPLACE = 'ssl-images';

function upgraded(url: string): string | null {
  if (!url.startsWith('//') || !url.includes(MARKETPLACE)) return null;
  try {
    return new URL(`https:${url}`).host === location.host ? null : `https:${url}`;
  } catch {
    return null;
  }
}

/** ASCII whitespace, which ends a srcset candidate's URL. */
const isSpace = (char: string) => ' \t\n\f\r'.includes(char);

/**
 * Where each candidate's URL lies in a `srcset`, as the HTML spec parses it: the URL is the run of
 * non-whitespace characters (a comma inside it, as in Amazon's `._CR0,0,300,300_.jpg`, is part of it),
 * and a candidate ends at a comma that ends its URL or at one after its descriptors.
 */
function srcsetUrls(srcset: string): Array<[start: number, end: number]> {
  const spans: Array<[number, number]> = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && (isSpace(srcset.charAt(at)) || srcset[at] === ',')) at += 1;
    if (at === srcset.length) break;
    const start = at;
    while (at < srcset.length && !isSpace(srcset.charAt(at))) at += 1;
    // Trailing commas stay in the span: they do not change the URL's host, and only its start is rewritten.
    spans.push([start, at]);
    if (srcset[at - 1] === ',') continue;
    // The descriptors: up to a comma outside parentheses (the spec's descriptor tokenizer).
    let inParens = false;
    for (; at < srcset.length; at += 1) {
      const char = srcset.charAt(at);
      if (char === '(') inParens = true;
      else if (char === ')') inParens = false;
      else if (char === ',' && !inParens) break;
    }
  }
  return spans;
}

/** The srcset with its marketplace URLs upgraded, everything else byte for byte; null when none is. */
function upgradedSrcset(srcset: string): string | null {
  let fixed = srcset;
  // From the last candidate back, so the earlier spans still point at their URLs.
  for (const [start, end] of srcsetUrls(srcset).reverse()) {
    const url = upgraded(srcset.slice(start, end));
    if (url) fixed = fixed.slice(0, start) + url + fixed.slice(end);
  }
  return fixed === srcset ? null : fixed;
}

function fixImage(img: HTMLImageElement): void {
  const src = upgraded(img.getAttribute('src') ?? '');
  if (src) img.setAttribute('src', src);
  const srcset = upgradedSrcset(img.getAttribute('srcset') ?? '');
  if (srcset) img.setAttribute('srcset', srcset);
}

function fixWithin(node: Node): void {
  if (node instanceof HTMLImageElement) fixImage(node);
  else if (node instanceof Element) node.querySelectorAll('img').forEach(fixImage);
}

export default defineService({
  start() {
    fixWithin(document.documentElement);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') fixWithin(record.target);
        else record.addedNodes.forEach(fixWithin);
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'srcset'] });
    return () => observer.disconnect();
  },
});
