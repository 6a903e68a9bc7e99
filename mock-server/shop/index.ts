/**
 * createShop(): an isolated in-memory WooCommerce shop (fresh state per call, so tests are
 * independent). Plain TypeScript: the Express routes and the msw handlers are thin adapters over it.
 */
import { catalogue as demoCatalogue } from '../../fixtures/catalogue.ts';
import { compareGroups } from '../../fixtures/compare-groups.ts';
import { createCompareLists } from './compare-lists.ts';
import { handleAdminAjax } from './admin-ajax.ts';
import { createCatalogueIndex } from './catalogue.ts';
import { createMediaLibrary } from './media.ts';
import type { Catalogue } from './catalogue-types.ts';
import type { ShopCore } from './core.ts';
import { randomHex } from './hash.ts';
import { createNonces } from './nonces.ts';
import { createOrderBook } from './orders.ts';
import { handleRehubFrameworkAjax } from './rehub-framework-ajax.ts';
import { handleRest } from './rest.ts';
import { createSessionStore, type SessionCounts } from './sessions.ts';
import { createStoreSettings, type StoreSettings } from './store-settings.ts';
import type { ShopAnswer, ShopRequest } from './shop-request.ts';
import { createUserDirectory } from './users.ts';
import { createVisits } from './visit.ts';
import { handleWcAjax } from './wc-ajax.ts';
import { createWishlists } from './wishlists.ts';
import { createMailbox } from './mailbox.ts';
import { createCheckoutEmails } from './checkout-emails.ts';
import { createReviewBook } from './reviews.ts';

export type { ShopRequest, ShopAnswer } from './shop-request.ts';
export type { SetCookie } from './cookies.ts';
export type { ShopCore } from './core.ts';

export interface ShopOptions {
  /** Milliseconds since the epoch, like Date.now (tests move the clock). */
  now?: () => number;
  /** Signs nonces, sessions and login cookies; random per shop unless given. */
  secret?: string;
  /** WordPress's nonce_life; default one day. */
  nonceLifetimeSeconds?: number;
  catalogue?: Catalogue;
  /** The theme's "wishlist only for users": guests get restricted hearts. Default off. */
  wishlistUsersOnly?: boolean;
  /** Coming-soon mode and the store notice at start; default both off. */
  settings?: Partial<StoreSettings>;
}

export interface Shop extends ShopCore {
  handleWcAjax(endpoint: string, req: ShopRequest): ShopAnswer;
  handleAdminAjax(req: ShopRequest): ShopAnswer;
  /** rehub-framework's own `includes/rehub_ajax.php` (the wishlist refresh of cached pages). */
  handleRehubFrameworkAjax(req: ShopRequest): ShopAnswer;
  handleRest(req: ShopRequest): ShopAnswer;
  /** Forgets every session, login, order, wishlist, compare list, checkout e-mail, review and user meta (QA reset); settings such as users-only stay. */
  reset(): void;
  /** How many sessions are kept, for QA's memory report. */
  sessionCounts(): SessionCounts;
}

const DAY = 24 * 3600;

export function createShop(options: ShopOptions = {}): Shop {
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const secret = options.secret ?? randomHex(32);
  const sessions = createSessionStore({ nowSeconds, secret });
  const users = createUserDirectory({ nowSeconds, secret });
  const orders = createOrderBook({ nowSeconds });
  const nonces = createNonces({ nowSeconds, secret, lifetimeSeconds: options.nonceLifetimeSeconds ?? DAY });
  const visits = createVisits({ sessions, users, nowSeconds });
  const wishlists = createWishlists({ usersOnly: options.wishlistUsersOnly });
  const compare = createCompareLists(compareGroups);
  const settings = createStoreSettings(options.settings);
  const media = createMediaLibrary();
  const mail = createMailbox(now);
  const checkoutEmails = createCheckoutEmails();
  const reviews = createReviewBook(secret);

  const shop: Shop = {
    catalogue: createCatalogueIndex(options.catalogue ?? demoCatalogue),
    visits,
    users,
    orders,
    nonces,
    wishlists,
    compare,
    settings,
    media,
    mail,
    checkoutEmails,
    reviews,
    nowSeconds,
    nonceFor: (visit, action) => nonces.create(action, visits.nonceOwner(visit)),
    nonceIsValid: (visit, nonce, action) => nonces.verify(nonce, action, visits.nonceOwner(visit)) > 0,
    handleWcAjax: (endpoint, req) => handleWcAjax(shop, endpoint, req),
    handleAdminAjax: (req) => handleAdminAjax(shop, req),
    handleRehubFrameworkAjax: (req) => handleRehubFrameworkAjax(shop, req),
    handleRest: (req) => handleRest(shop, req),
    reset() {
      sessions.clear();
      users.reset();
      orders.clear();
      wishlists.clear();
      compare.clear();
      media.clear();
      mail.clear();
      checkoutEmails.clear();
      reviews.clear();
    },
    sessionCounts: () => sessions.counts(),
  };
  return shop;
}
