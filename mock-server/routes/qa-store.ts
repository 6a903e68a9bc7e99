/**
 * QA switches of the page services: `/__qa/store` reads or sets WooCommerce's coming-soon mode and
 * store notice; `/__qa/media` makes uploads crash while making their image sizes (WordPress's 5xx
 * with `X-WP-Upload-Attachment-Id`), each refusing its first N post-processing attempts.
 */
import { Router, type Request, type Response } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import type { Shop } from '../shop/index.ts';
import { readSettingsPatch } from '../shop/store-settings.ts';

const MAX_FAILURES = 100;

export function qaStoreRoutes(shop: Shop): Router {
  const router = Router();
  router
    .route('/__qa/store')
    .get((_req, res) => {
      res.json(shop.settings.current);
    })
    .post((req, res) => {
      if (!isJson(req, res)) return;
      const read = readSettingsPatch(req.body);
      if ('reason' in read) return void res.status(400).type('text/plain').send(`${read.reason}\n`);
      res.json(shop.settings.update(read.patch));
    })
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  router
    .route('/__qa/media')
    .get((_req, res) => {
      res.json({ crash: shop.media.crashPlan });
    })
    .post((req, res) => {
      if (!isJson(req, res)) return;
      const crash: unknown = (req.body as { crash?: unknown } | undefined)?.crash;
      const failures: unknown = (crash as { postProcessFailures?: unknown } | null | undefined)?.postProcessFailures;
      if (crash === null) {
        shop.media.crashPlan = null;
      } else if (typeof failures === 'number' && Number.isInteger(failures) && failures >= 0 && failures <= MAX_FAILURES) {
        shop.media.crashPlan = { postProcessFailures: failures };
      } else {
        return void res.status(400).type('text/plain').send(`Stuur {"crash": {"postProcessFailures": 0-${MAX_FAILURES}}} of {"crash": null}.\n`);
      }
      res.json({ crash: shop.media.crashPlan });
    })
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  return router;
}

function isJson(req: Request, res: Response): boolean {
  if (req.is('application/json')) return true;
  res.status(415).type('text/plain').send('Stuur de instelling als application/json.\n');
  return false;
}
