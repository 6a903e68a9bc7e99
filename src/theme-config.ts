import { printedGlobals, readGlobals } from './config.ts';
import { REHUB_FRAMEWORK_AJAX_PATH, type ThemeGlobals } from './contracts/host-globals.ts';

/**
 * The Rehub theme's and WooZone's globals (docs/MARKUP.md#globals), read like WooCommerce's (src/config.ts) but
 * on first use by their own islands and stores: a classic theme's page, which has neither, never
 * downloads these defaults.
 */

/**
 * WooZone's texts (`woozone_vars.lang`) in Dutch, for a host that prints none: without them a blocked
 * checkout would say nothing. The demo shop prints these.
 */
export const WOOZONE_LANG: ThemeGlobals['woozone_vars']['lang'] = {
  loading: 'Laden...',
  closing: 'Sluiten...',
  saving: 'Opslaan...',
  updating: 'Bijwerken...',
  amzcart_checkout: 'afgerekend',
  amzcart_cancel: 'geannuleerd',
  amzcart_checkout_msg: 'Alles in orde',
  amzcart_cancel_msg: 'Je moet alle Amazon-winkels afrekenen of annuleren!',
  available_yes: 'beschikbaar',
  available_no: 'niet beschikbaar',
};

const DEFAULTS: ThemeGlobals = {
  rhscriptvars: {
    ajax_url: '/wp-admin/admin-ajax.php',
    back: 'terug',
    fin: 'Dat is alles',
    noresults: 'Geen resultaten gevonden',
    your_rating: 'Uw Beoordeling:',
    addedcart: 'Toegevoegd aan winkelwagen',
    nonce: '',
    wishnonce: '',
    searchnonce: '',
    filternonce: '',
    max_temp: '10',
    min_temp: '-10',
  },
  comparechart: { item_error_add: '', item_error_comp: '', comparenonce: '' },
  wishcached: { rh_ajax_url: REHUB_FRAMEWORK_AJAX_PATH, userid: '0' },
  postviewvar: { rhpost_ajax_url: REHUB_FRAMEWORK_AJAX_PATH, post_id: '0' },
  coupvars: { coupontextready: '', coupontextcopied: '', coupongotowebsite: '', couponorcheck: '' },
  woozone_vars: {
    ajax_url: '/wp-admin/admin-ajax.php',
    checkout_url: '/checkout/',
    nonce: '',
    lang: WOOZONE_LANG,
  },
};

export function readThemeGlobals(source: object = window): ThemeGlobals {
  return readGlobals(DEFAULTS, source);
}

export interface ThemeConfig {
  globals: ThemeGlobals;
  /**
   * The theme prints `wishcached` only on pages a full-page cache may serve; null when it did not.
   * Its `rh_ajax_url` (rehub-framework's `refreshwishes`) is not kept: the bundle asks the plugin.
   */
  wishCached: { userId: string } | null;
  /** rehub-framework prints `postviewvar` only on a single post or product; null elsewhere. */
  postViews: { ajaxUrl: string; postId: string } | null;
}

let current: ThemeConfig | null = null;

/** The page's theme settings; the globals are read on first use. */
export function themeConfig(): ThemeConfig {
  if (!current) {
    const globals = readThemeGlobals();
    const { wishcached, postviewvar } = globals;
    const printed = printedGlobals(DEFAULTS);
    current = {
      globals,
      wishCached: printed.has('wishcached') ? { userId: wishcached.userid } : null,
      postViews: printed.has('postviewvar') ? { ajaxUrl: postviewvar.rhpost_ajax_url, postId: postviewvar.post_id } : null,
    };
  }
  return current;
}

/** Tests: forget the cached settings so the next call reads the globals again. */
export function resetThemeConfig(): void {
  current = null;
}
