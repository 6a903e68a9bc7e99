/** QA controls under /__qa/: fault rules, a reset of the whole shop state, the mail the shop sent and the server's memory. */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import { readFaultRules, type FaultBook } from '../faults.ts';
import type { Shop } from '../shop/index.ts';

export function qaRoutes(shop: Shop, faults: FaultBook): Router {
  const router = Router();
  router
    .route('/__qa/faults')
    .get((_req, res) => {
      res.json(faults.list());
    })
    .post((req, res) => {
      if (!req.is('application/json')) {
        res.status(415).type('text/plain').send('Stuur de regel als application/json.\n');
        return;
      }
      const read = readFaultRules(req.body);
      if ('reason' in read) {
        res.status(400).type('text/plain').send(`${read.reason}\n`);
        return;
      }
      const added = read.rules.map((rule) => faults.add(rule));
      res.status(201).json(Array.isArray(req.body) ? added : added[0]);
    })
    .delete((_req, res) => {
      faults.clear();
      res.status(204).end();
    })
    .all(methodNotAllowed(['GET', 'HEAD', 'POST', 'DELETE']));
  router
    .route('/__qa/reset')
    .post((_req, res) => {
      shop.reset();
      res.status(204).end();
    })
    .all(methodNotAllowed(['POST']));
  router
    .route('/__qa/mail')
    // The mail the shop sent (password-reset links), oldest first.
    .get((_req, res) => {
      res.json(shop.mail.list());
    })
    .delete((_req, res) => {
      shop.mail.clear();
      res.status(204).end();
    })
    .all(methodNotAllowed(['GET', 'HEAD', 'DELETE']));
  router
    .route('/__qa/memory')
    // What a flood leaves behind (`npm run bench:flood`): the process's memory and the sessions kept.
    .get((_req, res) => {
      // Started with --expose-gc, the heap is read after a full collection: what is kept, not garbage yet to go.
      globalThis.gc?.();
      res.json({ memory: process.memoryUsage(), sessions: shop.sessionCounts() });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  router.use('/__qa/wishlist', wishlistSwitch(shop));
  return router;
}

/** `/__qa/wishlist`: reads or sets the wishlist's users-only mode ({"usersOnly": true}). */
function wishlistSwitch(shop: Shop): Router {
  const router = Router();
  router
    .route('/')
    .get((_req, res) => {
      res.json({ usersOnly: shop.wishlists.usersOnly });
    })
    .post((req, res) => {
      const usersOnly = req.is('application/json') ? (req.body as { usersOnly?: unknown } | undefined)?.usersOnly : undefined;
      if (typeof usersOnly !== 'boolean') {
        res.status(400).type('text/plain').send('Stuur {"usersOnly": true} of {"usersOnly": false} als application/json.\n');
        return;
      }
      shop.wishlists.usersOnly = usersOnly;
      res.json({ usersOnly });
    })
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  return router;
}
