/** Adding to and removing from the compare lists, shared by `re_add_compare` and the no-JavaScript compare form. */
import type { ComparePerform, CompareToggleFields } from '../../src/contracts/compare.ts';
import type { Product } from './catalogue-types.ts';
import type { CompareGroupState } from './compare-lists.ts';
import type { ShopCore } from './core.ts';
import { readId } from './input.ts';
import { listOwner } from './list-owner.ts';
import type { Visit } from './visit.ts';

export type CompareRequest = { perform: ComparePerform; product: Product } | { reason: string; status: 400 | 404 };

/** Validates `compareID` and `perform`; a product outside every compare group cannot be compared. */
export function readCompareRequest(shop: ShopCore, field: (name: keyof CompareToggleFields) => string | null): CompareRequest {
  const perform = field('perform');
  if (perform !== 'add' && perform !== 'remove') return { reason: 'Ongeldige perform: verwacht add of remove.', status: 400 };
  const id = readId(field('compareID'), 'compareID');
  if ('reason' in id) return { reason: id.reason, status: 400 };
  const product = shop.catalogue.product(id.value);
  if (!product) return { reason: `Geen product met compareID ${id.value}.`, status: 404 };
  if (shop.compare.groupsOf(product).length === 0) return { reason: `${product.name} hoort in geen vergelijkingsgroep.`, status: 400 };
  return { perform, product };
}

/**
 * Applies the request to every group of the product. A guest's first compared product starts their
 * session (and its cookie), as a first wish does; removing what is not compared changes nothing.
 */
export function changeCompare(shop: ShopCore, visit: Visit, { perform, product }: { perform: ComparePerform; product: Product }): CompareGroupState[] {
  if (perform === 'add' && !visit.user) shop.visits.ensureSession(visit);
  const owner = listOwner(visit);
  if (!owner) return shop.compare.groupsOf(product).map((group) => ({ group, ids: [] }));
  return shop.compare.change(owner, product, perform);
}
