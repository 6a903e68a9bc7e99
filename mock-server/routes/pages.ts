/** The shop's browsing pages: home (with category filter and search), /shop/, category pages and product pages. */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { compareButtonsFor } from '../http/compare-buttons.ts';
import { heartsFor } from '../http/wishlist-hearts.ts';
import { addFromFields } from '../shop/cart-actions.ts';
import { addNotice } from '../shop/cart-notices.ts';
import { productPath, readOrderby } from '../shop/catalogue.ts';
import type { Notice } from '../shop/sessions.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { refusal } from '../shop/shop-request.ts';
import { html, type SafeHtml } from '../views/html.ts';
import { categoryDropdown } from '../views/category-dropdown.ts';
import { listing } from '../views/listing.ts';
import { notFoundPage } from '../views/message-pages.ts';
import { postsNav } from '../views/posts-nav.ts';
import { productPage, variationTemplates, type SyncOptions } from '../views/product-page.ts';
import { singleProductGlobal, variationFormGlobal } from '../views/host-globals.ts';
import { crossSellPlaceholder } from '../views/cross-sell.ts';
import { amazonListing } from '../shop/amazon.ts';
import { countryBox } from '../views/country-box.ts';
import { SHIPPING_PAGE_PATH, shippingPage } from '../views/shipping-info.ts';
import { couponRevealSection, dealBlock, isRequested, membersOnlyBlock, productDeal, type DealContext } from '../views/deals.ts';
import { dealForProduct, deals, type Deal } from '../../fixtures/deals.ts';
import { requestedCoupon } from '../../src/contracts/coupon-reveal-url.ts';

const READ = ['GET', 'HEAD'];
const MAX_SEARCH = 200;

export function pageRoutes(app: AppContext): Router {
  const router = Router();
  router.route('/').get(pageHandler(app, homePage)).all(methodNotAllowed(READ));
  router.route('/shop/').get(pageHandler(app, (call) => listingPage(call, undefined, true))).all(methodNotAllowed(READ));
  router
    .route('/product-category/:slug/')
    .get(pageHandler(app, (call) => listingPage(call, call.params.slug, false)))
    .all(methodNotAllowed(READ));
  router.route('/deals/').get(pageHandler(app, dealsPage)).all(methodNotAllowed(READ));
  router.route(SHIPPING_PAGE_PATH).get(pageHandler(app, () => ({ page: shippingPage() }))).all(methodNotAllowed(READ));
  router.route('/wp-comments-post.php').post(pageHandler(app, postReview)).all(methodNotAllowed(['POST']));
  router
    .route('/product/:slug/')
    .get(pageHandler(app, (call) => singleProduct(call)))
    .post(pageHandler(app, addFromProductForm))
    .all(methodNotAllowed([...READ, 'POST']));
  return router;
}

/** The home page lists the shop; `?product_cat=` filters it, `?s=` searches it (in that category, when both). */
function homePage(call: PageCall): PageOutcome {
  const search = call.req.url.searchParams.get('s');
  if (search === null) return listingPage(call, call.req.url.searchParams.get('product_cat') ?? undefined, false);
  if (search.length > MAX_SEARCH) return { answer: refusal(400, `Zoekterm is te lang (hoogstens ${MAX_SEARCH} tekens).`) };
  const orderby = readOrderby(call.req.url.searchParams.get('orderby'));
  const category = call.shop.catalogue.category(call.req.url.searchParams.get('product_cat') ?? '');
  const heading = category ? `Zoekresultaten voor “${search}” in ${category.name}` : `Zoekresultaten voor “${search}”`;
  return {
    page: {
      title: heading,
      bodyClass: 'search search-results post-type-archive-product',
      heading,
      content: listing({
        products: call.shop.catalogue.list({ search, category: category?.slug, orderby }),
        orderby,
        keep: { s: search, post_type: 'product', ...(category && { product_cat: category.slug }) },
        hearts: heartsFor(call),
        compare: compareButtonsFor(call),
      }),
    },
  };
}

function listingPage(call: PageCall, slug: string | undefined, isShop: boolean): PageOutcome {
  const { shop, req } = call;
  const category = slug === undefined ? undefined : shop.catalogue.category(slug);
  if (slug !== undefined && !category) return { page: notFoundPage() };
  const orderby = readOrderby(req.url.searchParams.get('orderby'));
  const productCat = req.url.searchParams.get('product_cat');
  return {
    page: {
      title: category?.name ?? 'Shop',
      bodyClass: category ? 'archive tax-product_cat' : `archive post-type-archive-product woocommerce-shop${isShop ? '' : ' home'}`,
      breadcrumb: category ? [{ label: 'Shop', href: '/shop/' }, { label: category.name }] : [{ label: 'Shop' }],
      heading: category?.name ?? 'Shop',
      categoryDropdown: true,
      content: html`${category ? html`<div class="term-description"><p>${category.description}</p></div>` : ''}${categoryDropdown(
        shop.catalogue.categories.map((each) => ({ ...each, count: shop.catalogue.list({ category: each.slug }).length })),
        category?.slug ?? shop.catalogue.category(productCat ?? '')?.slug ?? '',
      )}${listing({
        products: shop.catalogue.list({ category: category?.slug, orderby }),
        // The home page and the category archives page by 8 with "Meer laden"; /shop/ shows the whole catalogue.
        ...(!isShop && { paged: readPaged(req.url.searchParams.get('paged')), pageUrl: (paged: number) => withPage(req.url, paged) }),
        orderby,
        keep: productCat ? { product_cat: productCat } : {},
        hearts: heartsFor(call),
        compare: compareButtonsFor(call),
      })}`,
    },
  };
}

/** WordPress's `paged`: a whole number from 1; anything else is the first page. */
function readPaged(value: string | null): number {
  const paged = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(paged, 1);
}

/** The same listing's address on another page, every other query value kept. */
function withPage(url: URL, paged: number): string {
  const query = new URLSearchParams(url.searchParams);
  query.set('paged', String(paged));
  return `${url.pathname}?${query}`;
}

function singleProduct(call: PageCall, notice?: Notice): PageOutcome {
  const { shop, req, params } = call;
  const product = shop.catalogue.productBySlug(params.slug ?? '');
  if (!product) return { page: notFoundPage() };
  const category = shop.catalogue.category(product.categories[0] ?? '');
  const chosen = Object.fromEntries([...req.url.searchParams, ...req.form].filter(([name]) => name.startsWith('attribute_')));
  const deal = dealForProduct(product.id);
  const context = dealContext(call);
  // QA switch: `?woozone-debug=1` shows WooZone's debug button, which the plugin shows admins in its debug mode.
  const crossSell = crossSellPlaceholder(product, amazonListing(product), { debug: req.url.searchParams.get('woozone-debug') === '1' });
  // The address WordPress sends a reviewer back to names their review, awaiting approval.
  const pending = shop.reviews.pending(product.id, req.url.searchParams.get('unapproved'), req.url.searchParams.get('moderation-hash'));
  return {
    page: {
      title: product.name,
      bodyClass: `product-template-default single single-product postid-${product.id}`,
      postId: product.id,
      breadcrumb: [{ label: 'Shop', href: '/shop/' }, ...(category ? [{ label: category.name, href: `/product-category/${category.slug}/` }] : []), { label: product.name }],
      notices: notice ? [notice] : [],
      // QA switch: `?ajax-variations=1` prints the variations as WooCommerce does for a product with many.
      content: html`${revealSections(deal ? [deal] : [], context)}${productPage(product, chosen, heartsFor(call), {
        ajaxVariations: req.url.searchParams.get('ajax-variations') === '1',
        compare: compareButtonsFor(call),
        origin: call.visit.origin,
        sync: syncOptions(req.url),
        crossSell,
        countryBox: countryBox(shop.visits.cart(call.visit), product, { away: req.url.searchParams.get('woozone-box') === 'away' }),
        categories: product.categories.flatMap((slug) => shop.catalogue.category(slug) ?? []),
        reviews: { signedIn: call.visit.user !== undefined, usersOnly: shop.settings.current.reviewsUsersOnly, pending },
      })}${postsNav(...neighboursOf(shop.catalogue.list({}), product))}${deal ? productDeal(deal, context) : ''}`,
      globals: {
        wc_single_product_params: singleProductGlobal(),
        ...(product.type === 'variable' && { wc_add_to_cart_variation_params: variationFormGlobal() }),
      },
      // WooCommerce's variation script's settings print its templates in the footer.
      ...(product.type === 'variable' && { footer: variationTemplates() }),
    },
  };
}

/** QA switches of the product sync: `?sync-refresh-in=2` (1-120 s) shortens the countdown, `?sync-debug=1` logs its texts. */
function syncOptions(url: URL): SyncOptions {
  const refreshIn = url.searchParams.get('sync-refresh-in');
  const seconds = refreshIn !== null && /^\d{1,3}$/.test(refreshIn) ? Number(refreshIn) : undefined;
  return { refreshIn: seconds !== undefined && seconds >= 1 && seconds <= 120 ? seconds : undefined, debug: url.searchParams.get('sync-debug') === '1' };
}

/** The products before and after `product` in the shop's order. */
function neighboursOf(products: Product[], product: Product): [Product | undefined, Product | undefined] {
  const at = products.findIndex((candidate) => candidate.id === product.id);
  return at === -1 ? [undefined, undefined] : [products[at - 1], products[at + 1]];
}

function dealContext(call: PageCall): DealContext {
  return { url: call.req.url, now: Date.now(), requested: requestedCoupon(call.req.url.searchParams) };
}

/** The reveal section of the coupon the page was opened for by id (`?codeid=`), if one of `shown` has it. */
function revealSections(shown: Deal[], context: DealContext): SafeHtml | '' {
  const deal = shown.find((candidate) => candidate.coupon?.find.by === 'codeid' && isRequested(candidate.coupon, context.requested));
  return deal?.coupon ? couponRevealSection(deal, deal.coupon) : '';
}

/** Coupons, countdowns and review scores of every kind the theme prints. */
function dealsPage(call: PageCall): PageOutcome {
  const context = dealContext(call);
  return {
    page: {
      title: 'Deals',
      bodyClass: 'page page-template-deals',
      breadcrumb: [{ label: 'Deals' }],
      heading: 'Deals',
      content: html`${revealSections(deals, context)}<div class="rh-deals-grid">${deals.map((deal) => dealBlock(deal, context))}</div>${membersOnlyBlock(call.visit.user !== undefined)}`,
    },
  };
}

/** WordPress's limits on a comment's fields. */
const MAX_AUTHOR = 245;
const MAX_EMAIL = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * WordPress's comment endpoint, which the reviews tab's form posts to. A review needs a product, a
 * rating of 1–5 (WooCommerce requires one), a text and, from a guest, a name and e-mail address (or,
 * where only signed-in users may review, a login). It then waits for the store's approval, and the
 * reviewer goes back to the product's reviews, where they alone see it (the address names it). Bad
 * input: a 4xx with the reason, where WordPress shows an error page.
 */
function postReview(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  const field = (name: string) => req.form.get(name)?.trim() ?? '';
  const product = /^\d{1,9}$/.test(field('comment_post_ID')) ? shop.catalogue.product(Number(field('comment_post_ID'))) : undefined;
  if (!product) return { answer: refusal(400, 'Onbekend product: comment_post_ID hoort bij geen product.') };
  if (!visit.user && shop.settings.current.reviewsUsersOnly) return { answer: refusal(403, 'Je moet ingelogd zijn om een beoordeling te schrijven.') };
  if (field('rating') === '') return { answer: refusal(400, 'Beoordeel het product.') };
  if (!/^[1-5]$/.test(field('rating'))) return { answer: refusal(400, 'Kies een beoordeling van 1 tot 5 sterren.') };
  if (field('comment') === '') return { answer: refusal(400, 'Vul je beoordeling in.') };
  const author = visit.user?.displayName ?? field('author');
  if (!visit.user) {
    if (author === '' || field('email') === '') return { answer: refusal(400, 'Vul de verplichte velden in (naam, e-mail).') };
    if (author.length > MAX_AUTHOR || field('email').length > MAX_EMAIL || !EMAIL.test(field('email'))) {
      return { answer: refusal(400, 'Vul een geldige naam en een geldig e-mailadres in.') };
    }
  }
  const { review, hash } = shop.reviews.add({ productId: product.id, author, rating: Number(field('rating')), text: field('comment') });
  return { redirect: `${productPath(product)}?${new URLSearchParams({ unapproved: String(review.id), 'moderation-hash': hash })}#comment-${review.id}` };
}

/** The product form posts here; success shows the notice on the product page after a redirect, a refusal at once. */
function addFromProductForm(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  const outcome = addFromFields(shop, visit, req.form);
  if ('reason' in outcome) return { answer: refusal(400, outcome.reason) };
  if (outcome.kind !== 'added') return singleProduct(call, addNotice(outcome));
  visit.session?.notices.push(addNotice(outcome));
  return { redirect: productPath(outcome.item.product) };
}
