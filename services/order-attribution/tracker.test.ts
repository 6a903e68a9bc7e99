import { describe, expect, it } from 'vitest';
import { ORDER_ATTRIBUTION_FIELDS } from '../../src/contracts/order-attribution.ts';
import { memoryJar } from '../../tests/unit/memory-cookie-jar.ts';
import { attributionData } from './attribution-data.ts';
import { SBJS } from './sbjs-cookies.ts';
import { trackerSettings, trackPageView, type TrackerSettings } from './tracker.ts';

const ORIGIN = 'https://www.modehuis.example';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const START = Date.UTC(2025, 5, 1, 9, 30, 0);
const WOOCOMMERCE = trackerSettings(0.00001, 30);

/** A visitor's browser: page views at a clock that tests move on. */
function visitor(settings: TrackerSettings = WOOCOMMERCE) {
  const clock = { now: START };
  const jar = memoryJar(clock);
  return {
    jar,
    open(path: string, referrer = '') {
      const url = new URL(path, ORIGIN);
      trackPageView(jar, settings, { href: url.href, search: url.search, referrer, hostname: url.hostname, userAgent: UA, now: new Date(clock.now) });
    },
    /** Clicks a link on the page to `path` (the referrer is the page itself). */
    follow(path: string) {
      this.open(path, `${ORIGIN}/`);
    },
    waitMinutes(minutes: number) {
      clock.now += minutes * 60_000;
    },
    data: () => attributionData(jar, ORDER_ATTRIBUTION_FIELDS, true),
  };
}

const NONE = '(none)';
const common = { session_start_time: '2025-06-01 09:30:00', session_pages: '3', session_count: '1', user_agent: UA };
const noCampaign = { utm_campaign: NONE, utm_content: NONE, utm_id: NONE, utm_term: NONE, utm_source_platform: NONE, utm_creative_format: NONE, utm_marketing_tactic: NONE };

describe('classifying a visit as WooCommerce does (its four recorded visits: landing, then /shop/ twice)', () => {
  it.each([
    {
      visit: 'a campaign link',
      landing: '/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter&utm_source_platform=mailchimp',
      referrer: '',
      expected: {
        source_type: 'utm', referrer: NONE, utm_campaign: 'winter', utm_source: 'nieuwsbrief', utm_medium: 'email', utm_content: NONE,
        utm_id: NONE, utm_term: NONE, utm_source_platform: 'mailchimp', utm_creative_format: NONE, utm_marketing_tactic: NONE,
        session_entry: `${ORIGIN}/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter&utm_source_platform=mailchimp`,
      },
    },
    {
      visit: 'a direct visit',
      landing: '/',
      referrer: '',
      expected: { source_type: 'typein', referrer: NONE, utm_source: '(direct)', utm_medium: NONE, ...noCampaign, session_entry: `${ORIGIN}/` },
    },
    {
      visit: 'a Google visit',
      landing: '/',
      referrer: 'https://www.google.com/',
      expected: { source_type: 'organic', referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'organic', ...noCampaign, session_entry: `${ORIGIN}/` },
    },
    {
      visit: 'a referral',
      landing: '/',
      referrer: 'https://www.modeblog.nl/artikel/zomer',
      expected: {
        source_type: 'referral', referrer: 'https://www.modeblog.nl/artikel/zomer', utm_source: 'modeblog.nl', utm_medium: 'referral',
        ...noCampaign, utm_content: '/artikel/zomer', session_entry: `${ORIGIN}/`,
      },
    },
  ])('records $visit like WooCommerce', ({ landing, referrer, expected }) => {
    const shopper = visitor();
    shopper.open(landing, referrer);
    shopper.follow('/shop/');
    shopper.follow('/shop/');
    expect(shopper.data()).toEqual({ ...expected, ...common });
  });
});

describe('classifying one landing', () => {
  it.each([
    ['a Google Ads click', '/?gclid=abc', '', { source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'google_cpc' }],
    ['a Yandex Direct click', '/?yclid=7', '', { source_type: 'utm', utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'yandex_cpc' }],
    ['utm_id alone', '/?utm_id=42', '', { source_type: 'utm', utm_source: NONE, utm_medium: NONE, utm_id: '42' }],
    ['encoded values, decoded once, + kept', '/?utm_source=nieuws%20brief&utm_term=winter+jas', '', { utm_source: 'nieuws brief', utm_term: 'winter+jas' }],
    ['the three newer UTM fields', '/?utm_creative_format=video&utm_marketing_tactic=remarketing&utm_source_platform=meta', '', {
      source_type: 'utm', utm_creative_format: 'video', utm_marketing_tactic: 'remarketing', utm_source_platform: 'meta',
    }],
    ['a repeated key, its values joined with commas', '/?utm_source=nieuwsbrief&utm_source=instagram', '', { source_type: 'utm', utm_source: 'nieuwsbrief,instagram' }],
    ['a utm key without "=" (not a campaign)', '/?utm_source', '', { source_type: 'typein', utm_source: '(direct)' }],
    ['a campaign arriving from Google', '/?utm_source=nieuwsbrief', 'https://www.google.com/', { source_type: 'utm', utm_source: 'nieuwsbrief', referrer: 'https://www.google.com/' }],
    ['Google in another country', '/', 'https://www.google.co.uk/', { source_type: 'organic', utm_source: 'google' }],
    ['Bing with a query', '/', 'https://www.bing.com/search?q=klederdracht', { source_type: 'organic', utm_source: 'bing', utm_medium: 'organic' }],
    ['Bing without a query', '/', 'https://www.bing.com/', { source_type: 'referral', utm_source: 'bing.com', utm_content: '/' }],
    ['Yandex with its text parameter', '/', 'https://yandex.ru/search/?text=jurk', { source_type: 'organic', utm_source: 'yandex' }],
    ['a campaign from a Yandex search (its term from Yandex’s text)', '/?utm_source=nieuwsbrief', 'https://yandex.ru/search/?text=jurk', { source_type: 'utm', utm_source: 'nieuwsbrief', utm_term: 'jurk' }],
    ['a referrer that is no address (counted as typed in)', '/', 'geen adres', { source_type: 'typein', utm_source: '(direct)', utm_content: NONE }],
    ['Yandex without its text parameter (a referral)', '/', 'https://yandex.ru/maps/?ll=4.9', { source_type: 'referral', utm_source: 'yandex.ru', utm_content: '/maps/' }],
    ['Yahoo with its p parameter', '/', 'https://search.yahoo.com/search?p=jurk', { source_type: 'organic', utm_source: 'yahoo', utm_medium: 'organic' }],
    ['Bing with its parameter in capitals', '/', 'https://www.bing.com/search?Q=jurk', { source_type: 'organic', utm_source: 'bing' }],
    ['Bing without its search parameter', '/', 'https://www.bing.com/images?form=HDRSC2', { source_type: 'referral', utm_source: 'bing.com', utm_content: '/images' }],
    ['another site with a query', '/', 'https://www.modeblog.nl/?p=12', { source_type: 'referral', utm_source: 'modeblog.nl', utm_content: '/' }],
    ['Google News (not Google search)', '/', 'https://news.google.com/articles/x', { source_type: 'referral', utm_source: 'news.google.com', utm_content: '/articles/x' }],
    ['a t.co link', '/', 'https://t.co/AbC123', { source_type: 'referral', utm_source: 'twitter.com', utm_content: '/AbC123' }],
    ['a subdomain of the shop (internal)', '/', 'https://blog.modehuis.example/nieuws', { source_type: 'typein', utm_source: '(direct)', referrer: 'https://blog.modehuis.example/nieuws' }],
  ])('%s', (_, landing, referrer, expected) => {
    const shopper = visitor();
    shopper.open(landing, referrer);
    expect(shopper.data()).toMatchObject(expected);
  });
});

describe('a visitor across pages and visits', () => {
  it('keeps the touch on internal navigation and counts the session pages', () => {
    const shopper = visitor();
    shopper.open('/?utm_source=nieuwsbrief&utm_medium=email');
    shopper.follow('/product/linnen-shirt/');
    shopper.open('/cart/', `${ORIGIN}/product/linnen-shirt/`);
    expect(shopper.data()).toMatchObject({ source_type: 'utm', utm_source: 'nieuwsbrief', session_pages: '3', session_count: '1' });
    expect(shopper.jar.get(SBJS.session)).toBe(`pgs=3|||cpg=${ORIGIN}/cart/`);
  });

  it('keeps the campaign when another site links in during the session, but takes a search visit', () => {
    const shopper = visitor();
    shopper.open('/?utm_source=nieuwsbrief');
    shopper.open('/shop/', 'https://www.modeblog.nl/artikel/zomer');
    expect(shopper.data()).toMatchObject({ source_type: 'utm', utm_source: 'nieuwsbrief', session_pages: '2' });
    shopper.open('/shop/', 'https://www.google.nl/');
    expect(shopper.data()).toMatchObject({ source_type: 'organic', utm_source: 'google', session_pages: '3', session_count: '1' });
    expect(shopper.jar.get(SBJS.first)).toContain('typ=utm|||src=nieuwsbrief');
  });

  it('starts a new visit after 30 minutes without a page view, keeping a returning direct visitor’s touch', () => {
    const shopper = visitor();
    shopper.open('/', 'https://www.modeblog.nl/artikel/zomer');
    shopper.waitMinutes(29);
    shopper.open('/shop/');
    expect(shopper.data()).toMatchObject({ session_pages: '2', session_count: '1' });
    shopper.waitMinutes(31);
    shopper.open('/');
    expect(shopper.data()).toMatchObject({ source_type: 'referral', utm_source: 'modeblog.nl', session_pages: '1', session_count: '2' });
  });

  it('records a referral from a returning visitor once the session has ended, keeping the first touch', () => {
    const shopper = visitor();
    shopper.open('/?utm_source=nieuwsbrief');
    shopper.waitMinutes(45);
    shopper.open('/shop/', 'https://www.modeblog.nl/artikel/winter');
    expect(shopper.data()).toMatchObject({ source_type: 'referral', utm_source: 'modeblog.nl', utm_content: '/artikel/winter', session_count: '2', session_pages: '1' });
    expect(shopper.data().session_start_time).toBe('2025-06-01 10:15:00');
    expect(shopper.jar.get(SBJS.first)).toContain('typ=utm|||src=nieuwsbrief');
    expect(shopper.jar.get(SBJS.first_add)).toContain('fd=2025-06-01 09:30:00');
  });

  it('forgets the visitor with the browser session under WooCommerce’s lifetime, not under the tracker’s 6 months', () => {
    const woo = visitor();
    woo.open('/?utm_source=nieuwsbrief');
    woo.jar.endBrowserSession();
    woo.open('/');
    expect(woo.data()).toMatchObject({ source_type: 'typein', session_count: '1' });

    const sixMonths = visitor(trackerSettings(6, 30));
    sixMonths.open('/?utm_source=nieuwsbrief');
    sixMonths.jar.endBrowserSession();
    sixMonths.waitMinutes(24 * 60);
    sixMonths.open('/');
    expect(sixMonths.data()).toMatchObject({ source_type: 'utm', utm_source: 'nieuwsbrief', session_count: '2' });
  });

  it('writes every cookie for the browser session and the session cookie for 30 minutes under WooCommerce’s settings', () => {
    const shopper = visitor();
    shopper.open('/');
    expect(Object.fromEntries(shopper.jar.minutes)).toEqual({
      sbjs_migrations: 0, sbjs_current_add: 0, sbjs_first_add: 0, sbjs_current: 0, sbjs_first: 0, sbjs_udata: 0, sbjs_session: 30,
    });
    expect(shopper.jar.get(SBJS.migrations)).toBe('1418474375998=1');
  });
});

describe('the cookies, byte for byte as sourcebuster writes them (a shop can switch back to WooCommerce’s script)', () => {
  it('writes a first visit from a campaign', () => {
    const shopper = visitor();
    shopper.open('/?utm_source=nieuwsbrief&utm_content=banner');
    const touch = 'typ=utm|||src=nieuwsbrief|||mdm=(none)|||cmp=(none)|||cnt=banner|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)';
    const entry = `fd=2025-06-01 09:30:00|||ep=${ORIGIN}/?utm_source=nieuwsbrief&utm_content=banner|||rf=(none)`;
    expect(Object.fromEntries(shopper.jar.names().map((name) => [name, shopper.jar.get(name)]))).toEqual({
      sbjs_migrations: '1418474375998=1',
      sbjs_current_add: entry,
      sbjs_first_add: entry,
      sbjs_current: touch,
      sbjs_first: touch,
      sbjs_udata: `vst=1|||uip=(none)|||uag=${UA}`,
      sbjs_session: `pgs=1|||cpg=${ORIGIN}/?utm_source=nieuwsbrief&utm_content=banner`,
    });
  });

  it('counts each new visit: the third is 3', () => {
    const shopper = visitor();
    for (const _ of [1, 2, 3]) {
      shopper.open('/');
      shopper.waitMinutes(31);
    }
    expect(shopper.jar.get(SBJS.udata)).toBe(`vst=3|||uip=(none)|||uag=${UA}`);
  });

  it('writes no migrations mark over a visitor who has a first touch', () => {
    const shopper = visitor();
    shopper.jar.set(SBJS.first, 'typ=typein|||src=(direct)', 0);
    shopper.open('/');
    expect(shopper.jar.get(SBJS.migrations)).toBeNull();
  });

  it('keeps a returning direct visitor’s touch when only the current cookie survived, and makes it the first', () => {
    const shopper = visitor();
    shopper.jar.set(SBJS.current, 'typ=referral|||src=modeblog.nl', 0);
    shopper.open('/');
    expect([shopper.jar.get(SBJS.current), shopper.jar.get(SBJS.first)]).toEqual(['typ=referral|||src=modeblog.nl', 'typ=referral|||src=modeblog.nl']);
  });

  it('lets the first touch take over when only it survived', () => {
    const shopper = visitor();
    shopper.jar.set(SBJS.first, 'typ=utm|||src=nieuwsbrief', 0);
    shopper.open('/');
    expect(shopper.jar.get(SBJS.current)).toBe('typ=utm|||src=nieuwsbrief');
  });

  it.each(['pgs=0', 'pgs=veel', 'cpg=/'])('counts an unreadable page count (%s) as 1, so the next page is the second', (session) => {
    const shopper = visitor();
    shopper.open('/');
    shopper.jar.set(SBJS.session, session, 30);
    shopper.follow('/shop/');
    expect(shopper.jar.get(SBJS.session)).toBe(`pgs=2|||cpg=${ORIGIN}/shop/`);
  });
});

describe('reading wc_order_attribution.params as sourcebuster does', () => {
  it.each([
    [0.00001, 30, { lifetimeMinutes: 0, sessionMinutes: 30 }],
    [0, 0, { lifetimeMinutes: 259_200, sessionMinutes: 30 }],
    [Number.NaN, Number.NaN, { lifetimeMinutes: 259_200, sessionMinutes: 30 }],
    [2.5, 45.7, { lifetimeMinutes: 108_000, sessionMinutes: 45 }],
  ])('lifetime %s months, session %s minutes', (lifetime, session, expected) => {
    expect(trackerSettings(lifetime, session)).toEqual(expected);
  });
});
