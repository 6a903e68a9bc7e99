import { describe, expect, it } from 'vitest';
import { readModalContent } from './modal-content.ts';

const page = (main: string, head = '<title>Winkel</title>') =>
  `<!doctype html><html><head>${head}</head><body><header><nav>Menu</nav></header><main id="main">${main}</main><footer>Voet</footer></body></html>`;

describe('reading modal content', () => {
  it("shows the element the link's fragment names", () => {
    const body = page('<h1>Info</h1><div class="entry-content"><section id="a"><p>Eerste</p></section><section id="b"><p>Tweede</p></section></div>');
    expect(readModalContent(body, 'b')).toBe('<p>Tweede</p>');
  });

  it('shows a named heading with its section: up to the next heading of its rank or higher', () => {
    const body = page('<div class="entry-content"><h2>Verzenden</h2><p>Morgen in huis.</p><h2 id="retour">Retour</h2><p>30 dagen.</p>Losse tekst<h3>Hoe</h3><p>Via je account.</p><h2>Contact</h2><p>Bel ons.</p></div>');
    expect(readModalContent(body, 'retour')).toBe('<h2 id="retour">Retour</h2><p>30 dagen.</p>Losse tekst<h3>Hoe</h3><p>Via je account.</p>');
    expect(readModalContent(body.replace('<h2>Contact</h2><p>Bel ons.</p>', ''), 'retour')).toBe('<h2 id="retour">Retour</h2><p>30 dagen.</p>Losse tekst<h3>Hoe</h3><p>Via je account.</p>');
  });

  it("shows a page's .entry-content, then its <main>, then its body, never its header or footer", () => {
    expect(readModalContent(page('<h1>Info</h1><div class="entry-content"><p>Tekst</p></div>'), '')).toBe('<p>Tekst</p>');
    expect(readModalContent(page('<p>Alleen main</p>'), '')).toBe('<p>Alleen main</p>');
    expect(readModalContent('<!DOCTYPE html><html><body><p>Kaal</p></body></html>', '')).toBe('<p>Kaal</p>');
  });

  it('falls back to the page part when the named element is missing', () => {
    expect(readModalContent(page('<div class="entry-content"><p>Tekst</p></div>'), 'bestaat-niet')).toBe('<p>Tekst</p>');
  });

  it("never carries the page's head (styles, <base>) along", () => {
    const body = page('<p>Tekst</p>', '<base href="https://evil.example/"><link rel="stylesheet" href="/x.css"><style>body{display:none}</style>');
    expect(readModalContent(body, '')).toBe('<p>Tekst</p>');
  });

  it('shows a bare HTML answer whole, or the element its fragment names', () => {
    expect(readModalContent('  <h2>Maten</h2><p>S tot XL</p>\n', '')).toBe('<h2>Maten</h2><p>S tot XL</p>');
    expect(readModalContent('<p id="kort">Kort</p><p>Lang</p>', 'kort')).toBe('Kort');
  });

  it('takes an answer for a whole page only when it starts as one, not when it mentions <html> later', () => {
    expect(readModalContent('<p>Intro <!-- <html> --></p><main>Midden</main>', '')).toBe('<p>Intro <!-- <html> --></p><main>Midden</main>');
  });

  it('takes only h1 to h6 for headings, not an element whose name merely holds one', () => {
    const body = '<div><h2-kop id="kop">Kop</h2-kop><p>Na</p></div>';
    expect(readModalContent(body, 'kop')).toBe('Kop');
    expect(readModalContent('<div><x-h2 id="kop">Kop</x-h2><p>Na</p></div>', 'kop')).toBe('Kop');
  });

  it.each([
    ['WordPress’s 0', '0'],
    ['a refused nonce', '-1'],
    ['JSON', '{"success":false}'],
    ['an empty body', ''],
    ['plain text', 'Fout'],
    ['a page with an empty content part', page('<div class="entry-content">  </div>')],
  ])('reads %s as no content', (_, body) => {
    expect(readModalContent(body, '')).toBeNull();
  });
});
