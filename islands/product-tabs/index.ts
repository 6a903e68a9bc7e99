import { defineIsland } from '../../src/island.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { tabPanelOpened } from '../../src/stores/product-tabs.ts';

/**
 * WooCommerce's product tabs (`.wc-tabs-wrapper`: `ul.wc-tabs li a[href="#tab-…"]` and their
 * `.wc-tab` panels), as its single-product.js switches them, made the ARIA tabs pattern: one panel
 * shown, `li.active` and `aria-selected` on its tab, the others out of the tab order; ArrowLeft/Right,
 * Home and End move between the tabs and open them. The address's `#tab-…` (at load and when it
 * changes), or a link on the page to a panel or to something inside one ("Lees de beschrijving"), opens
 * that panel first; WooCommerce's `#reviews` and `#comment-…` open its reviews tab. Without JavaScript
 * every panel shows, one under another, and each tab is a jump link to its panel.
 */

interface Tab {
  tab: HTMLAnchorElement;
  panel: HTMLElement;
}

function readTabs(wrapper: HTMLElement): Tab[] {
  const list = wrapper.querySelector('ul.wc-tabs, ul.tabs');
  if (!list) return [];
  return [...list.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]')].flatMap((tab) => {
    const panel = wrapper.ownerDocument.getElementById(tab.hash.slice(1));
    return panel && wrapper.contains(panel) ? [{ tab, panel }] : [];
  });
}

/** The tab whose panel is, or holds, the element `hash` names. */
function tabForHash(tabs: Tab[], hash: string): Tab | undefined {
  if (hash === '#reviews' || hash.startsWith('#comment-')) return tabs.find(({ tab }) => tab.parentElement?.classList.contains('reviews_tab'));
  let target: Element | null = null;
  try {
    target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return undefined;
  }
  return target ? tabs.find(({ panel }) => panel.contains(target)) : undefined;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export default defineIsland({
  mount(wrapper) {
    const tabs = readTabs(wrapper);
    if (tabs.length === 0) return;

    const select = (chosen: Tab, focus = false) => {
      for (const entry of tabs) {
        const active = entry === chosen;
        entry.tab.parentElement?.classList.toggle('active', active);
        entry.tab.setAttribute('aria-selected', String(active));
        entry.tab.tabIndex = active ? 0 : -1;
        setShown(entry.panel, active);
      }
      if (focus) chosen.tab.focus();
      tabPanelOpened(chosen.panel.id);
    };

    for (const { tab, panel } of tabs) {
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      // The description panel holds nothing focusable: the panel itself is the keyboard's next stop.
      panel.tabIndex = 0;
    }
    const printed = tabs.find(({ tab }) => tab.parentElement?.classList.contains('active'));
    select(tabForHash(tabs, location.hash) ?? printed ?? tabs[0]!);

    const onClick = (event: MouseEvent) => {
      const chosen = tabs.find(({ tab }) => event.target instanceof Node && tab.contains(event.target));
      if (!chosen) return;
      event.preventDefault();
      select(chosen);
    };
    const onKeydown = (event: KeyboardEvent) => {
      const index = tabs.findIndex(({ tab }) => tab === event.target);
      const step = KEY_STEPS[event.key];
      if (index === -1 || !step || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      select(tabs[step(index, tabs.length)]!, true);
    };
    // Capture, so the panel is shown before a scroll link or the browser goes to its target.
    const onPageLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (!link || link.getAttribute('role') === 'tab' || link.pathname !== location.pathname) return;
      const chosen = tabForHash(tabs, link.dataset.scrollto ?? link.hash);
      if (chosen && chosen.panel.hidden) select(chosen);
    };
    const onHashChange = () => {
      const chosen = tabForHash(tabs, location.hash);
      if (chosen) select(chosen);
    };
    // One signal takes every listener off as it was put on, the capture one included.
    const listening = new AbortController();
    const { signal } = listening;
    wrapper.addEventListener('click', onClick, { signal });
    wrapper.addEventListener('keydown', onKeydown, { signal });
    document.addEventListener('click', onPageLink, { capture: true, signal });
    window.addEventListener('hashchange', onHashChange, { signal });
    return () => listening.abort();
  },
});
