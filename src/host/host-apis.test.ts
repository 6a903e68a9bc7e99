import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer } from './data-layer.ts';
import { hasConsent, onConsentChange, onConsentTypeDefined } from './wp-consent.ts';
import { onceCheckoutStoreChanges, setCheckoutExtensionData } from './wp-data.ts';
import { hostApiFetch } from './wp-api-fetch.ts';
import { exposeAttributionApi, recordAllowTracking, wooAttributionScriptRuns } from './woo-order-attribution.ts';

/**
 * The host page's APIs, each as other scripts may or may not have set it up: present, missing,
 * malformed, or throwing. The services that use them (order attribution, analytics, the REST client)
 * test what they do with the answers.
 */

afterEach(() => vi.unstubAllGlobals());

describe('the dataLayer', () => {
  it('starts the queue where the page has none, or something else under its name, and adds to the page’s own', () => {
    vi.stubGlobal('dataLayer', undefined);
    pushToDataLayer({ event: 'add_to_cart' });
    expect((window as unknown as { dataLayer: unknown }).dataLayer).toEqual([{ event: 'add_to_cart' }]);

    vi.stubGlobal('dataLayer', 'gtm');
    pushToDataLayer({ event: 'view_cart' });
    expect((window as unknown as { dataLayer: unknown }).dataLayer).toEqual([{ event: 'view_cart' }]);

    const pages = [{ event: 'page_view' }];
    vi.stubGlobal('dataLayer', pages);
    pushToDataLayer({ event: 'purchase' });
    expect(pages).toEqual([{ event: 'page_view' }, { event: 'purchase' }]);
  });
});

describe('the WP Consent API', () => {
  it('answers null without a consent plugin, true only for its own true, and false when it throws', () => {
    expect(hasConsent('statistics')).toBeNull();
    vi.stubGlobal('wp_has_consent', 'yes');
    expect(hasConsent('statistics')).toBeNull();
    const asked: string[] = [];
    vi.stubGlobal('wp_has_consent', (category: string) => (asked.push(category), category === 'statistics' ? true : 1));
    expect([hasConsent('statistics'), hasConsent('marketing')]).toEqual([true, false]);
    expect(asked).toEqual(['statistics', 'marketing']);
    vi.stubGlobal('wp_has_consent', () => {
      throw new Error('not ready');
    });
    expect(hasConsent('statistics')).toBe(false);
  });

  it('passes on the category’s own allow or deny, ignoring other categories, other values and a detail that is no map, until stopped', () => {
    const heard: string[] = [];
    const stop = onConsentChange('statistics', (value) => heard.push(value));
    const change = (detail: unknown) => document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
    change({ statistics: 'allow' });
    change({ marketing: 'deny' });
    change({ statistics: 'maybe' });
    change(null);
    change('statistics');
    change({ statistics: 'deny' });
    stop();
    change({ statistics: 'allow' });
    expect(heard).toEqual(['allow', 'deny']);
  });

  it('tells when the consent type is defined, until stopped', () => {
    const defined = vi.fn();
    const stop = onConsentTypeDefined(defined);
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    stop();
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(defined).toHaveBeenCalledTimes(1);
  });
});

describe('the block checkout’s data store', () => {
  it('hands the data to the public action, on the actions object, replacing the namespace’s data', () => {
    const actions = { setExtensionData: vi.fn(function (this: unknown) { expect(this).toBe(actions); }), __internalSetExtensionData: vi.fn() };
    const dispatch = vi.fn(() => actions);
    vi.stubGlobal('wp', { data: { dispatch } });
    expect(setCheckoutExtensionData('woocommerce/order-attribution', { source_type: 'typein' })).toBe(true);
    expect(dispatch).toHaveBeenCalledWith('wc/store/checkout');
    expect(actions.setExtensionData).toHaveBeenCalledWith('woocommerce/order-attribution', { source_type: 'typein' }, true);
    expect(actions.__internalSetExtensionData).not.toHaveBeenCalled();
  });

  it('uses the internal action only where the public one is missing (WooCommerce before 9.9)', () => {
    const internal = vi.fn();
    vi.stubGlobal('wp', { data: { dispatch: () => ({ __internalSetExtensionData: internal }) } });
    expect(setCheckoutExtensionData('ns', { a: 1 })).toBe(true);
    expect(internal).toHaveBeenCalledWith('ns', { a: 1 }, true);
  });

  it('says false without wp.data, without the store’s action, or when the store throws', () => {
    expect(setCheckoutExtensionData('ns', {})).toBe(false);
    vi.stubGlobal('wp', { data: 'no store' });
    expect(setCheckoutExtensionData('ns', {})).toBe(false);
    vi.stubGlobal('wp', { data: { dispatch: () => ({ setExtensionData: 'not a function' }) } });
    expect(setCheckoutExtensionData('ns', {})).toBe(false);
    vi.stubGlobal('wp', {
      data: {
        dispatch: () => {
          throw new Error('store wc/store/checkout not registered');
        },
      },
    });
    expect(setCheckoutExtensionData('ns', {})).toBe(false);
  });

  it('calls the listener once, on the checkout store’s first change, and unsubscribes then', () => {
    let notify = (): void => undefined;
    const unsubscribe = vi.fn();
    const subscribe = vi.fn((listener: () => void) => ((notify = listener), unsubscribe));
    vi.stubGlobal('wp', { data: { subscribe } });
    const changed = vi.fn();
    onceCheckoutStoreChanges(changed);
    expect(subscribe).toHaveBeenCalledWith(expect.any(Function), 'wc/store/checkout');
    notify();
    notify();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once stopped, and stops quietly without wp.data or when subscribing throws', () => {
    let notify = (): void => undefined;
    const unsubscribe = vi.fn();
    vi.stubGlobal('wp', { data: { subscribe: (listener: () => void) => ((notify = listener), unsubscribe) } });
    const changed = vi.fn();
    onceCheckoutStoreChanges(changed)();
    notify();
    expect(changed).not.toHaveBeenCalled();
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    vi.stubGlobal('wp', undefined);
    expect(onceCheckoutStoreChanges(changed)()).toBeUndefined();
    vi.stubGlobal('wp', {
      data: {
        subscribe: () => {
          throw new Error('no store');
        },
      },
    });
    expect(onceCheckoutStoreChanges(changed)()).toBeUndefined();
    expect(changed).not.toHaveBeenCalled();
  });
});

describe('wp.apiFetch', () => {
  it('is the page’s function when it loads one, else none', () => {
    expect(hostApiFetch()).toBeNull();
    vi.stubGlobal('wp', { apiFetch: {} });
    expect(hostApiFetch()).toBeNull();
    const apiFetch = async () => ({});
    vi.stubGlobal('wp', { apiFetch });
    expect(hostApiFetch()).toBe(apiFetch);
  });
});

describe('WooCommerce’s order attribution object', () => {
  it('runs when its script tag is on the page or the object has a setOrderTracking that is not ours', () => {
    vi.stubGlobal('wc_order_attribution', { params: {} });
    expect(wooAttributionScriptRuns()).toBe(false);
    vi.stubGlobal('wc_order_attribution', { setOrderTracking: () => undefined });
    expect(wooAttributionScriptRuns()).toBe(true);
    vi.stubGlobal('wc_order_attribution', undefined);
    document.body.innerHTML = '<script id="wc-order-attribution-js"></script>';
    expect(wooAttributionScriptRuns()).toBe(true);
    document.body.innerHTML = '';
  });

  it('gets our methods on the printed object (or a new one), which do not count as WooCommerce’s, and loses only ours again', () => {
    const printed: Record<string, unknown> = { params: { allowTracking: false } };
    vi.stubGlobal('wc_order_attribution', printed);
    const setOrderTracking = () => undefined;
    const getAttributionData = () => ({});
    const takeOff = exposeAttributionApi({ setOrderTracking, getAttributionData });
    expect(printed.setOrderTracking).toBe(setOrderTracking);
    expect(wooAttributionScriptRuns()).toBe(false);
    const replaced = () => undefined;
    printed.getAttributionData = replaced;
    takeOff();
    expect(printed).toEqual({ params: { allowTracking: false }, getAttributionData: replaced });

    vi.stubGlobal('wc_order_attribution', 'printed wrong');
    exposeAttributionApi({ setOrderTracking });
    expect((window as unknown as { wc_order_attribution: unknown }).wc_order_attribution).toEqual({ setOrderTracking });
  });

  it('keeps the tracking choice in params.allowTracking, as WooCommerce does, where the page printed params', () => {
    const printed = { params: { allowTracking: false } };
    vi.stubGlobal('wc_order_attribution', printed);
    recordAllowTracking(true);
    expect(printed.params.allowTracking).toBe(true);
    for (const elsewhere of [{ params: null }, { params: 'geen object' }, undefined]) {
      vi.stubGlobal('wc_order_attribution', elsewhere);
      expect(() => recordAllowTracking(true)).not.toThrow();
    }
  });
});
