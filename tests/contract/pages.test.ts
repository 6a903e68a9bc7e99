import { describe, expect, it } from 'vitest';
import { count, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
let shopper: Shopper;

async function html(pathname: string, status = 200): Promise<string> {
  shopper = new Shopper(running.origin);
  const response = await shopper.get(pathname);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
  return response.text();
}

const EURO_29_95 = '<span class="woocommerce-Price-currencySymbol">&euro;</span>&nbsp;29,95';

describe('every page', () => {
  it.each(['/', '/shop/', '/product-category/casual-shirts/', '/product/linnen-shirt/', '/cart/', '/my-account/', '/verzending-en-retour/', '/compare/', '/compare/shirts/', '/bestaat-niet/'])(
    '%s is Dutch, carries the host globals, the theme CSS and the bundle',
    async (pathname) => {
      const page = await html(pathname, pathname === '/bestaat-niet/' ? 404 : 200);
      expect(page).toMatch(/^<!doctype html>\n<html lang="nl">/);
      expect(page).toContain('<meta charset="utf-8">');
      expect(page).toContain('<link rel="stylesheet" href="/wp-content/themes/rehub/theme.css">');
      for (const global of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'rhscriptvars', 'comparechart', 'coupvars', 'woozone_vars', 'wc_order_attribution']) {
        expect(page).toMatch(new RegExp(`<script type="text/javascript" id="[^"]+-js-extra">\\n/\\* <!\\[CDATA\\[ \\*/\\nvar ${global} = \\{`));
      }
      expect(page).toContain('<link rel="modulepreload" href="/wp-content/plugins/shop-islands/dist/assets/shared-def456.js">');
      expect(page).toContain('<script type="module" src="/wp-content/plugins/shop-islands/dist/assets/boot-abc123.js"></script>');
      expect(page.indexOf('var wc_order_attribution')).toBeLessThan(page.indexOf('type="module"'));
      expect(page).toContain('<div class="widget_shopping_cart_content">');
      expect(page).toContain('<span class="rh-cart-count">0</span>');
    },
  );

  it('prints WordPress-style globals: escaped slashes, absolute cart URL, fragment keys from the site hash', async () => {
    const page = await html('/cart/');
    const params = /var wc_add_to_cart_params = (\{.*\});/.exec(page)?.[1] ?? '';
    expect(params).toContain('"cart_url":"http:\\/\\/127.0.0.1:');
    expect(JSON.parse(params)).toMatchObject({ is_cart: '1', cart_redirect_after_add: 'no', i18n_view_cart: 'Bekijk winkelwagen', wc_ajax_url: '/?wc-ajax=%%endpoint%%' });
    const fragments = JSON.parse(/var wc_cart_fragments_params = (\{.*\});/.exec(page)?.[1] ?? '{}') as Record<string, string>;
    expect(fragments.cart_hash_key).toMatch(/^wc_cart_hash_[0-9a-f]{32}$/);
    expect(fragments.fragment_name).toBe(fragments.cart_hash_key?.replace('wc_cart_hash_', 'wc_fragments_'));
    expect(fragments.request_timeout).toBe('5000');
    const rh = JSON.parse(/var rhscriptvars = (\{.*\});/.exec(page)?.[1] ?? '{}') as Record<string, string>;
    expect(rh).toMatchObject({ ajax_url: '/wp-admin/admin-ajax.php', back: 'terug', fin: 'Dat is alles', max_temp: '10', min_temp: '-10' });
    expect(rh.wishnonce).toMatch(/^[0-9a-f]{10}$/);
    expect(JSON.parse(/var wc_add_to_cart_params = (\{.*\});/.exec(await html('/shop/'))?.[1] ?? '{}')).toMatchObject({ is_cart: '' });
  });

  it("prints the plugin's settings with the cart hash the page was made with, '' for an empty cart", async () => {
    const settings = (page: string) => JSON.parse(/<script id="shop-islands-settings">var shopIslands = (\{.*\});<\/script>/.exec(page)?.[1] ?? 'null') as unknown;
    expect(settings(await html('/cart/'))).toEqual({ cartHash: '' });
    // A page with WooCommerce's category drop-down also says where a choice goes (islands/category-dropdown).
    expect(settings(await html('/shop/'))).toEqual({ cartHash: '', homeUrl: `${running.origin}/`, shopUrl: `${running.origin}/shop/` });
    const answer = (await (await shopper.wcAjax('add_to_cart', { product_id: '101' })).json()) as { cart_hash: string };
    const page = await (await shopper.get('/cart/')).text();
    expect(settings(page)).toEqual({ cartHash: answer.cart_hash });
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves the bundle files from dist/ and the theme CSS', async () => {
    const bundle = await fetch(`${running.origin}/wp-content/plugins/shop-islands/dist/assets/boot-abc123.js`);
    expect([bundle.status, bundle.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await fetch(`${running.origin}/wp-content/plugins/shop-islands/dist/.vite/manifest.json`)).status).toBe(404);
    const css = await fetch(`${running.origin}/wp-content/themes/rehub/theme.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('lets the browser keep the built files, named after their content, for a year; the theme CSS, which keeps its name, is asked again', async () => {
    const bundle = await fetch(`${running.origin}/wp-content/plugins/shop-islands/dist/assets/boot-abc123.js`);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${running.origin}/wp-content/themes/rehub/theme.css`);
    expect(css.headers.get('cache-control')).toBe('public, max-age=0');
  });
});

describe('listings', () => {
  it('/shop/ lists all 20 products with Dutch prices and add-to-cart buttons; the home page shows the first 8 of them', async () => {
    for (const [pathname, shown, counted] of [['/shop/', 20, 'Alle 20 resultaten worden getoond'], ['/', 8, 'Toont 1–8 van 20 resultaten']] as const) {
      const page = await html(pathname);
      expect(count(page, /<li class="product type-product /)).toBe(shown);
      expect(page).toContain(counted);
      expect(page).toContain(EURO_29_95);
      expect(page).toContain('<a href="?add-to-cart=101" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="101"');
      expect(page).toContain('class="button product_type_variable add_to_cart_button" data-product_id="103"');
      expect(page).toContain('<span class="rh-affiliate-badge">Via Amazon.de</span>');
    }
  });

  it('pages the home page by 8 with a "Meer laden" link to the next page that keeps the query, none on the last', async () => {
    const first = await html('/?orderby=price');
    expect(first).toContain('<a class="rh-load-more-btn button" href="/?orderby=price&amp;paged=2" rel="next">Meer laden</a>');
    const second = await html('/?orderby=price&paged=2');
    expect(second).toContain('Toont 9–16 van 20 resultaten');
    expect(second).toContain('href="/?orderby=price&amp;paged=3"');
    const last = await html('/?orderby=price&paged=3');
    expect(count(last, /<li class="product type-product /)).toBe(4);
    expect(last).not.toContain('rh-load-more');
    for (const odd of ['0', '-1', 'x', '1e3']) expect(await html(`/?paged=${odd}`)).toContain('Toont 1–8 van 20 resultaten');
    expect(await html('/?paged=99')).toContain('Er zijn geen producten gevonden');
  });

  it('sorts by a valid orderby and falls back to the default for an invalid one', async () => {
    const byPrice = await html('/shop/?orderby=price');
    expect(byPrice).toContain('<option value="price" selected>');
    const listed = [...byPrice.matchAll(/<li class="product type-product post-(\d+)/g)].map((match) => Number(match[1]));
    expect(listed).toEqual(running.shop.catalogue.list({ orderby: 'price' }).map((product) => product.id));
    expect(listed).not.toEqual(running.shop.catalogue.list({}).map((product) => product.id));
    expect(await html('/shop/?orderby=<script>')).toContain('<option value="menu_order" selected>');
  });

  it('filters the home page by product_cat and answers 404 for an unknown slug', async () => {
    const page = await html('/?product_cat=casual-shirts');
    expect(count(page, /<li class="product type-product /)).toBe(count(page, /<li class="product [^"]*product_cat-casual-shirts/));
    expect(page).toContain('<input type="hidden" name="product_cat" value="casual-shirts">');
    const missing = await html('/?product_cat=bestaat-niet', 404);
    expect(missing).toContain('Oeps! Deze pagina is niet gevonden.');
  });

  it('shows a category page with the breadcrumb Shop > Casual shirts', async () => {
    const page = await html('/product-category/casual-shirts/');
    expect(page).toContain('<nav class="woocommerce-breadcrumb" aria-label="Kruimelpad"><a href="/shop/">Shop</a><span class="breadcrumb-sep" aria-hidden="true"> &gt; </span>Casual shirts</nav>');
    expect(page).toContain('<h1 class="page-title">Casual shirts</h1>');
    await html('/product-category/bestaat-niet/', 404);
  });

  it('searches with ?s= and shows the query as escaped text', async () => {
    const page = await html('/?s=linnen');
    expect(page).toContain('Zoekresultaten voor “linnen”');
    expect(page).toContain('post-101');
    const hostile = await html('/?s=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile).not.toContain('<script>alert(1)</script>');
    expect(hostile).toContain('Zoekresultaten voor “&lt;script&gt;alert(1)&lt;/script&gt;”');
    expect(hostile).toContain('Er zijn geen producten gevonden die aan je selectie voldoen.');
  });
});

describe('product pages', () => {
  it('shows a simple product with its form', async () => {
    const page = await html('/product/linnen-shirt/');
    expect(page).toContain('<h1 class="product_title entry-title">Linnen shirt</h1>');
    expect(page).toContain('<button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">In winkelwagen</button>');
    expect(page).toContain('<a href="/product-category/casual-shirts/">Casual shirts</a>');
  });

  it('shows a variable product with the size select and variation fields', async () => {
    const page = await html('/product/oxford-overhemd/');
    expect(page).toContain('<form class="variations_form cart"');
    expect(page).toContain('<select id="size" class="" name="attribute_size" data-attribute_name="attribute_size" data-show_option_none="yes">');
    expect(page).toContain('<option value="">Kies een optie</option><option value="S">S</option><option value="M">M</option><option value="L">L</option><option value="XL">XL</option>');
    expect(page).toContain('<input type="hidden" name="variation_id" class="variation_id" value="0">');
    expect(page).toContain('data-product_variations="[{&quot;attributes&quot;:{&quot;attribute_size&quot;:&quot;S&quot;}');
  });

  it('answers 404 for an unknown product and serves generated pictures', async () => {
    await html('/product/bestaat-niet/', 404);
    const picture = await fetch(`${running.origin}/wp-content/uploads/linnen-shirt.svg`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=UTF-8']);
    expect(await picture.text()).toMatch(/^<svg /);
    expect((await fetch(`${running.origin}/wp-content/uploads/bestaat-niet.svg`)).status).toBe(404);
  });
});

describe('the product gallery', () => {
  it('links every picture of the gallery to its full-size file, served, without JavaScript', async () => {
    const page = await html('/product/linnen-shirt/');
    // wc_get_gallery_image_html(): the thumbnail on the div, the full size on the link, the image's data-src and data-large_image.
    const items = [
      ...page.matchAll(
        /<div data-thumb="([^"]+)"[^>]* class="woocommerce-product-gallery__image"><a href="([^"]+)"><img width="(\d+)" height="\3" src="([^"]+)"[^>]* alt="([^"]*)" data-caption="" data-src="\2" data-large_image="\2" data-large_image_width="1200" data-large_image_height="1200"/g,
      ),
    ];
    expect(items.map(([, , , size, , alt]) => [size, alt])).toEqual([
      ['600', 'Linnen shirt'],
      ['100', 'Linnen shirt – achterkant'],
      ['100', 'Linnen shirt – detail'],
      ['100', 'Linnen shirt – stof'],
    ]);
    for (const [, thumb = '', full = '', size = '', shown = ''] of items) {
      for (const [file, width] of [[full, '1200'], [shown, size], [thumb, '100']]) {
        const picture = await fetch(`${running.origin}${file}`);
        expect([file, picture.status, picture.headers.get('content-type')]).toEqual([file, 200, 'image/svg+xml; charset=UTF-8']);
        expect(await picture.text()).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${width}"`));
      }
    }
  });

  it('serves only the sizes it makes, and no file of another name', async () => {
    for (const file of ['linnen-shirt-800x800.svg', 'linnen-shirt-voorkant.svg', 'linnen-shirt-zijkant-1200x1200.svg', 'bestaat-niet-1200x1200.svg']) {
      expect([file, (await fetch(`${running.origin}/wp-content/uploads/${file}`)).status]).toEqual([file, 404]);
    }
  });
});

describe('cart, checkout and account pages', () => {
  it('shows the empty cart and sends an empty checkout back to the cart', async () => {
    expect(await html('/cart/')).toContain('<p class="cart-empty woocommerce-info">Je winkelwagen is momenteel leeg.</p>');
    const checkout = await new Shopper(running.origin).get('/checkout/');
    expect([checkout.status, checkout.headers.get('location')]).toEqual([303, '/cart/']);
  });

  it('shows the login form to a guest', async () => {
    const page = await html('/my-account/');
    expect(page).toContain('<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">');
    expect(page).toContain('<span class="password-input"><input');
    expect(page).toContain('name="login" value="Inloggen"');
    expect(page).not.toMatch(/<body class="[^"]*logged-in/);
  });
});

describe('the shipping page and its modal-content links', () => {
  it('links every product page to the page, opted in to the modal, and names the returns section', async () => {
    const product = await html('/product/linnen-shirt/');
    expect(product).toContain('<a href="/verzending-en-retour/" data-island="modal-content">Verzending en retour</a>');
    expect(product).toContain('<a href="/verzending-en-retour/#retourneren" data-island="modal-content">Retourneren binnen 30 dagen</a>');
    const page = await html('/verzending-en-retour/');
    expect(page).toContain('<h1 class="page-title">Verzending en retour</h1>');
    expect(page).toMatch(/<div class="entry-content">\s*<section id="verzenden">[\s\S]*<section id="retourneren">/);
  });
});
