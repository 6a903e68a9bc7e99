import { defineIsland } from '../../src/island.ts';

/**
 * The theme's mobile toolbar (`#rhNavToolbar`, fixed at the bottom of a phone's screen and hidden on a
 * desktop by its CSS): the header's icons marked `.mobileinmenu` (login, wishlist, compare) and the
 * cart button (`.rh_woocartmenu_cell`) are copied into it, each in a cell, as the theme's custom.js
 * does: the icons last to first, then the cart. A header without the toolbar gets the same copies in
 * `#mobile-menu-icons`, beside the menu button. The copies are the header's own markup, so their
 * islands (the login popup, the wishlist badge, the compare count, the slide-in cart's button) mount
 * on them as on the originals, and the cart fragment (`a.cart-contents`) keeps both up to date.
 */

/** The theme's cell around each icon in the toolbar. */
function toolbarCell(id: string, content: Node[]): HTMLDivElement {
  const cell = document.createElement('div');
  cell.id = id;
  cell.className = 'rh-flex-center-align rh-flex-grow1 rh-flex-justify-center';
  cell.append(...content);
  return cell;
}

const copies = (nodes: Iterable<Node>) => [...nodes].map((node) => node.cloneNode(true));

export default defineIsland({
  mount(target) {
    const toolbar = target.id === 'rhNavToolbar';
    // With a toolbar on the page, the icons go there and not beside the menu button.
    if (!toolbar && document.getElementById('rhNavToolbar')) return;
    const cart = document.querySelector('.rh_woocartmenu_cell');
    const icons = [...document.querySelectorAll(toolbar ? '.mobileinmenu' : '.logo-section .mobileinmenu')];
    const added = toolbar
      ? [...icons.map((icon, index) => toolbarCell(`rhToolicon${index}`, copies([icon]))).reverse(), ...(cart ? [toolbarCell('rhWoocartTool', copies(cart.childNodes))] : [])]
      : [...(cart ? copies(cart.childNodes) : []), ...copies(icons)];
    if (toolbar) target.prepend(...added);
    else target.append(...added);
    return () => {
      for (const node of added) node.parentNode?.removeChild(node);
    };
  },
});
