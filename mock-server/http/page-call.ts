/** What a page route is given (the app's shop and address, one request's visit) and what it decides. */
import type { Shop } from '../shop/index.ts';
import type { ShopAnswer, ShopRequest } from '../shop/shop-request.ts';
import type { Visit } from '../shop/visit.ts';
import type { ViteManifest } from '../views/bundle-tags.ts';
import type { Page } from '../views/page.ts';

export interface AppContext {
  shop: Shop;
  /** The shop's own address (http/site-origin.ts). */
  origin: string;
  manifest: () => ViteManifest | undefined;
}

export interface PageCall {
  shop: Shop;
  req: ShopRequest;
  visit: Visit;
  params: Record<string, string>;
  /** Set for `?page-cache=1` (http/page-cache.ts): `visit` is then anonymous, and this is who actually asked. */
  cachedFor?: Visit;
}

export type PageOutcome = { page: Page } | { redirect: string } | { answer: ShopAnswer };
