/**
 * `/wc/store/v1/products`: the Store API's product collection, paged the way WordPress pages every
 * collection: `per_page` 1-100 (default 10), `page` from 1, with `X-WP-Total`, `X-WP-TotalPages` and
 * `Link: <…>; rel="prev", <…>; rel="next"` headers. `per_page=-1` is refused, as WordPress does; the
 * client's "fetch everything" walks the pages instead.
 */
import { REST_MAX_PER_PAGE, STORE_PRODUCTS_PATH, type StoreProduct } from '../../src/contracts/rest-api.ts';
import type { Product } from './catalogue-types.ts';
import { productPath } from './catalogue.ts';
import type { ShopCore } from './core.ts';
import { restError } from './rest-answers.ts';
import { jsonAnswer, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

const DEFAULT_PER_PAGE = 10;

export function storeProductsRoute(shop: ShopCore, visit: Visit, req: ShopRequest, method: string, path: string): ShopAnswer | undefined {
  if (path !== `/${STORE_PRODUCTS_PATH}` || method !== 'GET') return undefined;
  const perPage = whole(req.url.searchParams.get('per_page'), DEFAULT_PER_PAGE);
  if (perPage === null || perPage < 1 || perPage > REST_MAX_PER_PAGE) {
    return restError('rest_invalid_param', `Ongeldige parameter(s): per_page (tussen 1 en ${REST_MAX_PER_PAGE})`, 400);
  }
  const page = whole(req.url.searchParams.get('page'), 1);
  if (page === null || page < 1) return restError('rest_invalid_param', 'Ongeldige parameter(s): page', 400);
  const products = shop.catalogue.list({});
  const pages = Math.ceil(products.length / perPage);
  if (page > Math.max(pages, 1)) {
    return restError('rest_post_invalid_page_number', 'Het gevraagde paginanummer is groter dan het aantal beschikbare pagina’s.', 400);
  }
  const answer = jsonAnswer(products.slice((page - 1) * perPage, page * perPage).map((product) => storeProduct(product, visit.origin)));
  const links = [page > 1 ? pageLink(req, visit, page - 1, 'prev') : '', page < pages ? pageLink(req, visit, page + 1, 'next') : ''].filter(Boolean);
  return {
    ...answer,
    headers: { ...answer.headers, 'X-WP-Total': String(products.length), 'X-WP-TotalPages': String(pages), ...(links.length > 0 && { Link: links.join(', ') }) },
  };
}

/** null for anything but digits; `fallback` when absent. */
function whole(raw: string | null, fallback: number): number | null {
  if (raw === null) return fallback;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : null;
}

function pageLink(req: ShopRequest, visit: Visit, page: number, rel: 'prev' | 'next'): string {
  const url = new URL(`${visit.origin}${req.url.pathname}${req.url.search}`);
  url.searchParams.set('page', String(page));
  return `<${url.href}>; rel="${rel}"`;
}

function storeProduct(product: Product, origin: string): StoreProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    permalink: `${origin}${productPath(product)}`,
    sku: product.sku,
    prices: { price: String(product.price), currency_code: 'EUR', currency_minor_unit: 2 },
  };
}
