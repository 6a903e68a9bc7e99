import { describe, expect, it } from 'vitest';
import { Shopper, useRunningShop, LONGEST_FIELD } from './shop-server.ts';
import { REHUB_AJAX_SEARCH } from '../../src/contracts/search.ts';

const running = useRunningShop();

const AJAX = '/wp-admin/admin-ajax.php';

/** A shopper who has loaded a page and knows its `rhscriptvars.searchnonce`. */
async function shopperWithNonce(): Promise<{ shopper: Shopper; security: string }> {
  const shopper = new Shopper(running.origin);
  const page = await shopper.page('/shop/');
  const vars = JSON.parse(/var rhscriptvars = (\{.*\});/.exec(page)?.[1] ?? '{}') as { searchnonce: string };
  return { shopper, security: vars.searchnonce };
}

const fields = (re_string: string, catid = '', security = '') => ({ re_string, posttypesearch: 'product', catid, security });

describe('rehub_ajax_search (the live search)', () => {
  it('answers up to 5 products as the theme does, with a link to all results, and the bundle reads it', async () => {
    const { shopper, security } = await shopperWithNonce();
    const response = await shopper.post(AJAX, { action: 'rehub_ajax_search', ...fields(' shirt ', '', security) });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    const answer = REHUB_AJAX_SEARCH.read(await response.text(), fields('shirt'));
    expect(answer).toMatchObject({ total: 5, query: 'shirt' });
    expect(answer?.resultsHtml.match(/class="re-search-result-div"/g)).toHaveLength(5);
    expect(answer?.resultsHtml).toContain('<h3 class="re-search-result-title"><a href="/product/linnen-shirt/">Linnen shirt</a></h3>');
    expect(answer?.resultsHtml).toContain('<a href="/?s=shirt&amp;post_type=product">Alle resultaten bekijken</a>');
  });

  it('limits the results to the category in catid, and says when nothing is found', async () => {
    const { shopper, security } = await shopperWithNonce();
    const inJurken = REHUB_AJAX_SEARCH.read(await (await shopper.post(AJAX, { action: 'rehub_ajax_search', ...fields('jurk', 'jurken', security) })).text(), fields('jurk'));
    expect(inJurken?.total).toBeGreaterThan(0);
    expect(inJurken?.resultsHtml).toContain('product_cat=jurken');
    const none = REHUB_AJAX_SEARCH.read(await (await shopper.post(AJAX, { action: 'rehub_ajax_search', ...fields('jurk', 'broeken', security) })).text(), fields('jurk'));
    expect(none).toEqual({ total: 0, query: 'jurk', resultsHtml: '<div class="re-aj-search-result-msg no-result">Geen resultaten gevonden</div>' });
  });

  it('escapes the query it repeats', async () => {
    const { shopper, security } = await shopperWithNonce();
    const answer = REHUB_AJAX_SEARCH.read(await (await shopper.post(AJAX, { action: 'rehub_ajax_search', ...fields('<img src=x onerror=alert(1)>', '', security) })).text(), fields(''));
    expect(answer?.query).toBe('<img src=x onerror=alert(1)>');
    expect(answer?.resultsHtml).not.toContain('<img src=x');
  });

  it('refuses a bad nonce with -1 and 403, a GET with 405, an overlong query with 400', async () => {
    const { shopper, security } = await shopperWithNonce();
    const forged = await shopper.post(AJAX, { action: 'rehub_ajax_search', ...fields('shirt', '', 'abcdef0123') });
    expect([forged.status, await forged.text()]).toEqual([403, '-1']);
    const get = await shopper.get(`${AJAX}?${new URLSearchParams({ action: 'rehub_ajax_search', ...fields('shirt', '', security) })}`);
    expect(get.status).toBe(405);
    const long = await shopper.post(AJAX, { action: 'rehub_ajax_search', ...fields('x'.repeat(LONGEST_FIELD + 1), '', security) });
    expect(long.status).toBe(400);
  });
});

describe('the header’s search and menus (server-rendered, working without JavaScript)', () => {
  it('prints the product search with its category, the splash search and the menus the mobile menu is built from', async () => {
    const page = await new Shopper(running.origin).page('/?s=jurk&post_type=product&product_cat=jurken');
    expect(page).toContain('Zoekresultaten voor “jurk” in Jurken');
    expect(page).toContain('<input type="search" id="header-search" class="re-ajax-search" name="s" placeholder="Zoek producten…" value="jurk" data-posttype="product" data-catid="jurken" autocomplete="off">');
    expect(page).toContain('<option value="jurken" selected>Jurken</option>');
    expect(page).toContain('<a class="icon-search-onclick" href="#rhSplashSearch" aria-controls="rhSplashSearch">');
    expect(page).toMatch(/<div id="rhSplashSearch"[^>]*>[\s\S]*id="splash-search" class="re-ajax-search"[\s\S]*<a id="close-src-splash" href="#"/);
    expect(page).toContain('<a class="dl-trigger" href="#menu-hoofdmenu" aria-controls="slide-menu-mobile" aria-expanded="false">');
    expect(page).toContain('<div id="slide-menu-mobile"></div>');
    expect(page).toMatch(/<nav class="top_menu main-nav rh-container" aria-label="Hoofdmenu"><ul class="menu" id="menu-hoofdmenu"><li class="menu-item menu-item-has-children"><a href="\/shop\/">Shop<\/a><button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="menu-hoofdmenu-0-sub">/);
    expect(page).toContain('<ul class="sub-menu" id="menu-hoofdmenu-0-sub"><li class="menu-item"><a href="/product-category/casual-shirts/">Casual shirts</a></li>');
    expect(page).toContain('<nav id="re_menu_near_logo" aria-label="Uitgelicht"><ul class="menu" id="menu-uitgelicht">');
    expect(page).toContain('<nav class="top-nav" aria-label="Servicemenu"><ul class="menu" id="menu-service">');
    expect(page).toContain('<div class="top_custom_content">Gratis verzending vanaf € 50 · 30 dagen bedenktijd</div>');
  });

  it('never prints a hostile query or category as markup', async () => {
    const page = await new Shopper(running.origin).page(`/?${new URLSearchParams({ s: '"><script>alert(1)</script>', product_cat: '"><img src=x onerror=alert(1)>' })}`);
    expect(page).not.toMatch(/<script>alert|<img src=x/);
    // An unknown category is no choice at all.
    expect(page).toContain('data-catid=""');
  });
});
