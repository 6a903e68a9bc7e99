/**
 * The product page as WooCommerce 10 prints it for the islands that replace its scripts: the variations
 * with every field of get_available_variation(), the variation form, its templates and settings, the
 * gallery's full-size pictures, the meta, "Aanvullende informatie" and the reviews tab with its form.
 */
import { describe, expect, it } from 'vitest';
import { GET_VARIATION, readVariation } from '../../src/contracts/product-variations.ts';
import { capture, shape } from './captures.ts';
import { count, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

const MOLEN = '/product/t-shirt-met-molenprint/';

async function page(pathname: string, shopper = new Shopper(running.origin)): Promise<string> {
  const response = await shopper.get(pathname);
  expect(response.status).toBe(200);
  return response.text();
}

/** An attribute's value as the browser reads it. */
function unescape(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#39);/g, (_, entity: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[entity] ?? '');
}

function variationsOf(html: string): Array<Record<string, unknown>> {
  const attribute = /data-product_variations="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) throw new Error('no data-product_variations');
  return JSON.parse(unescape(attribute)) as Array<Record<string, unknown>>;
}

/** The global a page prints with wp_localize_script. */
function globalOf(html: string, name: string): unknown {
  const json = new RegExp(`var ${name} = (\\{.*\\});`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

/** Every key of WC_Product_Variable::get_available_variation(), in its order (WooCommerce 10.0.2). */
const VARIATION_KEYS = [
  'attributes', 'availability_html', 'backorders_allowed', 'dimensions', 'dimensions_html', 'display_price', 'display_regular_price',
  'image', 'image_id', 'is_downloadable', 'is_in_stock', 'is_purchasable', 'is_sold_individually', 'is_virtual', 'max_qty', 'min_qty',
  'price_html', 'sku', 'variation_description', 'variation_id', 'variation_is_active', 'variation_is_visible', 'weight', 'weight_html',
];

/** wc_get_product_attachment_props() of an attachment, in its order. */
const IMAGE_KEYS = [
  'title', 'caption', 'url', 'alt', 'src', 'srcset', 'sizes', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src',
  'gallery_thumbnail_src_w', 'gallery_thumbnail_src_h', 'thumb_src', 'thumb_src_w', 'thumb_src_h', 'src_w', 'src_h',
];

describe("a variable product's variations, as get_available_variation() gives them", () => {
  it('prints every field, in WooCommerce order, for each variation; "any" attributes empty', async () => {
    const variations = variationsOf(await page(MOLEN));
    expect(variations.map((variation) => variation.variation_id)).toEqual([221, 222, 223, 224]);
    for (const variation of variations) {
      expect(Object.keys(variation)).toEqual(VARIATION_KEYS);
      expect(Object.keys(variation.image as object)).toEqual(IMAGE_KEYS);
    }
    expect(variations.map((variation) => variation.attributes)).toEqual([
      { attribute_pa_maat: 's', attribute_pa_kleur: '' },
      { attribute_pa_maat: 'm', attribute_pa_kleur: '' },
      { attribute_pa_maat: 'l', attribute_pa_kleur: '' },
      { attribute_pa_maat: 'xl', attribute_pa_kleur: '' },
    ]);
  });

  it('gives each its SKU, description, weight and dimensions in Dutch notation, and "N.v.t." where neither it nor the product has one', async () => {
    const [small, medium, large] = variationsOf(await page(MOLEN));
    expect(large).toMatchObject({
      sku: 'MK-120-L',
      variation_description: '<p>Maat L: borstwijdte 110 cm, lengte 75 cm. Iets langer van snit.</p>\n',
      weight: '0.2',
      weight_html: '0,2 kg',
      dimensions: { length: '32', width: '25', height: '2' },
      dimensions_html: '32 &times; 25 &times; 2 cm',
      price_html: expect.stringContaining('21,95'),
      display_price: 21.95,
      is_in_stock: true,
      is_purchasable: true,
      variation_is_visible: true,
      variation_is_active: true,
      is_sold_individually: 'no',
      min_qty: 1,
    });
    expect(medium).toMatchObject({ dimensions_html: '30 &times; 24 &times; 2 cm', weight_html: '0,18 kg' });
    expect(small).toMatchObject({ dimensions: { length: '', width: '', height: '' }, dimensions_html: 'N.v.t.', weight_html: '0,16 kg' });
  });

  it("inherits the product's weight, dimensions and SKU where a variation has none of its own, each dimension on its own", async () => {
    const [s, m, , xl] = variationsOf(await page('/product/oxford-overhemd/'));
    expect(s).toMatchObject({ weight: '0.28', dimensions_html: '35 &times; 28 &times; 3 cm', sku: 'MK-103-S' });
    expect(m).toMatchObject({ weight: '0.3', weight_html: '0,3 kg' });
    expect(xl).toMatchObject({ dimensions: { length: '37', width: '30', height: '3' }, dimensions_html: '37 &times; 30 &times; 3 cm' });
  });

  it('prints price_html only when the variations differ in price, as WooCommerce', async () => {
    expect(variationsOf(await page(MOLEN)).map((variation) => variation.price_html !== '')).toEqual([true, true, true, true]);
    expect(variationsOf(await page('/product/longsleeve-biologisch-katoen/')).every((variation) => variation.price_html === '')).toBe(true);
  });

  it("gives a variation with a picture of its own that picture with a full size of its own, served; the others the product's", async () => {
    const [small, , large] = variationsOf(await page(MOLEN));
    const own = large?.image as Record<string, string | number>;
    expect(large?.image_id).toBe(2223);
    expect(own).toMatchObject({
      title: 'T-shirt met molenprint maat L',
      caption: 'De molenprint op maat L',
      alt: 'T-shirt met molenprint – maat L',
      src: '/wp-content/uploads/t-shirt-met-molenprint-variatie-223.svg',
      src_w: 600,
      full_src: '/wp-content/uploads/t-shirt-met-molenprint-variatie-223-1200x1200.svg',
      full_src_w: 1200,
      full_src_h: 1200,
      gallery_thumbnail_src: '/wp-content/uploads/t-shirt-met-molenprint-variatie-223-100x100.svg',
    });
    expect(own.srcset).toContain('-variatie-223-1200x1200.svg 1200w');
    for (const [file, pixels] of [[own.src, 600], [own.full_src, 1200], [own.gallery_thumbnail_src, 100]] as const) {
      const picture = await fetch(`${running.origin}${file}`);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=UTF-8']);
      expect(await picture.text()).toMatch(new RegExp(`^<svg [^>]*width="${pixels}"[^>]*><title>T-shirt met molenprint maat L</title>`));
    }
    expect(small).toMatchObject({ image_id: 1120, image: { src: '/wp-content/uploads/t-shirt-met-molenprint.svg', full_src: '/wp-content/uploads/t-shirt-met-molenprint-1200x1200.svg', alt: 'T-shirt met molenprint' } });
    expect((await fetch(`${running.origin}/wp-content/uploads/t-shirt-met-molenprint-variatie-221.svg`)).status).toBe(404);
  });

  it('reads as the bundle reads a variation (src/contracts/product-variations.ts)', async () => {
    const read = variationsOf(await page(MOLEN)).map(readVariation);
    expect(read[2]).toMatchObject({ variation_id: 223, sku: 'MK-120-L', weight_html: '0,2 kg', dimensions_html: '32 &times; 25 &times; 2 cm', max_qty: 999, image: { full_src: '/wp-content/uploads/t-shirt-met-molenprint-variatie-223-1200x1200.svg' } });
    expect(read[0]?.dimensions_html).toBe('');
  });
});

describe('get_variation', () => {
  it('answers the variation the chosen values name, the same as the page prints, an "any" colour whatever is chosen', async () => {
    const printed = variationsOf(await page(MOLEN))[2];
    for (const colour of ['rood', 'groen']) {
      const response = await new Shopper(running.origin).wcAjax('get_variation', { product_id: '120', attribute_pa_maat: 'l', attribute_pa_kleur: colour });
      expect(await response.json()).toEqual(printed);
    }
  });

  it("answers as the real shop's WooCommerce 10.0.2 did for such a variation (fixtures/real-woocommerce/13)", async () => {
    const real = capture('13-get_variation_any_colour');
    const response = await new Shopper(running.origin).wcAjax('get_variation', { product_id: '120', attribute_pa_maat: 'l', attribute_pa_kleur: 'rood' });
    expect(response.status).toBe(real.status);
    for (const header of ['content-type', 'x-robots-tag', 'cache-control', 'expires', 'x-content-type-options']) expect(response.headers.get(header), header).toBe(real.headers[header]);
    const ours = (await response.json()) as Record<string, unknown>;
    const theirs = JSON.parse(real.body) as Record<string, unknown>;
    // The demo's quantity field stops at 999 (its cart's limit), the real shop's has none ("").
    expect({ ...(shape(ours) as object), max_qty: 'limit' }).toEqual({ ...(shape(theirs) as object), max_qty: 'limit' });
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect(Object.keys(ours.image as object)).toEqual(Object.keys(theirs.image as object));
    expect([ours.attributes, theirs.attributes]).toEqual([
      { attribute_pa_maat: 'l', attribute_pa_kleur: '' },
      { attribute_pa_maat: 'l', attribute_pa_kleur: '' },
    ]);
    expect(theirs.dimensions_html).toBe(ours.dimensions_html);
  });

  it('answers false for a value no variation has, and its answers read as the bundle reads them', async () => {
    const none = await new Shopper(running.origin).wcAjax('get_variation', { product_id: '120', attribute_pa_maat: 'xxl', attribute_pa_kleur: 'rood' });
    expect(GET_VARIATION.read(await none.text(), { product_id: '120' })).toBe('none');
    const found = await new Shopper(running.origin).wcAjax('get_variation', { product_id: '120', attribute_pa_maat: 'xl', attribute_pa_kleur: 'blauw' });
    expect(GET_VARIATION.read(await found.text(), { product_id: '120' })).toMatchObject({ variation_id: 224, sku: 'MK-120-XL' });
  });
});

describe('the variation form', () => {
  it("prints WooCommerce's form: a choice per attribute by its terms, the reset and its announcement, the variation's place and the button's fields", async () => {
    const html = await page(MOLEN);
    expect(html).toContain(`<form class="variations_form cart" action="${MOLEN}" method="post" enctype="multipart/form-data" data-product_id="120" data-product_variations=`);
    expect(html).toContain('<th class="label"><label for="pa_maat">Maat</label></th>');
    expect(html).toContain(
      '<select id="pa_maat" class="" name="attribute_pa_maat" data-attribute_name="attribute_pa_maat" data-show_option_none="yes"><option value="">Kies een optie</option><option value="s">S</option><option value="m">M</option><option value="l">L</option><option value="xl">XL</option></select>',
    );
    // An "any" colour offers every colour of the attribute.
    expect(html).toContain(
      '<select id="pa_kleur" class="" name="attribute_pa_kleur" data-attribute_name="attribute_pa_kleur" data-show_option_none="yes"><option value="">Kies een optie</option><option value="rood">Rood</option><option value="blauw">Blauw</option><option value="groen">Groen</option></select><a class="reset_variations" href="#" aria-label="Opties wissen">Wissen</a>',
    );
    expect(count(html, /class="reset_variations"/)).toBe(1);
    expect(html).toContain('<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>');
    expect(html).toContain('<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">');
    expect(html).toMatch(
      /<div class="woocommerce-variation-add-to-cart variations_button">[\s\S]*<button type="submit" class="single_add_to_cart_button button alt">In winkelwagen<\/button>\s*<input type="hidden" name="add-to-cart" value="120">\s*<input type="hidden" name="product_id" value="120">\s*<input type="hidden" name="variation_id" class="variation_id" value="0">\s*<\/div>/,
    );
  });

  it('preselects the values the address names, as a cart line links back', async () => {
    const html = await page(`${MOLEN}?attribute_pa_maat=l&attribute_pa_kleur=groen`);
    expect(html).toContain('<option value="l" selected>L</option>');
    expect(html).toContain('<option value="groen" selected>Groen</option>');
  });

  it("prints WooCommerce's variation templates in the footer and its variation script's settings, on a variable product's page only", async () => {
    const html = await page(MOLEN);
    expect(html).toContain(`<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>`);
    expect(html).toContain(`<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">Sorry, dit product is niet beschikbaar. Kies een andere combinatie.</p>
</script>`);
    expect(html.indexOf('id="tmpl-variation-template"')).toBeGreaterThan(html.indexOf('</main>'));
    expect(globalOf(html, 'wc_add_to_cart_variation_params')).toMatchObject({ wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_unavailable_text: 'Sorry, dit product is niet beschikbaar. Kies een andere combinatie.' });
    const simple = await page('/product/linnen-shirt/');
    expect(simple).not.toContain('tmpl-variation-template');
    expect(globalOf(simple, 'wc_add_to_cart_variation_params')).toBeUndefined();
  });
});

describe('the gallery, the meta and the notices', () => {
  it("prints the main picture as wc_get_gallery_image_html(): its thumbnail on the div, the full size on the link and the image", async () => {
    const html = await page(MOLEN);
    expect(html).toContain(
      '<div data-thumb="/wp-content/uploads/t-shirt-met-molenprint-100x100.svg" data-thumb-alt="T-shirt met molenprint" data-thumb-srcset="',
    );
    expect(html).toMatch(
      /<a href="\/wp-content\/uploads\/t-shirt-met-molenprint-1200x1200.svg"><img width="600" height="600" src="\/wp-content\/uploads\/t-shirt-met-molenprint.svg" class="wp-post-image" alt="T-shirt met molenprint" data-caption="" data-src="\/wp-content\/uploads\/t-shirt-met-molenprint-1200x1200.svg" data-large_image="\/wp-content\/uploads\/t-shirt-met-molenprint-1200x1200.svg" data-large_image_width="1200" data-large_image_height="1200" decoding="async" fetchpriority="high" srcset="[^"]+ 600w, [^"]+ 100w, [^"]+ 1200w" sizes="\(max-width: 600px\) 100vw, 600px"><\/a>/,
    );
    // WooCommerce prints it transparent for its script; the plugin's style shows it at once.
    expect(html).toContain('data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"');
    expect(html).toContain('<style id="shop-islands-gallery">.woocommerce-product-gallery{opacity:1!important}</style>');
  });

  it('prints the SKU and the categories in the meta', async () => {
    expect(await page(MOLEN)).toContain(`<div class="product_meta">
	<span class="sku_wrapper">Artikelnummer: <span class="sku">MK-120</span></span>
	<span class="posted_in">Categorie: <a href="/product-category/t-shirts/" rel="tag">T-shirts</a></span>
</div>`);
    expect(await page('/product/pique-poloshirt/')).toContain('Categorieën: <a href="/product-category/casual-shirts/" rel="tag">Casual shirts</a>, <a href="/product-category/t-shirts/" rel="tag">T-shirts</a>');
  });

  it("prints WooCommerce's notices wrapper before the product, empty or not", async () => {
    const html = await page(MOLEN);
    expect(html.indexOf('<div class="woocommerce-notices-wrapper"></div>')).toBeGreaterThan(-1);
    expect(html.indexOf('<div class="woocommerce-notices-wrapper">')).toBeLessThan(html.indexOf('<div id="product-120"'));
  });
});

describe('the tabs', () => {
  it('lists the description, "Aanvullende informatie" and the reviews, every panel in the page without JavaScript', async () => {
    const html = await page(MOLEN);
    const tabs = [...html.matchAll(/<li class="([a-z_]+)_tab(?: active)?" id="tab-title-\1" role="presentation"><a href="#tab-\1" role="tab" aria-controls="tab-\1">([^<]+)<\/a><\/li>/g)];
    expect(tabs.map(([, key, title]) => [key, title])).toEqual([
      ['description', 'Beschrijving'],
      ['additional_information', 'Aanvullende informatie'],
      ['reviews', 'Beoordelingen (0)'],
    ]);
    const panels = [...html.matchAll(/<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--([a-z_]+) panel entry-content wc-tab" id="tab-\1" role="tabpanel" aria-labelledby="tab-title-\1">/g)];
    expect(panels.map(([, key]) => key)).toEqual(['description', 'additional_information', 'reviews']);
    expect(html).not.toMatch(/wc-tab"[^>]*(hidden|display: ?none)/);
  });

  it("shows a variable product's own weight and dimensions, none (N.v.t.) until a size is chosen, and every value of each attribute", async () => {
    const html = await page(MOLEN);
    const rows = [...html.matchAll(/<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--([a-z_]+)">\s*<th class="woocommerce-product-attributes-item__label" scope="row">([^<]+)<\/th>\s*<td class="woocommerce-product-attributes-item__value">([\s\S]*?)<\/td>/g)];
    expect(rows.map(([, key, label, value]) => [key, label, value?.trim()])).toEqual([
      ['weight', 'Gewicht', 'N.v.t.'],
      ['dimensions', 'Afmetingen', 'N.v.t.'],
      ['attribute_pa_maat', 'Maat', '<p>S, M, L, XL</p>'],
      ['attribute_pa_kleur', 'Kleur', '<p>Rood, Blauw, Groen</p>'],
    ]);
    expect(html).toContain('<table class="woocommerce-product-attributes shop_attributes" aria-label="Productgegevens">');
  });

  it("shows a simple product's weight and dimensions, and no such tab where there is nothing to show", async () => {
    const linen = await page('/product/linnen-shirt/');
    expect(linen).toMatch(/item--weight">\s*<th[^>]*>Gewicht<\/th>\s*<td class="woocommerce-product-attributes-item__value">0,25 kg<\/td>/);
    expect(linen).toMatch(/item--dimensions">\s*<th[^>]*>Afmetingen<\/th>\s*<td class="woocommerce-product-attributes-item__value">34 &times; 27 &times; 2,5 cm<\/td>/);
    const denim = await page('/product/denim-overhemd/');
    expect(denim).not.toContain('tab-additional_information');
    expect(denim).toContain('id="tab-reviews"');
  });
});

describe('the reviews tab', () => {
  it("prints WooCommerce's review form with ratings for a guest: rating, review, name and e-mail, to WordPress's comment endpoint", async () => {
    const html = await page(MOLEN);
    expect(html).toMatch(/<div id="reviews" class="woocommerce-Reviews">\s*<div id="comments">\s*<h2 class="woocommerce-Reviews-title">Beoordelingen<\/h2>\s*<p class="woocommerce-noreviews">Er zijn nog geen beoordelingen.<\/p>/);
    expect(html).toContain('<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">Wees de eerste om &ldquo;T-shirt met molenprint&rdquo; te beoordelen');
    expect(html).toContain('<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">');
    expect(html).toContain('<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Je waardering&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>');
    const options = [...html.matchAll(/<option value="([1-5]?)">([^<]+)<\/option>/g)].filter(([, value]) => value !== undefined).slice(-6);
    expect(options.map(([, value, label]) => [value, label])).toEqual([
      ['', 'Beoordeel&hellip;'],
      ['5', 'Perfect'],
      ['4', 'Goed'],
      ['3', 'Gemiddeld'],
      ['2', 'Niet zo slecht'],
      ['1', 'Zeer slecht'],
    ]);
    expect(html).toContain('<textarea id="comment" name="comment" cols="45" rows="8" required></textarea>');
    expect(html).toContain('<input id="author" name="author" type="text" autocomplete="name" value="" size="30" required>');
    expect(html).toContain('<input id="email" name="email" type="email" autocomplete="email" value="" size="30" required>');
    expect(html).toContain('<input name="submit" type="submit" id="submit" class="submit" value="Verzenden"> <input type="hidden" name="comment_post_ID" value="120" id="comment_post_ID">');
  });

  it('asks a signed-in customer for no name or e-mail', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.logIn('klant', 'klant');
    const html = await page(MOLEN, shopper);
    expect(html).toContain('id="commentform"');
    expect(html).not.toContain('id="author"');
    expect(html).not.toContain('class="comment-notes"');
  });

  it("prints the single-product script's settings, in Dutch, on every product's page", async () => {
    for (const path of [MOLEN, '/product/linnen-shirt/']) {
      expect(globalOf(await page(path), 'wc_single_product_params')).toMatchObject({
        i18n_required_rating_text: 'Selecteer een waardering',
        i18n_rating_options: ['1 van 5 sterren', '2 van 5 sterren', '3 van 5 sterren', '4 van 5 sterren', '5 van 5 sterren'],
        review_rating_required: 'yes',
      });
    }
    expect(globalOf(await page('/shop/'), 'wc_single_product_params')).toBeUndefined();
  });

  it("keeps a guest's review awaiting approval and sends them back to it, which only that address shows", async () => {
    const guest = new Shopper(running.origin);
    const response = await guest.post('/wp-comments-post.php', { comment_post_ID: '120', rating: '4', comment: 'Mooie print, valt ruim.', author: 'Anna', email: 'anna@example.test', comment_parent: '0' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/product\/t-shirt-met-molenprint\/\?unapproved=(\d+)&moderation-hash=[0-9a-f]{32}#comment-\1$/);
    const back = await guest.follow(response);
    expect(back).toContain('<em class="woocommerce-review__awaiting-approval">Je beoordeling wacht op goedkeuring</em>');
    expect(back).toContain('<div class="description"><p>Mooie print, valt ruim.</p></div>');
    expect(back).toContain('aria-label="Beoordeeld met 4 uit 5"');
    // Approved reviews only count: still none.
    expect(back).toContain('Beoordelingen (0)');
    expect(await page(MOLEN)).not.toContain('Mooie print');
    expect(await page(location.replace(/moderation-hash=[0-9a-f]+/, 'moderation-hash=00000000000000000000000000000000'))).not.toContain('Mooie print');
    expect(await page(location.replace('t-shirt-met-molenprint', 'linnen-shirt'))).not.toContain('Mooie print');
  });

  it('takes a signed-in customer\'s review without name or e-mail', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.logIn('klant', 'klant');
    const response = await shopper.post('/wp-comments-post.php', { comment_post_ID: '101', rating: '5', comment: 'Heerlijk linnen.' });
    expect(response.status).toBe(303);
    expect(await shopper.follow(response)).toContain('Heerlijk linnen.');
  });

  const guestReview = { comment_post_ID: '120', rating: '4', comment: 'Mooi.', author: 'Anna', email: 'anna@example.test' };
  it.each([
    [{ ...guestReview, rating: '' }, 'Beoordeel het product.'],
    [{ ...guestReview, rating: '6' }, 'Kies een beoordeling van 1 tot 5 sterren.'],
    [{ ...guestReview, comment: '  ' }, 'Vul je beoordeling in.'],
    [{ ...guestReview, author: '' }, 'Vul de verplichte velden in'],
    [{ ...guestReview, email: 'anna' }, 'geldig e-mailadres'],
    [{ ...guestReview, comment_post_ID: '9999' }, 'Onbekend product'],
    [{ ...guestReview, comment_post_ID: '120abc' }, 'Onbekend product'],
  ])('refuses %o with 400 and the reason', async (form, reason) => {
    const response = await new Shopper(running.origin).post('/wp-comments-post.php', form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
  });

  it("answers a GET with 405, as the endpoint takes posts only", async () => {
    expect((await new Shopper(running.origin).get('/wp-comments-post.php')).status).toBe(405);
  });

  it("shows a guest WordPress's must-log-in line and refuses their review where only users may review (QA switch)", async () => {
    running.shop.settings.update({ reviewsUsersOnly: true });
    try {
      const html = await page(MOLEN);
      expect(html).toContain('<p class="must-log-in">Je moet <a href="/my-account/">ingelogd</a> zijn om een beoordeling te schrijven.</p>');
      expect(html).not.toContain('id="commentform"');
      const refused = await new Shopper(running.origin).post('/wp-comments-post.php', guestReview);
      expect(refused.status).toBe(403);
      const customer = new Shopper(running.origin);
      await customer.logIn('klant', 'klant');
      expect(await page(MOLEN, customer)).toContain('id="commentform"');
    } finally {
      running.shop.settings.update({ reviewsUsersOnly: false });
    }
  });
});

describe('the product form, posted as WooCommerce prints it (multipart)', () => {
  it('adds from a multipart post as from a form-encoded one', async () => {
    const shopper = new Shopper(running.origin);
    const form = new FormData();
    for (const [name, value] of Object.entries({ attribute_pa_maat: 'm', attribute_pa_kleur: 'blauw', quantity: '1', 'add-to-cart': '120', product_id: '120', variation_id: '222' })) form.append(name, value);
    const response = await fetch(new URL(MOLEN, running.origin), { method: 'POST', body: form, redirect: 'manual', headers: { cookie: [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    expect([response.status, response.headers.get('location')]).toEqual([303, MOLEN]);
  });

  it('refuses a broken multipart body with 400 and a reason', async () => {
    const response = await fetch(new URL(MOLEN, running.origin), { method: 'POST', body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('multipart/form-data');
  });
});
