import { defineIsland } from '../../src/island.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';

/**
 * Rehub's collapsible blocks: an offer's details (`.r_offer_details`: the `.r_show_hide` toggle opens
 * `.open_dls_onclk`) and a table block (`.rh-tabletext-block`: `.toggle-this-table` closes it with
 * `closedtable`). The toggle becomes a real button for keyboards and screen readers, with
 * `aria-expanded` and `aria-controls`; the content is in the server's HTML either way.
 */

interface Collapsible {
  toggle: HTMLElement;
  content: HTMLElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

function offerDetails(block: HTMLElement): Collapsible | null {
  const toggle = block.querySelector<HTMLElement>('.r_show_hide');
  const content = block.querySelector<HTMLElement>('.open_dls_onclk');
  if (!toggle || !content) return null;
  return {
    toggle,
    content,
    isOpen: () => content.classList.contains('rh_collapse_in'),
    setOpen(open) {
      content.classList.toggle('rh_collapse_in', open);
      toggle.classList.toggle('r_show_active', open);
      for (const summary of block.querySelectorAll('.hide_dls_onclk')) summary.classList.toggle('rhhidden', open);
    },
  };
}

function tableBlock(block: HTMLElement): Collapsible | null {
  const toggle = block.querySelector<HTMLElement>('.toggle-this-table');
  const content = block.querySelector<HTMLElement>('.rh-tabletext-block-wrapper');
  if (!toggle || !content) return null;
  // The theme's toggle is an empty icon: the block's heading names it.
  const heading = block.querySelector<HTMLElement>('.rh-tabletext-block-heading :is(h2, h3, h4, h5)');
  if (heading && !toggle.hasAttribute('aria-label') && !toggle.textContent?.trim()) {
    heading.id ||= `si-collapsible-heading-${nextId()}`;
    toggle.setAttribute('aria-labelledby', heading.id);
  }
  return {
    toggle,
    content,
    isOpen: () => !block.classList.contains('closedtable'),
    setOpen: (open) => block.classList.toggle('closedtable', !open),
  };
}

let counter = 0;
const nextId = () => (counter += 1);

export default defineIsland({
  mount(block) {
    const collapsible = block.matches('.rh-tabletext-block') ? tableBlock(block) : offerDetails(block);
    if (!collapsible) return;
    const { toggle, content } = collapsible;
    content.id ||= `si-collapsible-${nextId()}`;
    if (!(toggle instanceof HTMLButtonElement)) {
      toggle.setAttribute('role', 'button');
      toggle.tabIndex = 0;
    }
    toggle.setAttribute('aria-controls', content.id);
    toggle.setAttribute('aria-expanded', String(collapsible.isOpen()));
    return actAsButton(block, toggle.classList.contains('r_show_hide') ? '.r_show_hide' : '.toggle-this-table', (_control, event) => {
      event.preventDefault();
      const open = !collapsible.isOpen();
      collapsible.setOpen(open);
      toggle.setAttribute('aria-expanded', String(open));
    });
  },
});
