import { defineIsland } from '../../src/island.ts';
import { readModalContent } from '../../src/contracts/modal-content.ts';
import { safeUrl } from '../../src/dom/navigate.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { requestText, type Outcome } from '../../src/http/request.ts';
import { showLoadedHtml } from '../../src/ui/modal/show-loaded-html.ts';

/**
 * A link that shows its page's content in the shared modal (docs/CONTRACTS.md#pages-and-links, max width 500):
 * `<a href="/verzending-en-retour/#retour" data-island="modal-content">`. Only a page of this site is
 * loaded (with the shopper's cookies); a link elsewhere, and a click with a modifier key, are left to
 * the browser, as is every click without JavaScript: then the link simply opens the page.
 */

/** The id the link's fragment names ('' for none); a fragment that is not valid percent-encoding is the id as written. */
function fragmentId(page: URL): string {
  const written = page.hash.slice(1);
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

async function loadContent(page: URL): Promise<Outcome<string>> {
  const partId = fragmentId(page);
  const outcome = await requestText(new URL(page.pathname + page.search, page.origin).href, { cache: 'no-store' });
  if (!outcome.ok) return outcome;
  const html = readModalContent(outcome.value, partId);
  return html === null ? { ok: false, failure: { kind: 'malformed', body: outcome.value } } : { ...outcome, value: html };
}

export default defineIsland({
  mount(link) {
    if (!(link instanceof HTMLAnchorElement)) return;
    const onClick = (event: MouseEvent) => {
      // Fetched with the shopper's cookies, so held to the rule for addresses from an answer: this site only.
      const page = safeUrl(link.href, 'answer');
      if (!page || !isPlainClick(event)) return;
      event.preventDefault();
      void showLoadedHtml(link, { title: link.title || link.getAttribute('aria-label') || link.textContent.trim(), maxWidth: 500, load: () => loadContent(page) });
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  },
});
