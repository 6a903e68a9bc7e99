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

function fixImage(img: HTMLImageElement): void {
  const src = upgraded(img.getAttribute('src') ?? '');
  if (src) img.setAttribute('src', src);
  const srcset = img.getAttribute('srcset');
  if (srcset === null) return;
  const candidates = srcset.split(',').map((candidate) => {
    const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
    const fixed = upgraded(url);
    return fixed ? [fixed, ...descriptor].join(' ') : candidate.trim();
  });
  const fixedSrcset = candidates.join(', ');
  if (fixedSrcset !== srcset.trim()) img.setAttribute('srcset', fixedSrcset);
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
