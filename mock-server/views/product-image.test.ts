import { describe, it, expect } from 'vitest';
import { productImageSvg, GARMENT_MOTIFS, escapeXml, normalizeHexColor } from './product-image.ts';
import type { GarmentMotif } from '../shop/catalogue-types.ts';
import { PICTURE_VIEWS } from './product-picture-files.ts';

const ALL_MOTIFS: GarmentMotif[] = ['shirt', 't-shirt', 'polo', 'dress', 'trousers', 'jacket', 'hoodie', 'skirt', 'kaftan', 'scarf'];

/** Minimal XML well-formedness check: every tag closes in order, attributes are quoted, no stray < or &. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const text = svg.slice(last, m.index);
    expect(text, 'text between tags').not.toMatch(/[<>]/);
    expect(text.replace(/&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, '')).not.toContain('&');
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

function silhouetteOf(svg: string): string {
  const m = /<path d="([^"]+)" fill="#[0-9a-f]{6}"\/>/.exec(svg);
  return m?.[1] ?? '';
}

describe('productImageSvg', () => {
  it('knows exactly the GarmentMotif values', () => {
    expect([...GARMENT_MOTIFS].sort()).toEqual([...ALL_MOTIFS].sort());
  });

  it.each(ALL_MOTIFS)('renders well-formed 600x600 SVG for %s', (motif) => {
    const svg = productImageSvg({ name: 'Linnen shirt', motif, color: '#d9cdb0' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="600"');
    expect(svg).toContain('height="600"');
    expect(svg).toContain('viewBox="0 0 600 600"');
    expect(svg).toContain('<title>Linnen shirt</title>');
    expect(svg).toContain('fill="#d9cdb0"');
    expect(silhouetteOf(svg)).toMatch(/^M[\d\sMLQZ.]+Z$/);
    assertWellFormed(svg);

    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName.toLowerCase()).toBe('svg');
    expect(doc.querySelector('title')?.textContent).toBe('Linnen shirt');
  });

  it('draws a distinct silhouette for every motif', () => {
    const silhouettes = ALL_MOTIFS.map((motif) => silhouetteOf(productImageSvg({ name: motif, motif, color: '#336699' })));
    expect(silhouettes.every((d) => d.length > 0)).toBe(true);
    expect(new Set(silhouettes).size).toBe(ALL_MOTIFS.length);
  });

  it('outlines with a darker shade of the product colour', () => {
    const svg = productImageSvg({ name: 'x', motif: 'shirt', color: '#ffffff' });
    expect(svg).toMatch(/stroke="#a6a6a6"/);
  });

  it('escapes a hostile product name', () => {
    const name = `</title><script>alert("x")</script> & 'Jan' <b>`;
    const svg = productImageSvg({ name, motif: 'dress', color: '#e76f51' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Jan&apos; &lt;b&gt;</title>',
    );
    assertWellFormed(svg);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('title')?.textContent).toBe(name);
    expect(doc.querySelector('script')).toBeNull();
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0007c\td')).toBe('abc\td');
    expect(escapeXml('x\uD800y \u{1F455} \uFFFF')).toBe('xy \u{1F455} ');
  });

  it.each(['red', '#12345g', '#1234', '"><script>alert(1)</script>', 'url(#x)', '', '#ff0000" onload="x'])(
    'falls back to #888888 for the invalid colour %j',
    (color) => {
      const svg = productImageSvg({ name: 'Test', motif: 'shirt', color });
      expect(svg).toContain('fill="#888888"');
      expect(svg).not.toContain('script');
      expect(svg).not.toContain('onload');
      assertWellFormed(svg);
    },
  );

  it.each(PICTURE_VIEWS)('draws the %s view as well-formed SVG at the size asked for', (view) => {
    const svg = productImageSvg({ name: 'Linnen shirt', motif: 'shirt', color: '#d9cdb0' }, view, 1200);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="1200" viewBox="[\d ]+" role="img"><title>Linnen shirt<\/title>/);
    assertWellFormed(svg);
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('shows each view differently: the back without buttons or seams, the top of the front close up, the fabric', () => {
    const svg = (view: (typeof PICTURE_VIEWS)[number]) => productImageSvg({ name: 'x', motif: 'shirt', color: '#336699' }, view);
    expect(svg('voorkant')).toContain('<circle cx="300" cy="205" r="6"/>');
    expect(svg('achterkant')).not.toContain('<circle cx="300" cy="205"');
    expect(silhouetteOf(svg('achterkant'))).toBe(silhouetteOf(svg('voorkant')));
    expect(svg('detail')).toContain('viewBox="150 80 300 300"');
    expect(svg('stof')).toContain('fill="url(#weave)"');
    expect(new Set(PICTURE_VIEWS.map(svg)).size).toBe(PICTURE_VIEWS.length);
  });

  it('accepts short and upper-case hex colours, normalised', () => {
    expect(normalizeHexColor('#AbC')).toBe('#aabbcc');
    expect(normalizeHexColor('#1D3557')).toBe('#1d3557');
    expect(normalizeHexColor(42)).toBe('#888888');
    expect(productImageSvg({ name: 'x', motif: 'skirt', color: '#F0A' })).toContain('fill="#ff00aa"');
  });
});
