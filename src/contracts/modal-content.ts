/**
 * Modal content (docs/CONTRACTS.md#pages-and-links): a GET of a link's own URL that answers HTML; any page may
 * be one, so the URL is the link's `href`, the page the link opens without JavaScript. That page is usually a
 * whole document (header, menu, footer), so the part shown is, in this order: the element the link's
 * fragment names (`/verzending/#retour`, which is also where the browser scrolls without JavaScript),
 * WordPress's post or page body `.entry-content`, `<main>`, the body. A named heading (the editor's
 * "HTML anchor" sits on the heading) stands for its section: it and what follows, up to the next
 * heading of its rank or higher. A bare HTML answer (a theme's own endpoint) is shown whole, or the
 * part its fragment names.
 */

/** A whole page's parts to show, in this order; its body when it has neither. */
const PARTS_OF_A_PAGE = ['.entry-content', 'main'] as const;

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
  // No element has the id '' (no fragment), so then nothing is named.
  const named = page.getElementById(partId);
  const isDocument = /^<(!doctype|html)\b/i.test(trimmed);
  const pagePart = isDocument ? PARTS_OF_A_PAGE.map((selector) => page.querySelector(selector)).find((found) => found !== null) : undefined;
  const part = named ?? pagePart ?? page.body;
  const rank = headingRank(part);
  const html = (rank ? sectionOf(part, rank) : part.innerHTML).trim();
  return html === '' ? null : html;
}

/** 1 to 6 for h1 to h6, 0 for anything else. */
function headingRank(element: Element): number {
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : 0;
}

/** The heading and what follows it, up to the next heading of the same rank or higher (or its parent's end). */
function sectionOf(heading: Element, rank: number): string {
  const holder = heading.ownerDocument.createElement('div');
  for (let node: ChildNode | null = heading; node; node = node.nextSibling) {
    if (node !== heading && node instanceof Element && headingRank(node) !== 0 && headingRank(node) <= rank) break;
    holder.append(node.cloneNode(true));
  }
  return holder.innerHTML;
}
