/**
 * SPEC §7 "Modal content": a GET of a link's own URL that answers HTML; SPEC gives no URL shape, so
 * the URL is the link's `href`, the page the link opens without JavaScript. That page is usually a
 * whole document (header, menu, footer), so the part shown is, in this order: the element the link's
 * fragment names (`/verzending/#retour`, which is also where the browser scrolls without JavaScript),
 * WordPress's post or page body `.entry-content`, `<main>`, the body. A bare HTML answer (a theme's
 * own endpoint) is shown whole, or the element its fragment names.
 */

const PARTS_OF_A_PAGE = ['.entry-content', 'main', 'body'] as const;

/**
 * The HTML to show, or null when the answer is not HTML (WordPress's `0`/`-1`, JSON, an empty
 * body) or the part is empty. `partId` is the link's fragment without `#` ('' for none).
 */
export function readModalContent(body: string, partId: string): string | null {
  const trimmed = body.trim();
  if (!trimmed.startsWith('<')) return null;
  // DOMParser's document is inert: nothing in it runs or loads, and its <head> (styles, <base>) never
  // reaches the page.
  const page = new DOMParser().parseFromString(trimmed, 'text/html');
  const named = partId === '' ? null : page.getElementById(partId);
  const isDocument = /^<(!doctype|html)\b/i.test(trimmed);
  const part = named ?? (isDocument ? PARTS_OF_A_PAGE.map((selector) => page.querySelector(selector)).find((found) => found !== null) : page.body);
  const html = part?.innerHTML.trim() ?? '';
  return html === '' ? null : html;
}
