import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hostGlobals } from '../../mock-server/views/host-globals.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import service from './index.ts';
import { forgetStartedProviders } from './provider.ts';

const PROVIDER = 'http://127.0.0.1:8080/wp-content/plugins/demo-analytics/analytics.js';

/** The scripts the island added to <head> (recorded, not run: happy-dom loads no script files). */
let added: string[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node.src);
  });
});
afterEach(() => forgetStartedProviders());

/** A consent plugin speaking the WP Consent API, with the visitor's choices so far. */
function consentPlugin(choices: Record<string, 'allow' | 'deny'> = {}) {
  const chosen = { ...choices };
  printGlobals({
    wp_has_consent: (category: string) => chosen[category] === 'allow',
    wp_set_consent: (category: string, value: 'allow' | 'deny') => {
      chosen[category] = value;
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
    },
  });
  return (category: string, value: 'allow' | 'deny') => (window as unknown as { wp_set_consent(c: string, v: string): void }).wp_set_consent(category, value);
}

function printPage(body = '', { src = '/wp-content/plugins/demo-analytics/analytics.js', isCart = false } = {}): void {
  const { wc_add_to_cart_params, wc_cart_fragments_params } = hostGlobals({ origin: 'http://127.0.0.1:8080', siteHash: 'abc', isCart, nonce: () => 'n' });
  printGlobals({ wc_add_to_cart_params, wc_cart_fragments_params, dataLayer: [] });
  document.body.innerHTML = `${body}<script type="text/plain" data-wp-consent-category="statistics" data-src="${src}"></script>`;
  const marker = document.querySelector<HTMLElement>('script[data-wp-consent-category]');
  if (!marker) throw new Error('no marker');
  const cleanup = service.start(marker);
  if (cleanup) onTestFinished(cleanup);
}

const providerScripts = () => added;
const dataLayer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

describe('the statistics provider, held back until consent', () => {
  it('requests nothing without statistics consent, loads once it is given, and tells the provider of a withdrawal', () => {
    const choose = consentPlugin();
    printPage();
    expect(providerScripts()).toEqual([]);
    expect(dataLayer()).toEqual([]);

    choose('marketing', 'allow');
    choose('statistics', 'deny');
    expect(providerScripts()).toEqual([]);

    choose('statistics', 'allow');
    expect(providerScripts()).toEqual([PROVIDER]);
    expect(dataLayer()).toHaveLength(1);

    choose('statistics', 'deny');
    expect(dataLayer().slice(1)).toEqual([{ event: 'consent_update', analytics_storage: 'denied' }]);
    choose('statistics', 'deny');
    expect(dataLayer()).toHaveLength(2);

    choose('statistics', 'allow');
    expect(providerScripts()).toEqual([PROVIDER]);
    expect(dataLayer().slice(1)).toEqual([
      { event: 'consent_update', analytics_storage: 'denied' },
      { event: 'consent_update', analytics_storage: 'granted' },
    ]);
  });

  it('asks again when the consent plugin defines its consent type after the page mounted', () => {
    printPage();
    expect(providerScripts()).toEqual([]);
    consentPlugin({ statistics: 'allow' });
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(providerScripts()).toEqual([PROVIDER]);
    expect(dataLayer()).toHaveLength(1);
  });

  it('loads nothing when the consent type defined later still leaves statistics denied', () => {
    printPage();
    consentPlugin({ statistics: 'deny' });
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(providerScripts()).toEqual([]);
  });

  it('adds the provider’s script async, so it never holds the page up', () => {
    const appended = vi.mocked(document.head.append);
    consentPlugin({ statistics: 'allow' });
    printPage();
    const [script] = appended.mock.calls.flat();
    expect([script instanceof HTMLScriptElement && script.async, providerScripts()]).toEqual([true, [PROVIDER]]);
  });

  it('loads at once when consent was given on an earlier page, with the store context', () => {
    consentPlugin({ statistics: 'allow' });
    document.body.className = 'archive tax-product_cat woocommerce woocommerce-page logged-in store-admin';
    printPage('<nav class="woocommerce-breadcrumb"><a href="/shop/">Shop</a><span class="breadcrumb-sep" aria-hidden="true"> &gt; </span>Casual shirts</nav>');
    expect(providerScripts()).toEqual([PROVIDER]);
    expect(dataLayer()).toEqual([
      {
        event: 'store_context',
        store_currency: 'EUR',
        timezone: '+00:00',
        is_guest: false,
        store_admin: true,
        device: 'desktop',
        breadcrumbs: ['Shop', 'Casual shirts'],
        isAccountPage: false,
        isCart: false,
      },
    ]);
  });

  it('describes a guest on the account page, with WooCommerce’s own breadcrumb separators', () => {
    consentPlugin({ statistics: 'allow' });
    document.body.className = 'page woocommerce-account woocommerce woocommerce-page';
    printPage('<nav class="woocommerce-breadcrumb"><a href="/">Home</a>&nbsp;/&nbsp;Mijn account</nav>');
    expect(dataLayer()[0]).toMatchObject({ is_guest: true, store_admin: false, isAccountPage: true, isCart: false, breadcrumbs: ['Home', 'Mijn account'] });
  });

  it('keeps a separator character inside a crumb’s own text', () => {
    consentPlugin({ statistics: 'allow' });
    printPage(
      '<nav class="woocommerce-breadcrumb"><a href="/">Home</a>&nbsp;/&nbsp;<a href="/shop/">Shop | Heren</a><span> › </span><a href="/c/">Jeans &gt; 30</a>&nbsp;/&nbsp;Shirt 1/2 mouw</nav>',
    );
    expect(dataLayer()[0]).toMatchObject({ breadcrumbs: ['Home', 'Shop | Heren', 'Jeans > 30', 'Shirt 1/2 mouw'] });
  });

  it('describes a phone on the cart page, with a theme’s separators marked by class or hidden from screen readers', () => {
    consentPlugin({ statistics: 'allow' });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36');
    document.body.className = 'page woocommerce-cart woocommerce woocommerce-page';
    printPage('<nav class="woocommerce-breadcrumb"><a href="/">Home</a><span class="rh-sep">·</span><a href="/heren/">Heren\n   jeans</a><span aria-hidden="true">•</span>Winkelwagen</nav>');
    expect(dataLayer()[0]).toMatchObject({ device: 'mobile', isCart: true, breadcrumbs: ['Home', 'Heren jeans', 'Winkelwagen'] });
  });

  it('takes the cart page from WooCommerce’s is_cart where the theme prints no cart body class, and no breadcrumb as none', () => {
    consentPlugin({ statistics: 'allow' });
    document.body.className = 'page';
    printPage('', { isCart: true });
    expect(dataLayer()[0]).toMatchObject({ device: 'desktop', isCart: true, breadcrumbs: [] });
  });

  it('loads nothing from an address that is not a web page’s (javascript:), whatever the consent', () => {
    consentPlugin({ statistics: 'allow' });
    printPage('', { src: 'javascript:alert(1)' });
    expect([providerScripts(), dataLayer()]).toEqual([[], []]);
  });

  it('loads nothing on a page without a consent plugin speaking the WP Consent API', () => {
    printPage();
    expect(providerScripts()).toEqual([]);
    expect(dataLayer()).toEqual([]);
  });
});
