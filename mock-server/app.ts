/**
 * createApp(): the demo shop as an Express app. Routes are thin adapters over the shop logic
 * (shop/) and the templates (views/); this file only puts them in order.
 */
import express, { type Express } from 'express';
import { createFaultBook, type FaultBook, type FaultRuleInput } from './faults.ts';
import { manifestReader } from './http/bundle-manifest.ts';
import { errorAnswer } from './http/errors.ts';
import { faultMiddleware } from './http/fault-middleware.ts';
import { multipartForm } from './http/multipart-form.ts';
import { pageHandler } from './http/page-handler.ts';
import { pendingAdds } from './http/pending-add.ts';
import { requestLog } from './http/request-log.ts';
import { siteOrigin } from './http/site-origin.ts';
import { accountRoutes } from './routes/account.ts';
import { ajaxRoutes } from './routes/ajax.ts';
import { assetRoutes } from './routes/assets.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { pageRoutes } from './routes/pages.ts';
import { qaRoutes } from './routes/qa.ts';
import { qaStoreRoutes } from './routes/qa-store.ts';
import { consentRoutes } from './routes/consent.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { compareRoutes } from './routes/compare.ts';
import type { Shop } from './shop/index.ts';
import { BODY_LIMIT_BYTES } from './shop/input.ts';
import { notFoundPage } from './views/message-pages.ts';

export interface AppOptions {
  shop: Shop;
  /**
   * The shop's own address, `http(s)://host[:port]`: every absolute URL it prints starts with it, never
   * with a request's `Host` (http/site-origin.ts). Where it listens, unless a proxy or another name is in front.
   */
  origin: string;
  /** Where the Vite build is (dist/ with .vite/manifest.json). */
  distDir: string;
  /** One JSON line per request on stdout; false for tests. */
  log?: boolean;
  /** Fault rules active from the start (the FAULTS environment variable). */
  faults?: FaultRuleInput[];
}

export function createApp({ shop, origin, distDir, log = true, faults: initialFaults = [] }: AppOptions): Express & { faults: FaultBook } {
  const faults = createFaultBook();
  for (const rule of initialFaults) faults.add(rule);
  const context = { shop, origin: siteOrigin(origin), manifest: manifestReader(distDir) };
  const app = express();
  app.set('etag', false);
  app.set('x-powered-by', false);

  if (log) {
    app.use(requestLog());
    shop.mail.onSend((mail) => process.stdout.write(`${JSON.stringify({ time: mail.sentAt, mail })}\n`));
  }
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES }));
  app.use(multipartForm(BODY_LIMIT_BYTES));
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use(qaRoutes(shop, faults));
  app.use(qaStoreRoutes(shop));
  const adds = pendingAdds();
  app.use(adds.keepAddCookies);
  app.use(faultMiddleware(faults));
  app.use(ajaxRoutes(context));
  app.use(assetRoutes(shop, distDir));
  app.use(adds.holdPages);
  app.use(consentRoutes(context));
  app.use(pageRoutes(context));
  app.use(cartRoutes(context));
  app.use(checkoutRoutes(context));
  app.use(accountRoutes(context));
  app.use(wishlistRoutes(context));
  app.use(compareRoutes(context));
  app.use(pageHandler(context, () => ({ page: notFoundPage() })));
  app.use(errorAnswer);
  return Object.assign(app, { faults });
}
