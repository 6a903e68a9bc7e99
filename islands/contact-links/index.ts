import { defineIsland } from '../../src/island.ts';
import { contactSegments } from './contact-text.ts';

/**
 * **Demo-only** until a shop opts in: no real template prints `data-contact-links` (WordPress,
 * WooCommerce and WooZone mark no contact details; Rehub's footer contact block, the
 * `div.footer-contact .fcontact-body` its editor button inserts, carries no such mark). The demo's
 * footer has it; a shop adds the attribute to its own contact block (a custom HTML widget, a child
 * theme's footer).
 *
 * Contact details marked with `data-contact-links`: e-mail addresses and phone numbers in their plain
 * text become `mailto:` and `tel:` links by the link rules of docs/CONTRACTS.md#validation-rules. Text
 * nodes are split into text nodes and links (never HTML), text already inside a link or a form control
 * is left alone, and anything the rules reject stays text.
 */

const SKIP = 'a, button, script, style, textarea, select, input, [contenteditable]';

function linkify(root: HTMLElement): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text && !node.parentElement?.closest(SKIP)) textNodes.push(node);
  }
  for (const node of textNodes) {
    const segments = contactSegments(node.data);
    if (!segments.some((segment) => 'href' in segment)) continue;
    node.replaceWith(
      ...segments.map((segment) => {
        if (!('href' in segment)) return document.createTextNode(segment.text);
        const link = document.createElement('a');
        link.href = segment.href;
        link.textContent = segment.text;
        return link;
      }),
    );
  }
}

export default defineIsland({
  mount(root) {
    linkify(root);
  },
});
