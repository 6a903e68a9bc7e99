import { chosenAttributes, fits, type ProductVariation } from '../../src/contracts/product-variations.ts';

/** What the form shows for the shopper's choice so far. */
export type VariationChoice =
  /** Not every attribute chosen yet: no price, "In winkelwagen" asks for a choice. */
  | { kind: 'incomplete' }
  /** A variation the shop sells: its price and stock; addable while in stock. */
  | { kind: 'variation'; variation: ProductVariation }
  /** A combination no variation has. */
  | { kind: 'no-match' };

/** The choice the form's `attribute_*` fields make. */
export function variationChoice(variations: readonly ProductVariation[], fields: Record<string, string>): VariationChoice {
  const chosen = chosenAttributes(fields);
  if (!chosen) return { kind: 'incomplete' };
  const variation = variations.find((candidate) => fits(candidate, chosen));
  return variation ? { kind: 'variation', variation } : { kind: 'no-match' };
}

/** How an option reads given the other attributes chosen: sellable, only sold out, or no variation at all. */
export type OptionState = 'available' | 'sold-out' | 'none';

/**
 * Each option's state for attribute `name`, given the values chosen for the other attributes (the
 * option's own attribute's choice gives way to the option, so the shopper can always change it;
 * `fits` looks only at a variation's own attributes, so other fields do not count).
 */
export function optionState(variations: readonly ProductVariation[], fields: Record<string, string>, name: string, value: string): OptionState {
  const others = Object.fromEntries(Object.entries(fields).filter(([, chosen]) => chosen !== ''));
  const matching = variations.filter((variation) => fits(variation, { ...others, [name]: value }));
  if (matching.length === 0) return 'none';
  return matching.some((variation) => variation.is_in_stock && variation.is_purchasable) ? 'available' : 'sold-out';
}
