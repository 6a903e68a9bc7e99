import { screen, within } from '@testing-library/dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { hostGlobals } from '../../mock-server/views/host-globals.ts';
import { readCookie } from '../../src/dom/cookies.ts';
import { THIS_PAGE_VIEW, UNCOUNTED_PAGE_VIEW } from '../../src/dom/keep-uncounted-page-view.ts';
import { land, printGlobals } from '../../tests/unit/host-globals.ts';
import checkoutAttribution from '../checkout-attribution/index.ts';
import orderAttribution from './index.ts';

const ORIGIN = 'http://127.0.0.1:8080';
const SBJS_NAMES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo'];

type AttributionApi = { setOrderTracking(allow: boolean): void; getAttributionData(): Record<string, string | null>; params: { allowTracking: boolean } };

/** The globals exactly as the demo shop prints them, wc_order_attribution's params overridden (or left out). */
function printAttribution(params: Record<string, unknown> | 'not printed' = {}): void {
  const { wc_order_attribution: printed, ...others } = hostGlobals({ origin: ORIGIN, siteHash: 'abc', isCart: false, nonce: () => 'n0nce' });
  printGlobals(params === 'not printed' ? others : { ...others, wc_order_attribution: { ...printed, params: { ...printed.params, ...params } } });
}

function windowApi(): AttributionApi {
  return (window as unknown as { wc_order_attribution: AttributionApi }).wc_order_attribution;
}

function checkoutForm(groups = 1): HTMLFormElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<form name="checkout" class="checkout woocommerce-checkout" aria-label="Afrekenen">${'<wc-order-attribution-inputs></wc-order-attribution-inputs>'.repeat(groups)}<button type="submit">Bestelling plaatsen</button></form>`,
  );
  return screen.getByRole('form', { name: 'Afrekenen' }) as HTMLFormElement;
}

/** Starts the tracker and the checkout's half, in the order given (both load at idle, in no set order). */
function mount(services = [orderAttribution, checkoutAttribution]): void {
  for (const service of services) {
    const cleanup = service.start();
    if (cleanup) onTestFinished(cleanup);
  }
}

function sbjsCookies(): string[] {
  return SBJS_NAMES.filter((name) => readCookie(name) !== null);
}

describe('order attribution at checkout', () => {
  it('fills WooCommerce’s hidden inputs with the campaign the shopper arrived from, none of them a field the shopper sees', () => {
    land('/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter');
    printAttribution();
    const form = checkoutForm();
    mount();
    // As WooCommerce prints them: <input type="hidden" name="wc_order_attribution_…">, posted, never shown.
    expect([...form.querySelectorAll('input')].map((input) => input.getAttribute('type'))).toEqual(Array(16).fill('hidden'));
    expect(within(form).queryAllByRole('textbox')).toEqual([]);
    const posted = Object.fromEntries(new FormData(form));
    expect(Object.keys(posted)).toHaveLength(16);
    expect(posted).toMatchObject({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'nieuwsbrief',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_utm_campaign: 'winter',
      wc_order_attribution_referrer: '(none)',
      wc_order_attribution_session_entry: `${ORIGIN}/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter`,
      wc_order_attribution_session_pages: '1',
      wc_order_attribution_session_count: '1',
      wc_order_attribution_user_agent: navigator.userAgent,
    });
  });

  it('puts a value from the URL in as text, never as markup', () => {
    const payload = '"><img src=x onerror=alert(1)><input name="wc_order_attribution_source_type" value="x';
    land(`/?utm_source=${encodeURIComponent(payload)}`);
    printAttribution();
    mount();
    // Printed after tracking started, so the element builds its inputs with the values in hand.
    const form = checkoutForm();
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe(payload);
    expect(form.querySelectorAll('input')).toHaveLength(16);
    expect(form.querySelector('img')).toBeNull();
    expect(form.querySelector('wc-order-attribution-inputs')?.children).toHaveLength(16);
  });

  it('gives each form one group of inputs, however often the element is printed', () => {
    land('/');
    printAttribution();
    const form = checkoutForm(2);
    mount();
    expect(form.querySelectorAll('input[name="wc_order_attribution_source_type"]')).toHaveLength(1);
    expect(new FormData(form).getAll('wc_order_attribution_utm_source')).toEqual(['(direct)']);
  });

  it('fills the inputs when the checkout’s half starts before the tracker', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    const form = checkoutForm();
    mount([checkoutAttribution]);
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('');
    mount([orderAttribution]);
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('nieuwsbrief');
  });

  it('fills a checkout form that arrives after the page loaded', () => {
    land('/', 'https://www.google.com/');
    printAttribution();
    mount();
    const form = checkoutForm();
    expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('organic');
  });
});

describe('a <wc-order-attribution-inputs> outside a form', () => {
  it('grows its inputs too, and tells what it holds through its values property, as WooCommerce’s element does', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    document.body.innerHTML = '<div class="wc-block-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></div>';
    mount();
    const element = document.querySelector('wc-order-attribution-inputs') as HTMLElement & { values?: Record<string, string> };
    expect(element.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value).toBe('nieuwsbrief');
    expect(element.values).toMatchObject({ source_type: 'utm', utm_source: 'nieuwsbrief' });
  });
});

describe('WooCommerce’s window API and consent', () => {
  it('answers getAttributionData() and deletes every tracker cookie when tracking is switched off', () => {
    land('/?utm_source=nieuwsbrief');
    document.cookie = 'sbjs_promo=code%3D123456; path=/';
    printAttribution();
    const form = checkoutForm();
    mount();
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'utm', utm_source: 'nieuwsbrief' });
    expect(sbjsCookies()).toEqual(SBJS_NAMES);

    windowApi().setOrderTracking(false);

    expect(sbjsCookies()).toEqual([]);
    expect(Object.values(windowApi().getAttributionData()).every((value) => value === null)).toBe(true);
    expect([...new FormData(form).values()].every((value) => value === '')).toBe(true);
    expect(windowApi().params.allowTracking).toBe(false);

    windowApi().setOrderTracking(true);
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'utm', session_pages: '1' });
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('nieuwsbrief');
  });

  it('counts the page once, however often tracking is switched on', () => {
    land('/');
    printAttribution();
    mount();
    windowApi().setOrderTracking(true);
    windowApi().setOrderTracking(true);
    expect(windowApi().getAttributionData().session_pages).toBe('1');
  });

  it('stops when marketing consent is withdrawn and starts again when it is given', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    const form = checkoutForm();
    mount();
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(sbjsCookies()).toEqual([]);
    expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('');

    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
    expect(sbjsCookies()).toEqual([]);
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('utm');
  });

  it('tracks nothing while the shop does not allow tracking', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution({ allowTracking: false });
    const form = checkoutForm();
    mount();
    expect(sbjsCookies()).toEqual([]);
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('');
  });

  it('hands the values to a block checkout, also when its store registers later', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    const setExtensionData = vi.fn();
    let storeReady = false;
    let listener: (() => void) | undefined;
    printGlobals({
      wp: {
        data: {
          dispatch: (store: string) => (store === 'wc/store/checkout' && storeReady ? { __internalSetExtensionData: setExtensionData } : undefined),
          subscribe: (callback: () => void, store: string) => {
            if (store === 'wc/store/checkout') listener = callback;
            return () => (listener = undefined);
          },
        },
      },
    });
    mount();
    expect(setExtensionData).not.toHaveBeenCalled();
    storeReady = true;
    listener?.();
    expect(setExtensionData).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ utm_source: 'nieuwsbrief' }), true);
    expect(listener).toBeUndefined();
  });

  it('hands a block checkout nothing before the tracker has values, nor once it stopped', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    const setExtensionData = vi.fn();
    let listener: (() => void) | undefined;
    printGlobals({
      wp: {
        data: {
          dispatch: (store: string) => (store === 'wc/store/checkout' ? { setExtensionData } : undefined),
          subscribe: (callback: () => void) => ((listener = callback), () => (listener = undefined)),
        },
      },
    });
    mount([checkoutAttribution]);
    listener?.();
    expect(setExtensionData).not.toHaveBeenCalled();

    const stopTracker = orderAttribution.start();
    expect(setExtensionData).toHaveBeenCalledTimes(1);
    stopTracker?.();
    expect(setExtensionData).toHaveBeenCalledTimes(1);
  });

  it('uses setExtensionData where WooCommerce 9.9+ has it, not the deprecated internal action', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    const setExtensionData = vi.fn();
    const deprecated = vi.fn();
    printGlobals({ wp: { data: { dispatch: () => ({ setExtensionData, __internalSetExtensionData: deprecated }) } } });
    mount();
    expect(setExtensionData).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ utm_source: 'nieuwsbrief' }), true);
    expect(deprecated).not.toHaveBeenCalled();
  });
});

/** A consent plugin speaking the WP Consent API (opt-in), with the visitor's choices so far. */
function consentPlugin(choices: Record<string, 'allow' | 'deny'> = {}): (category: string, value: 'allow' | 'deny') => void {
  const chosen = { ...choices };
  printGlobals({
    wp_consent_type: 'optin',
    wp_has_consent: (category: string) => chosen[category] === 'allow',
  });
  return (category, value) => {
    chosen[category] = value;
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
  };
}

describe('marketing consent through the WP Consent API', () => {
  it('writes no tracker cookie before the visitor allows marketing, even when the page allows tracking', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution({ allowTracking: true });
    consentPlugin();
    const form = checkoutForm();
    mount();
    expect(sbjsCookies()).toEqual([]);
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('');
  });

  it('starts tracking the landing page once marketing is allowed', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution({ allowTracking: false });
    const choose = consentPlugin();
    const form = checkoutForm();
    mount();
    choose('statistics', 'allow');
    expect(sbjsCookies()).toEqual([]);
    choose('marketing', 'allow');
    expect(sbjsCookies()).toContain('sbjs_current');
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('nieuwsbrief');
  });

  it('tracks nothing after a denial, even on a (cached) page that printed allowTracking true', () => {
    land('/?utm_source=nieuwsbrief');
    document.cookie = 'sbjs_current=typ%3Dtypein; path=/';
    printAttribution({ allowTracking: true });
    const choose = consentPlugin({ marketing: 'deny' });
    mount();
    expect(sbjsCookies()).toEqual([]);
    choose('marketing', 'deny');
    expect(sbjsCookies()).toEqual([]);
    expect(windowApi().params.allowTracking).toBe(false);
  });

  it('tracks at once when marketing was allowed on an earlier page', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution({ allowTracking: true });
    consentPlugin({ marketing: 'allow' });
    mount();
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'utm', utm_source: 'nieuwsbrief' });
  });

  it('keeps tracking when the consent plugin defines its type later and marketing is allowed there', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution({ allowTracking: true });
    mount();
    consentPlugin({ marketing: 'allow' });
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(sbjsCookies()).toContain('sbjs_current');
    expect(windowApi().params.allowTracking).toBe(true);
  });

  it('stops when the consent plugin defines an opt-in type after the page started', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution({ allowTracking: true });
    mount();
    expect(sbjsCookies()).toContain('sbjs_current');
    consentPlugin();
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(sbjsCookies()).toEqual([]);
  });
});

describe('a page the shopper left before the tracker ran there', () => {
  const PRODUCT = `${ORIGIN}/product/linnen-shirt/`;

  /** The page view the boot entry kept on leaving it (src/dom/keep-uncounted-page-view.ts). */
  function kept(view: { href: string; referrer: string; time: number }, key = `${UNCOUNTED_PAGE_VIEW}${view.time}`): void {
    sessionStorage.setItem(key, JSON.stringify(view));
  }
  const keptKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith(UNCOUNTED_PAGE_VIEW));

  it('is counted before this page, so the visit keeps where it came from (Google), and is counted once', () => {
    kept({ href: PRODUCT, referrer: 'https://www.google.com/', time: Date.now() - 2000 });
    land('/shop/', PRODUCT);
    printAttribution();
    mount([orderAttribution]);
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'organic', utm_source: 'google', referrer: 'https://www.google.com/', session_entry: PRODUCT, session_pages: '2' });
    expect(keptKeys()).toEqual([]);
  });

  it('is counted in the order the pages were seen, whatever order storage gives them in', () => {
    // Stored and named in the wrong order: only their times tell.
    kept({ href: `${ORIGIN}/shop/`, referrer: PRODUCT, time: Date.now() - 1000 }, `${UNCOUNTED_PAGE_VIEW}a`);
    kept({ href: PRODUCT, referrer: 'https://www.google.com/', time: Date.now() - 2000 }, `${UNCOUNTED_PAGE_VIEW}b`);
    land('/cart/', `${ORIGIN}/shop/`);
    printAttribution();
    mount([orderAttribution]);
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'organic', session_entry: PRODUCT, session_pages: '3' });
  });

  it('is dropped when it is not a page view the entry kept, and other scripts’ session storage is left alone', () => {
    const time = Date.now() - 2000;
    const malformed = [{ href: PRODUCT, referrer: 7, time }, { href: PRODUCT, referrer: '', time: 'gisteren' }, { href: 'geen adres', referrer: '', time }];
    malformed.forEach((view, index) => sessionStorage.setItem(`${UNCOUNTED_PAGE_VIEW}${index}`, JSON.stringify(view)));
    sessionStorage.setItem(`${UNCOUNTED_PAGE_VIEW}3`, '{niet te lezen');
    sessionStorage.setItem('andere-plugin', 'blijft');
    land('/shop/');
    printAttribution();
    mount([orderAttribution]);
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'typein', session_entry: `${ORIGIN}/shop/`, session_pages: '1' });
    expect([keptKeys(), sessionStorage.getItem('andere-plugin')]).toEqual([[], 'blijft']);
  });

  it('is dropped, never counted, once tracking is switched off here', () => {
    kept({ href: PRODUCT, referrer: 'https://www.google.com/', time: Date.now() - 2000 });
    land('/shop/', PRODUCT);
    printAttribution({ allowTracking: false });
    mount([orderAttribution]);
    windowApi().setOrderTracking(false);
    windowApi().setOrderTracking(true);
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'typein', session_pages: '1' });
    expect(keptKeys()).toEqual([]);
  });

  it('leaves this page counted when the browser refuses session storage', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    land('/shop/', 'https://www.google.com/');
    printAttribution();
    mount([orderAttribution]);
    expect(windowApi().getAttributionData()).toMatchObject({ source_type: 'organic', session_entry: `${ORIGIN}/shop/`, session_pages: '1' });
  });

  it('is not this page’s own, kept when it went into the back/forward cache and counted now it is back', () => {
    kept({ href: `${ORIGIN}/shop/`, referrer: '', time: Date.now() - 2000 }, THIS_PAGE_VIEW);
    land('/shop/');
    printAttribution();
    mount([orderAttribution]);
    expect(windowApi().getAttributionData().session_pages).toBe('1');
    expect(keptKeys()).toEqual([]);
  });
});

describe('standing down', () => {
  it('leaves the page to WooCommerce’s own order-attribution script', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution();
    document.body.insertAdjacentHTML('beforeend', '<script id="wc-order-attribution-js" type="text/plain"></script>');
    mount();
    expect(sbjsCookies()).toEqual([]);
    expect(windowApi().setOrderTracking).toBeUndefined();
  });

  it('does nothing when WooCommerce printed no order attribution (the feature is off)', () => {
    land('/?utm_source=nieuwsbrief');
    printAttribution('not printed');
    mount();
    expect(sbjsCookies()).toEqual([]);
    expect((window as { wc_order_attribution?: unknown }).wc_order_attribution).toBeUndefined();
  });
});
