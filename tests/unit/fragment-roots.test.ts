import { describe, expect, it } from 'vitest';
import { registry } from '../../boot/registry.ts';
import { createShop } from '../../mock-server/shop/index.ts';
import { Cart } from '../../mock-server/shop/cart.ts';
import { cartFragments } from '../../mock-server/views/cart-fragments.ts';

/**
 * docs/MARKUP.md#fragments: a fragment replaces its element wholesale, so no island may mount on an element a
 * fragment key names (the island would be unmounted by every cart answer). Islands inside are fine.
 */
describe('cart fragments and island roots', () => {
  const shop = createShop();
  const cart = new Cart();
  cart.add(shop.catalogue.purchasable(101)!, 2);
  const fragments = cartFragments(cart, { origin: location.origin, removeNonce: 'n' });

  it.each(Object.entries(fragments))('no island mounts on the element of %s itself', (key, html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    const roots = Array.from(template.content.children);
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) {
      expect(root.matches(key)).toBe(true);
      const mountedOnRoot = registry.islands.filter((island) => root.matches(island.selector)).map((island) => island.name);
      expect(mountedOnRoot).toEqual([]);
    }
  });
});
