/**
 * Generated product pictures: a flat SVG of the product's garment motif in its colour, seen from one
 * of the gallery's views, so the demo shop needs no binary assets. Served under the names of
 * product-picture-files.ts (`/wp-content/uploads/{slug}.svg` is the front at 600x600).
 */
import type { GarmentMotif, Product } from '../shop/catalogue-types.ts';
import type { PictureView } from './product-picture-files.ts';

const FALLBACK_COLOR = '#888888';

/** One garment: the silhouette outline and its detail strokes (seams, collars, pockets). */
interface MotifShape {
  silhouette: string;
  details: string;
  /** Small filled dots in the detail colour, e.g. buttons: [x, y] pairs. */
  dots?: ReadonlyArray<readonly [number, number]>;
  /** Shapes filled with the background colour, e.g. a neck opening. */
  holes?: string;
}

const SHAPES: Record<GarmentMotif, MotifShape> = {
  shirt: {
    silhouette:
      'M250 110 L300 135 L350 110 L420 140 L480 190 L510 340 L458 352 L430 245 L430 490 L170 490 L170 245 L142 352 L90 340 L120 190 L180 140 Z',
    details: 'M250 110 L272 165 L300 135 L328 165 L350 110 M300 135 L300 490 M340 205 L390 205 L390 255 L340 255 Z M93 325 L143 337 M507 325 L457 337',
    dots: [[300, 205], [300, 265], [300, 325], [300, 385], [300, 445]],
  },
  't-shirt': {
    silhouette: 'M245 115 Q300 160 355 115 L430 140 L500 220 L450 265 L420 235 L420 485 L180 485 L180 235 L150 265 L100 220 L170 140 Z',
    details: 'M245 115 Q300 160 355 115 M255 118 Q300 148 345 118 M180 235 L192 148 M420 235 L408 148 M180 462 L420 462',
  },
  polo: {
    silhouette: 'M250 112 L350 112 L430 140 L500 220 L450 265 L420 235 L420 485 L180 485 L180 235 L150 265 L100 220 L170 140 Z',
    details:
      'M250 112 L278 172 L300 140 L322 172 L350 112 M300 140 L300 225 M288 140 L288 225 L312 225 L312 140 M180 235 L192 148 M420 235 L408 148 M160 250 L112 208 M440 250 L488 208',
    dots: [[300, 168], [300, 200]],
  },
  dress: {
    silhouette: 'M250 105 L275 112 Q300 150 325 112 L350 105 L362 200 Q352 228 342 250 L462 490 Q300 515 138 490 L258 250 Q248 228 238 200 Z',
    details: 'M275 112 Q300 150 325 112 M252 250 Q300 266 348 250 M256 268 Q300 284 344 268 M155 470 Q300 496 445 470',
  },
  trousers: {
    silhouette: 'M200 110 L400 110 L432 490 L330 490 L300 225 L270 490 L168 490 Z',
    details: 'M197 145 L403 145 M300 145 L300 225 M220 145 Q232 185 262 190 M380 145 Q368 185 338 190 M240 110 L240 145 M360 110 L360 145',
    dots: [[300, 128]],
  },
  jacket: {
    silhouette:
      'M240 108 L300 128 L360 108 L430 135 L485 185 L515 400 L462 410 L435 260 L440 500 L160 500 L165 260 L138 410 L85 400 L115 185 L170 135 Z',
    details:
      'M240 108 L268 220 L300 300 L332 220 L360 108 M268 220 L248 236 M332 220 L352 236 M300 300 L300 500 M190 380 L262 380 M338 380 L410 380 M92 380 L140 390 M508 380 L460 390',
    dots: [[300, 340], [300, 400], [300, 460]],
  },
  hoodie: {
    silhouette:
      'M230 150 Q222 68 300 58 Q378 68 370 150 L430 162 L485 205 L515 380 L462 392 L435 275 L435 470 Q435 490 415 490 L185 490 Q165 490 165 470 L165 275 L138 392 L85 380 L115 205 L170 162 Z',
    details: 'M285 172 L280 238 M315 172 L320 238 M220 370 L380 370 L405 445 L195 445 Z M165 458 L435 458 M92 360 L140 372 M508 360 L460 372',
    holes: 'M252 148 Q300 88 348 148 Q300 184 252 148 Z',
  },
  skirt: {
    silhouette: 'M220 160 L380 160 L470 470 Q300 500 130 470 Z',
    details: 'M216 195 L384 195 M260 195 L228 482 M300 195 L300 488 M340 195 L372 482',
    dots: [[300, 177]],
  },
  kaftan: {
    silhouette: 'M258 100 Q300 128 342 100 L400 110 L540 180 L520 300 L410 270 L430 500 L170 500 L190 270 L80 300 L60 180 L200 110 Z',
    details: 'M258 100 Q300 128 342 100 M300 114 L300 205 M272 110 L300 225 L328 110 M172 468 L428 468 M90 165 L105 293 M510 165 L495 293',
  },
  scarf: {
    silhouette:
      'M168 160 Q300 55 432 160 Q442 216 370 238 L396 470 L336 482 L318 254 Q300 260 282 254 L264 482 L204 470 L230 238 Q158 216 168 160 Z',
    details: 'M212 432 L268 440 M332 440 L390 432 M208 452 L266 460 M334 460 L392 452',
    holes: 'M214 166 Q300 106 386 166 Q300 214 214 166 Z',
    dots: [[214, 492], [230, 494], [246, 496], [262, 498], [338, 498], [354, 496], [370, 494], [386, 492]],
  },
};

/** The motifs an image can show, in a stable order (handy for tests and previews). */
export const GARMENT_MOTIFS = Object.keys(SHAPES) as GarmentMotif[];

/** Whether XML 1.0 allows the character (tab, newline and carriage return are the only controls it takes). */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false; // a lone surrogate
  return code !== 0xfffe && code !== 0xffff;
}

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** `#rgb` or `#rrggbb` (any case) as lowercase `#rrggbb`; anything else becomes the fallback grey. */
export function normalizeHexColor(color: unknown): string {
  if (typeof color !== 'string') return FALLBACK_COLOR;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return FALLBACK_COLOR;
  const hex = (m[1] as string).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}

/** Mixes a `#rrggbb` colour towards `target` (0..255 grey level) by `amount` (0..1). */
function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

interface Palette {
  color: string;
  outline: string;
  backdrop: string;
}

/** The garment; from the back without its detail strokes and dots (no placket, pockets or buttons there). */
function garment(shape: MotifShape, { color, outline, backdrop }: Palette, view: PictureView): string {
  const front = view !== 'achterkant';
  const dots = front ? (shape.dots ?? []).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`).join('') : '';
  return [
    `<circle cx="300" cy="290" r="250" fill="${backdrop}"/>`,
    `<ellipse cx="300" cy="528" rx="190" ry="18" fill="${outline}" fill-opacity="0.18"/>`,
    `<g stroke="${outline}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${shape.silhouette}" fill="${color}"/>`,
    shape.holes ? `<path d="${shape.holes}" fill="${backdrop}"/>` : '',
    front ? `<path d="${shape.details}" fill="none" stroke-width="4"/>` : '',
    dots ? `<g fill="${outline}" stroke="none">${dots}</g>` : '',
    '</g>',
  ].join('');
}

/** The fabric close up: threads across and down in the outline colour over the product's colour. */
function fabric({ color, outline }: Palette): string {
  return [
    '<defs><pattern id="weave" width="16" height="16" patternUnits="userSpaceOnUse">',
    `<path d="M0 4H16M0 12H16" stroke="${outline}" stroke-width="3" stroke-opacity="0.3"/>`,
    `<path d="M4 0V16M12 0V16" stroke="${outline}" stroke-width="3" stroke-opacity="0.18"/>`,
    '</pattern></defs>',
    `<rect width="600" height="600" fill="${color}"/>`,
    '<rect width="600" height="600" fill="url(#weave)"/>',
  ].join('');
}

/** The part of the 600x600 drawing each view shows: the detail is the top of the front, close up. */
const VIEW_BOXES: Record<PictureView, string> = {
  voorkant: '0 0 600 600',
  achterkant: '0 0 600 600',
  detail: '150 80 300 300',
  stof: '0 0 600 600',
};

/** `pixels`: the width and height the file says it has (the drawing is the same at every size). */
export function productImageSvg(product: Pick<Product, 'name' | 'motif' | 'color'>, view: PictureView = 'voorkant', pixels = 600): string {
  const color = normalizeHexColor(product.color);
  const palette: Palette = { color, outline: mix(color, 0, 0.35), backdrop: mix(color, 255, 0.8) };
  const shape = SHAPES[product.motif] ?? SHAPES.shirt;
  const title = escapeXml(String(product.name ?? ''));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="${VIEW_BOXES[view]}" role="img">`,
    `<title>${title}</title>`,
    `<rect width="600" height="600" fill="${mix(color, 255, 0.9)}"/>`,
    view === 'stof' ? fabric(palette) : garment(shape, palette, view),
    '</svg>',
  ].join('');
}
