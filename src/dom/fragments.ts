import type { Fragments } from '../contracts/wc-ajax.ts';

/**
 * The one place that swaps server HTML into the page: WooCommerce's `fragments`, selector -> HTML that
 * replaces every matched element. Unlike jQuery's replaceWith, scripts inside a fragment do not run,
 * and nothing fades (WooCommerce's per-fragment fades made each cart update hundreds of ms slower).
 * Islands inside replaced elements are unmounted and the new ones mounted by the mount observer.
 */

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Replaces each fragment's elements; returns the selectors that matched nothing or were invalid. */
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
