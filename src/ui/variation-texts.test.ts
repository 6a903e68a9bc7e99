import { describe, expect, it } from 'vitest';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { nl } from '../i18n/nl.ts';
import { variationTexts } from './variation-texts.ts';

describe("the variation form's words", () => {
  it("are WooCommerce's where the page prints them, in the site's language", () => {
    printGlobals({
      wc_add_to_cart_variation_params: {
        wc_ajax_url: '/?wc-ajax=%%endpoint%%',
        i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
        i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
        i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
        i18n_reset_alert_text: 'Your selection has been reset.',
      },
    });
    expect(variationTexts()).toEqual({
      noMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
      makeSelection: 'Please select some product options before adding this product to your cart.',
      unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
      resetAlert: 'Your selection has been reset.',
    });
  });

  it("are the bundle's where the page prints none (a listing's quick view), each missing one alone", () => {
    expect(variationTexts()).toEqual({ noMatch: nl.variationNoMatch, makeSelection: nl.chooseProductOptions, unavailable: nl.variationOutOfStock, resetAlert: nl.variationsReset });
    printGlobals({ wc_add_to_cart_variation_params: { i18n_reset_alert_text: 'Gewist.' } });
    expect(variationTexts()).toMatchObject({ noMatch: nl.variationNoMatch, resetAlert: 'Gewist.' });
  });
});
