import { describe, expect, it, vi } from 'vitest';
import { readThemeGlobals, resetThemeConfig, themeConfig } from './theme-config.ts';

describe("reading the Rehub theme's and WooZone's globals", () => {
  it('keeps the good ones, defaults a malformed one, and says so in one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const globals = readThemeGlobals({ rhscriptvars: 'not an object', wishcached: null, coupvars: { coupontextready: 'Klaar' } });
    expect(globals.rhscriptvars.back).toBe('terug');
    expect(globals.wishcached.userid).toBe('0');
    expect(globals.coupvars.coupontextready).toBe('Klaar');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/rhscriptvars.*wishcached/);
  });

  it('warns about none of them when the page prints none (a classic theme has neither)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readThemeGlobals({}).rhscriptvars.ajax_url).toBe('/wp-admin/admin-ajax.php');
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives WooZone’s cart texts in Dutch where the host prints none or only some, so a blocked checkout still says why', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readThemeGlobals({}).woozone_vars.lang.amzcart_cancel_msg).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    const older = readThemeGlobals({ woozone_vars: { ajax_url: '/wp-admin/admin-ajax.php', lang: { loading: 'Loading...' } } });
    expect(older.woozone_vars.lang.loading).toBe('Loading...');
    expect(older.woozone_vars.lang.amzcart_checkout).toBe('afgerekend');
  });

  it('knows a page a full-page cache served by its printed `wishcached`', () => {
    expect(themeConfig().wishCached).toBeNull();
    vi.stubGlobal('wishcached', { rh_ajax_url: '/cached-ajax.php', userid: '7' });
    resetThemeConfig();
    expect(themeConfig().wishCached).toEqual({ userId: '7' });
    vi.unstubAllGlobals();
  });

  it('reads the globals once per page: a script changing them later changes nothing', () => {
    vi.stubGlobal('wishcached', { rh_ajax_url: '/cached-ajax.php', userid: '7' });
    expect(themeConfig().wishCached).toEqual({ userId: '7' });
    vi.stubGlobal('wishcached', { rh_ajax_url: '/cached-ajax.php', userid: '8' });
    expect(themeConfig().wishCached).toEqual({ userId: '7' });
    vi.unstubAllGlobals();
  });

  it('gives a page that prints none of them Rehub’s and WooZone’s defaults, with WooZone’s texts in Dutch', async () => {
    // Loaded afresh, so the defaults are built while this test runs (a mutation run counts them as its own).
    vi.resetModules();
    const fresh = await import('./theme-config.ts');
    const rehubAjax = '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php';
    expect(fresh.readThemeGlobals({})).toEqual({
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
      wishcached: { rh_ajax_url: rehubAjax, userid: '0' },
      postviewvar: { rhpost_ajax_url: rehubAjax, post_id: '0' },
      coupvars: { coupontextready: '', coupontextcopied: '', coupongotowebsite: '', couponorcheck: '' },
      woozone_vars: {
        ajax_url: '/wp-admin/admin-ajax.php',
        checkout_url: '/checkout/',
        nonce: '',
        lang: {
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
        },
      },
    });
  });

  it('counts a post’s views only where rehub-framework printed `postviewvar`', () => {
    expect(themeConfig().postViews).toBeNull();
    vi.stubGlobal('postviewvar', { rhpost_ajax_url: '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php', post_id: '42' });
    resetThemeConfig();
    expect(themeConfig().postViews).toEqual({ ajaxUrl: '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php', postId: '42' });
    vi.unstubAllGlobals();
  });
});

