import type { WooCommerceGlobals } from './contracts/host-globals.ts';

/**
 * The reader of the host's inline globals (docs/MARKUP.md#globals): here WooCommerce's and WordPress's, which
 * every page's runtime reads; the Rehub theme's and WooZone's are read the same way by their islands
 * (src/theme-config.ts), so a classic theme never downloads their defaults. Each global is conformed to
 * the shape of its defaults: a missing field or one of the wrong type takes the default, so a
 * half-printed or hand-edited global never throws in an island. Each reading reports its problems in
 * one console warning.
 */

const DEFAULTS: WooCommerceGlobals = {
  wc_add_to_cart_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'Bekijk winkelwagen',
    cart_url: '/cart/',
    is_cart: '',
    cart_redirect_after_add: 'no',
  },
  wc_cart_fragments_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    cart_hash_key: 'wc_cart_hash',
    fragment_name: 'wc_fragments',
    request_timeout: '5000',
  },
  woocommerce_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_password_show: 'Wachtwoord weergeven',
    i18n_password_hide: 'Wachtwoord verbergen',
  },
  wc_order_attribution: {
    params: { lifetime: 0.00001, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true },
    fields: {},
  },
  wpApiSettings: { root: '/wp-json/', nonce: '', versionString: 'wp/v2/' },
};

/** Globals every WooCommerce page prints; their absence is worth a warning, the others are optional. */
const EXPECTED: ReadonlyArray<keyof WooCommerceGlobals> = ['wc_add_to_cart_params', 'wc_cart_fragments_params'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Takes `value` where it has the default's type; WordPress prints scalars as strings or numbers. */
function conform<T>(fallback: T, value: unknown, path: string, problems: string[]): T {
  if (isPlainObject(fallback)) {
    if (!isPlainObject(value)) {
      problems.push(path);
      return fallback;
    }
    // An empty default object is an open map (order attribution's field list): keep string entries.
    const keys = Object.keys(fallback).length > 0 ? Object.keys(fallback) : Object.keys(value);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      out[key] = key in value ? conform(fallback[key] ?? '', value[key], `${path}.${key}`, problems) : fallback[key];
    }
    return out as T;
  }
  if (typeof value === typeof fallback) return value as T;
  if (typeof fallback === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value) as T;
  if (typeof fallback === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value) as T;
  }
  if (typeof fallback === 'boolean' && (value === '1' || value === '' || value === 0 || value === 1)) return Boolean(Number(value)) as T;
  problems.push(path);
  return fallback;
}

/** Each global of `defaults`, read from `source` and conformed; `expected` ones are worth a warning when missing. */
export function readGlobals<T extends object>(defaults: T, source: object = window, expected: ReadonlyArray<keyof T> = []): T {
  const host = source as Record<string, unknown>;
  const problems: string[] = [];
  const globals = {} as Record<keyof T, unknown>;
  for (const name of Object.keys(defaults) as Array<keyof T & string>) {
    const value = host[name];
    if (value === undefined) {
      if (expected.includes(name)) problems.push(`${name} (ontbreekt)`);
      globals[name] = defaults[name];
    } else {
      globals[name] = conform(defaults[name], value, name, problems);
    }
  }
  if (problems.length > 0) {
    console.warn(`[shop-islands] standaardwaarden gebruikt voor: ${problems.join(', ')}`);
  }
  return globals as T;
}

/** The names of `defaults` the page really printed (the others are defaults). */
export function printedGlobals<T extends object>(defaults: T): Set<keyof T> {
  const host = window as unknown as Record<string, unknown>;
  return new Set((Object.keys(defaults) as Array<keyof T & string>).filter((name) => host[name] !== undefined));
}

export function readHostGlobals(source: object = window): WooCommerceGlobals {
  return readGlobals(DEFAULTS, source, EXPECTED);
}

/** Typed settings derived from the globals, read once per page. */
export interface ShopConfig {
  globals: WooCommerceGlobals;
  /** `/?wc-ajax=%%endpoint%%` with the endpoint filled in. */
  wcAjaxUrl(endpoint: string): string;
  ajaxUrl: string;
  cartUrl: string;
  isCart: boolean;
  cartRedirectAfterAdd: boolean;
  viewCartText: string;
  fragmentsTimeoutMs: number;
  /** Absolute REST root (`wpApiSettings.root`, default `{origin}/wp-json/`) and its `wp_rest` nonce. */
  restRoot: string;
  restNonce: string;
  /** WooCommerce prints `wc_order_attribution` only while order attribution is enabled; null otherwise. */
  orderAttribution: WooCommerceGlobals['wc_order_attribution'] | null;
}

/** `printed`: the globals the page really printed (the others are defaults). */
export function toShopConfig(globals: WooCommerceGlobals, printed: ReadonlySet<keyof WooCommerceGlobals> = new Set()): ShopConfig {
  const addToCart = globals.wc_add_to_cart_params;
  const fragments = globals.wc_cart_fragments_params;
  const timeout = Number(fragments.request_timeout);
  return {
    globals,
    wcAjaxUrl: (endpoint) => addToCart.wc_ajax_url.replace('%%endpoint%%', encodeURIComponent(endpoint)),
    ajaxUrl: addToCart.ajax_url,
    cartUrl: addToCart.cart_url,
    isCart: addToCart.is_cart !== '' && addToCart.is_cart !== '0',
    cartRedirectAfterAdd: addToCart.cart_redirect_after_add === 'yes',
    viewCartText: addToCart.i18n_view_cart,
    fragmentsTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    restRoot: restRootUrl(globals.wpApiSettings.root),
    restNonce: globals.wpApiSettings.nonce,
    orderAttribution: printed.has('wc_order_attribution') ? globals.wc_order_attribution : null,
  };
}

/** A root WordPress printed that does not parse as a URL falls back to `/wp-json/`. */
function restRootUrl(root: string): string {
  try {
    return new URL(root || '/wp-json/', location.href).href;
  } catch {
    return new URL('/wp-json/', location.href).href;
  }
}

let current: ShopConfig | null = null;

/** The page's config; the globals are read on first use. */
export function config(): ShopConfig {
  current ??= toShopConfig(readHostGlobals(), printedGlobals(DEFAULTS));
  return current;
}

/** Tests: forget the cached config so the next call reads the globals again. */
export function resetConfig(): void {
  current = null;
}
