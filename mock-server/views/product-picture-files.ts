/**
 * The files of a product's pictures, named as WordPress names an upload and the sizes it makes of it:
 * the front at `{slug}.svg` (600×600, what every page of the demo has always shown), each further view
 * of the product at `{slug}-{view}.svg`, a variation's own picture at `{slug}-variatie-{id}.svg`, and
 * another size with `-{w}x{h}` added. Only the sizes below are served, so no request can make the
 * server draw an arbitrary size.
 */
import type { Product, Variation, VariationPicture } from '../shop/catalogue-types.ts';

/** The gallery's pictures, main one first; each view's name is Dutch, as it ends the picture's alt text. */
export const PICTURE_VIEWS = ['voorkant', 'achterkant', 'detail', 'stof'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** WooCommerce's gallery thumbnail, its single-product image and the full size a lightbox shows. */
export const PICTURE_SIZES = { thumbnail: 100, single: 600, full: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/** The sizes served under a `-{w}x{h}` name; the single-product size is the name without one. */
const SUFFIXED_PIXELS: ReadonlySet<number> = new Set([PICTURE_SIZES.thumbnail, PICTURE_SIZES.full]);

export function pictureUrl(product: Pick<Product, 'slug'>, view: PictureView, size: PictureSize): string {
  const viewPart = view === 'voorkant' ? '' : `-${view}`;
  const pixels = PICTURE_SIZES[size];
  const sizePart = size === 'single' ? '' : `-${pixels}x${pixels}`;
  return `/wp-content/uploads/${product.slug}${viewPart}${sizePart}.svg`;
}

/** A variation's own picture, at a size. */
export function variationPictureUrl(product: Pick<Product, 'slug'>, variation: Pick<Variation, 'id'>, size: PictureSize): string {
  const pixels = PICTURE_SIZES[size];
  return `/wp-content/uploads/${product.slug}-variatie-${variation.id}${size === 'single' ? '' : `-${pixels}x${pixels}`}.svg`;
}

export interface PictureFile {
  product: Product;
  view: PictureView;
  /** Width and height, in pixels. */
  pixels: number;
  /** A variation's own picture (drawn in its colour), not one of the product's views. */
  variation?: VariationPicture;
}

function isView(name: string | undefined): name is PictureView {
  return (PICTURE_VIEWS as readonly string[]).includes(name ?? '');
}

/**
 * The picture a file name under /wp-content/uploads/ asks for, or null for any other name. A product
 * whose own slug ends like a view (`…-detail`) is still found: its slug is tried whole first.
 */
export function readPictureFile(file: string, productBySlug: (slug: string) => Product | undefined): PictureFile | null {
  const name = /^([a-z0-9-]{1,120}?)(?:-(\d{3,4})x\2)?\.svg$/.exec(file);
  if (!name) return null;
  const [, stem = '', size] = name;
  const pixels = size === undefined ? PICTURE_SIZES.single : Number(size);
  if (size !== undefined && !SUFFIXED_PIXELS.has(pixels)) return null;
  const front = productBySlug(stem);
  if (front) return { product: front, view: 'voorkant', pixels };
  const [, parentSlug = '', variationId] = /^(.+)-variatie-(\d{1,6})$/.exec(stem) ?? [];
  if (variationId !== undefined) {
    const parent = productBySlug(parentSlug);
    const picture = parent?.variations?.find((variation) => variation.id === Number(variationId))?.picture;
    return parent && picture ? { product: parent, view: 'voorkant', pixels, variation: picture } : null;
  }
  const [, slug = '', view] = /^(.+)-([a-z]+)$/.exec(stem) ?? [];
  // The front has one name only: `{slug}.svg`.
  if (!isView(view) || view === 'voorkant') return null;
  const product = productBySlug(slug);
  return product ? { product, view, pixels } : null;
}
