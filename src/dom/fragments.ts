import type { Fragments } from '../contracts/wc-ajax.ts';
import { SERVER_HTML_HOST } from './ownership.ts';

/**
 * The one place that puts server HTML into the page. Only HTML from the documented answer fields
 * (`fragments`, `html`, `content`, `compare_html`, a quick view) comes here, never text from a URL,
 * a cookie or storage. Unlike jQuery, scripts inside do not run, and nothing fades (WooCommerce's
 * per-fragment fades made each cart update hundreds of ms slower). Islands in the new HTML are mounted,
 * and those in the HTML it replaced unmounted, by the mount observer.
 */

/** Server HTML as an inert fragment: nothing in it runs or loads until it is put in the page. */
export function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** WooCommerce's `fragments`: replaces every element each selector matches; returns the selectors that matched nothing or were invalid. */
export function applyFragments(fragments: Fragments, root: ParentNode = document): string[] {
  const missed: string[] = [];
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = Array.from(root.querySelectorAll(selector));
    } catch {
      missed.push(selector);
      continue;
    }
    if (targets.length === 0) missed.push(selector);
    const content = parse(html);
    for (const target of targets) target.replaceWith(content.cloneNode(true));
  }
  return missed;
}

/**
 * Makes server HTML the content of `container` (the slide-in cart, the modal, a reviews tab, search
 * results), or with `'append'` adds it after what the container holds (the next page of a listing).
 * The container is marked as a host of server HTML, so islands inside it are mounted even where the
 * container itself sits in markup a React island renders. Returns the elements put in.
 */
export function fillWithServerHtml(container: HTMLElement, html: string, mode: 'replace' | 'append' = 'replace'): Element[] {
  container.setAttribute(SERVER_HTML_HOST, '');
  const content = parse(html);
  const added = [...content.children];
  if (mode === 'append') container.append(content);
  else container.replaceChildren(content);
  return added;
}
