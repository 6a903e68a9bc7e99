/** Files: the theme CSS, our built bundle (dist/) and the generated product pictures in their views and sizes. */
import express, { Router } from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Shop } from '../shop/index.ts';
import { amazonOnlyItem } from '../shop/amazon.ts';
import { ASIN_PATTERN } from '../../src/contracts/woozone.ts';
import { amazonItemSvg } from '../views/amazon-item-image.ts';
import { productImageSvg } from '../views/product-image.ts';
import { readPictureFile } from '../views/product-picture-files.ts';
import { MARKETPLACE_IMAGE_PATH } from '../views/woozone-product.ts';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

export function assetRoutes(shop: Shop, distDir: string): Router {
  const router = Router();
  router.use('/wp-content/themes/rehub/', express.static(PUBLIC_DIR, { index: false, fallthrough: true }));
  // Browsers ask for an icon on every site; a 404 there would be a console error on every page.
  router.get(['/favicon.svg', '/favicon.ico'], (_req, res) => res.sendFile('favicon.svg', { root: PUBLIC_DIR, headers: { 'Content-Type': 'image/svg+xml' } }));
  router.use('/wp-content/plugins/shop-islands/dist/', express.static(distDir, { index: false, dotfiles: 'ignore', setHeaders: cacheHashedFiles }));
  router.get('/wp-content/uploads/:file', (req, res, next) => {
    const picture = readPictureFile(req.params.file, (slug) => shop.catalogue.productBySlug(slug));
    if (!picture) return next();
    res.setHeader('Content-Type', 'image/svg+xml; charset=UTF-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    // A variation's own picture: the product's garment in the variation's colour, titled as its attachment.
    const drawn = picture.variation ? { name: picture.variation.title, motif: picture.product.motif, color: picture.variation.color } : picture.product;
    res.end(productImageSvg(drawn, picture.view, picture.pixels));
  });
  // The thumbs of "Frequently Bought Together" items sold only on Amazon: drawn here, never fetched from Amazon.
  router.get('/wp-content/uploads/woozone/:file', (req, res, next) => {
    const asin = /^(.+)\.svg$/.exec(req.params.file)?.[1] ?? '';
    const item = ASIN_PATTERN.test(asin) ? amazonOnlyItem(asin) : undefined;
    if (!item) return next();
    res.setHeader('Content-Type', 'image/svg+xml; charset=UTF-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(amazonItemSvg(item));
  });

  // The demo's "Amazon" pictures (mock-server/views/woozone-product.ts): the shop's own, so nothing leaves the site.
  router.get(`${MARKETPLACE_IMAGE_PATH}:file`, (req, res, next) => {
    const match = /^([a-z0-9-]{1,80})\._SL(75|150)_\.svg$/.exec(req.params.file);
    const product = match ? shop.catalogue.productBySlug(match[1] ?? '') : undefined;
    if (!match || !product) return next();
    res.setHeader('Content-Type', 'image/svg+xml; charset=UTF-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(productImageSvg(product, 'voorkant', Number(match[2])));
  });
  return router;
}

/**
 * The build names every file under assets/ after a hash of its content, so a file at an address never
 * changes: the browser keeps it a year without asking again, as a host serving a WordPress plugin's
 * built files does. (Asking on every page, 40 revalidations a page, cost Chromium and the shop CPU.)
 */
function cacheHashedFiles(res: express.Response, file: string): void {
  if (path.basename(path.dirname(file)) === 'assets') res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
