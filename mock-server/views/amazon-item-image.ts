/**
 * The picture of an item sold only on Amazon ("Frequently Bought Together"): a parcel in a colour of
 * its own, drawn by the shop, since the demo never shows a picture from Amazon.
 */
import type { AmazonCrossSellItem } from '../../fixtures/amazon.ts';
import { escapeXml } from './product-image.ts';

/** A hue from the ASIN, so each item keeps its colour. */
function hueOf(asin: string): number {
  let hash = 0;
  for (const char of asin) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function amazonItemSvg(item: AmazonCrossSellItem, pixels = 100): string {
  const hue = hueOf(item.asin);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 600 600" role="img">`,
    `<title>${escapeXml(item.title)}</title>`,
    `<rect width="600" height="600" fill="hsl(${hue} 45% 94%)"/>`,
    `<g stroke="hsl(${hue} 40% 30%)" stroke-width="12" stroke-linejoin="round">`,
    `<path d="M300 110 L500 200 L500 410 L300 500 L100 410 L100 200 Z" fill="hsl(${hue} 50% 62%)"/>`,
    `<path d="M100 200 L300 290 L500 200 M300 290 L300 500" fill="none"/>`,
    `<path d="M200 155 L400 245 L400 320" fill="none" stroke="hsl(${hue} 40% 92%)"/>`,
    '</g></svg>',
  ].join('');
}
