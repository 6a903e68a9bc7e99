import { readGlobals } from '../config.ts';
import type { WcAddToCartVariationParams } from '../contracts/host-globals.ts';
import { texts } from '../i18n/texts.ts';

/**
 * The variation form's words as WooCommerce prints them for its variation script
 * (`wc_add_to_cart_variation_params`, in the site's language, with other plugins' changes), or the
 * bundle's where a page prints none. The variation form and the product form both say them.
 */
export interface VariationTexts {
  /** A combination no variation has. */
  noMatch: string;
  /** "In winkelwagen" pressed before the choice is complete. */
  makeSelection: string;
  /** "In winkelwagen" pressed for a variation that cannot be bought (sold out, hidden). */
  unavailable: string;
  /** Said to screen readers when "Wissen" clears the choice. */
  resetAlert: string;
}

export function variationTexts(): VariationTexts {
  const { wc_add_to_cart_variation_params: printed } = readGlobals<{ wc_add_to_cart_variation_params: Omit<WcAddToCartVariationParams, 'wc_ajax_url'> }>({
    wc_add_to_cart_variation_params: {
      i18n_no_matching_variations_text: texts.variationNoMatch,
      i18n_make_a_selection_text: texts.chooseProductOptions,
      i18n_unavailable_text: texts.variationOutOfStock,
      i18n_reset_alert_text: texts.variationsReset,
    },
  });
  return {
    noMatch: printed.i18n_no_matching_variations_text,
    makeSelection: printed.i18n_make_a_selection_text,
    unavailable: printed.i18n_unavailable_text,
    resetAlert: printed.i18n_reset_alert_text,
  };
}
