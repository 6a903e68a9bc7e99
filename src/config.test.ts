import { describe, expect, it, vi } from 'vitest';
import { readHostGlobals, toShopConfig } from './config.ts';

const wcGlobals = {
  wc_add_to_cart_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'Bekijk winkelwagen',
    cart_url: 'http://127.0.0.1:8080/cart/',
    is_cart: '',
    cart_redirect_after_add: 'no',
  },
  wc_cart_fragments_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    cart_hash_key: 'wc_cart_hash_abc',
    fragment_name: 'wc_fragments_abc',
    request_timeout: '5000',
  },
};

describe('reading the host globals', () => {
  it('takes the values WordPress printed, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = toShopConfig(readHostGlobals(wcGlobals));
    expect(config.cartUrl).toBe('http://127.0.0.1:8080/cart/');
    expect(config.globals.wc_cart_fragments_params.fragment_name).toBe('wc_fragments_abc');
    expect(config.fragmentsTimeoutMs).toBe(5000);
    expect(config.isCart).toBe(false);
    expect(config.wcAjaxUrl('add_to_cart')).toBe('/?wc-ajax=add_to_cart');
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns WordPress strings into typed values', () => {
    const config = toShopConfig(
      readHostGlobals({
        ...wcGlobals,
        wc_add_to_cart_params: { ...wcGlobals.wc_add_to_cart_params, is_cart: '1', cart_redirect_after_add: 'yes' },
        wc_cart_fragments_params: { ...wcGlobals.wc_cart_fragments_params, request_timeout: 2500 },
      }),
    );
    expect(config.isCart).toBe(true);
    expect(config.cartRedirectAfterAdd).toBe(true);
    expect(config.fragmentsTimeoutMs).toBe(2500);
    const notTheCart = (is_cart: string) => toShopConfig(readHostGlobals({ ...wcGlobals, wc_add_to_cart_params: { ...wcGlobals.wc_add_to_cart_params, is_cart } })).isCart;
    expect([notTheCart('0'), notTheCart('')]).toEqual([false, false]);
    // WooCommerce's 5 s where the time-out printed is no positive number.
    const timeout = (request_timeout: string) => toShopConfig(readHostGlobals({ ...wcGlobals, wc_cart_fragments_params: { ...wcGlobals.wc_cart_fragments_params, request_timeout } })).fragmentsTimeoutMs;
    expect(['0', '-1', 'Infinity', '1'].map(timeout)).toEqual([5000, 5000, 5000, 1]);
  });

  it('gives defaults and one warning when the WooCommerce globals are missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = toShopConfig(readHostGlobals({}));
    expect(config.wcAjaxUrl('get_refreshed_fragments')).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(config.fragmentsTimeoutMs).toBe(5000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('wc_add_to_cart_params');
  });

  it('keeps the good fields of a malformed global and defaults the rest, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const globals = readHostGlobals({
      ...wcGlobals,
      wc_cart_fragments_params: { ...wcGlobals.wc_cart_fragments_params, request_timeout: 'soon', cart_hash_key: { nested: true } },
    });
    const config = toShopConfig(globals);
    expect(config.fragmentsTimeoutMs).toBe(5000);
    expect(globals.wc_cart_fragments_params.cart_hash_key).toBe('wc_cart_hash');
    expect(globals.wc_cart_fragments_params.fragment_name).toBe('wc_fragments_abc');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/cart_hash_key/);
  });

  it('never throws, whatever the page holds', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hostile = { wc_add_to_cart_params: [1, 2], wc_cart_fragments_params: 42, wc_order_attribution: { params: 'x', fields: { a: 'b', c: 3 } } };
    expect(() => toShopConfig(readHostGlobals(hostile))).not.toThrow();
    expect(readHostGlobals(hostile).wc_order_attribution.fields).toEqual({ a: 'b', c: '3' });
  });

  it('reads numbers and booleans WordPress printed as strings, and defaults what is neither, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const params = (printed: Record<string, unknown>) => readHostGlobals({ ...wcGlobals, wc_order_attribution: { params: printed, fields: {} } }).wc_order_attribution.params;
    expect(params({ lifetime: '0.5', session: ' 45 ', base64: '1', allowTracking: '' })).toMatchObject({ lifetime: 0.5, session: 45, base64: true, allowTracking: false });
    expect(params({ base64: 1, allowTracking: 0 })).toMatchObject({ base64: true, allowTracking: false });
    expect(warn).not.toHaveBeenCalled();
    // The defaults: a lifetime of 0.00001 (WooCommerce's own), a 30-minute session, base64 off, tracking allowed.
    expect(params({ lifetime: '', session: 'dertig', base64: 'yes', allowTracking: 2 })).toMatchObject({ lifetime: 0.00001, session: 30, base64: false, allowTracking: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[shop-islands] standaardwaarden gebruikt voor: wc_order_attribution.params.lifetime, wc_order_attribution.params.session, wc_order_attribution.params.base64, wc_order_attribution.params.allowTracking',
    );
    expect(params({ session: '   ' }).session).toBe(30);
  });

  it('reads a number or boolean printed for a text as its text, and anything else there as the default', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const addToCart = (printed: Record<string, unknown>) => readHostGlobals({ ...wcGlobals, wc_add_to_cart_params: { ...wcGlobals.wc_add_to_cart_params, ...printed } }).wc_add_to_cart_params;
    expect(addToCart({ is_cart: true, cart_url: 42 })).toMatchObject({ is_cart: 'true', cart_url: '42' });
    expect(addToCart({ is_cart: null, cart_url: ['/cart/'] })).toMatchObject({ is_cart: '', cart_url: '/cart/' });
  });

  it('takes a REST root that is no URL for the site’s own /wp-json/', () => {
    const restRoot = (root: string) => toShopConfig({ ...readHostGlobals(wcGlobals), wpApiSettings: { root, nonce: '', versionString: 'wp/v2/' } }).restRoot;
    expect(restRoot('https://[shop/wp-json/')).toBe(new URL('/wp-json/', location.href).href);
    expect(restRoot('')).toBe(new URL('/wp-json/', location.href).href);
    expect(restRoot('/nl/wp-json/')).toBe(new URL('/nl/wp-json/', location.href).href);
  });

  it('gives a page that prints none of the globals WooCommerce’s own defaults, and warns of the two every WooCommerce page prints', async () => {
    // Loaded afresh, so the defaults are built while this test runs (a mutation run counts them as its own).
    vi.resetModules();
    const fresh = await import('./config.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fresh.readHostGlobals({})).toEqual({
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
    });
    expect(warn.mock.calls).toEqual([['[shop-islands] standaardwaarden gebruikt voor: wc_add_to_cart_params (ontbreekt), wc_cart_fragments_params (ontbreekt)']]);
  });

  it('keeps the text entries of order attribution’s field list and blanks an entry that is no text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fields = readHostGlobals({ ...wcGlobals, wc_order_attribution: { params: {}, fields: { source_type: 'utm', nested: { a: 1 } } } }).wc_order_attribution.fields;
    expect(fields).toEqual({ source_type: 'utm', nested: '' });
  });
});
