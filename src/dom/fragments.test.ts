import { describe, expect, it } from 'vitest';
import { applyFragments, fillWithServerHtml } from './fragments.ts';
import { SERVER_HTML_HOST } from './ownership.ts';

describe('applying cart fragments', () => {
  it('replaces every element the selector matches', () => {
    document.body.innerHTML = `
      <div class="header"><div class="widget_shopping_cart_content"><p>Leeg</p></div></div>
      <div id="rh-woo-cart-panel-content"><div class="widget_shopping_cart_content"><p>Leeg</p></div></div>`;
    const missed = applyFragments({
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Linnen shirt</li></ul></div>',
    });
    expect(missed).toEqual([]);
    const widgets = document.querySelectorAll('div.widget_shopping_cart_content');
    expect(widgets).toHaveLength(2);
    for (const widget of widgets) expect(widget.textContent).toBe('Linnen shirt');
  });

  it('inserts several top-level nodes in place of one element', () => {
    document.body.innerHTML = '<p><span class="rh-cart-count">0</span></p>';
    applyFragments({ 'span.rh-cart-count': '<span class="rh-cart-count">2</span><span class="extra">!</span>' });
    expect(document.body.innerHTML).toBe('<p><span class="rh-cart-count">2</span><span class="extra">!</span></p>');
  });

  it('does not run scripts inside a fragment', () => {
    document.body.innerHTML = '<div class="target"></div>';
    (window as unknown as { hacked?: boolean }).hacked = false;
    applyFragments({ 'div.target': '<div class="target"><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></div>' });
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false);
  });

  it('reports selectors that match nothing or are invalid, and applies the rest', () => {
    document.body.innerHTML = '<span class="rh-cart-count">0</span>';
    const missed = applyFragments({ 'div.missing': '<div></div>', '<<bad': '<div></div>', 'span.rh-cart-count': '<span class="rh-cart-count">1</span>' });
    expect(missed).toEqual(['div.missing', '<<bad']);
    expect(document.querySelector('.rh-cart-count')?.textContent).toBe('1');
  });
});

describe('filling a container with server HTML', () => {
  const container = () => {
    document.body.innerHTML = '<div id="panel"><p>Oud</p></div>';
    return document.getElementById('panel')!;
  };

  it('replaces what the container held, marks it a host of server HTML and returns the elements put in', () => {
    const panel = container();
    const added = fillWithServerHtml(panel, 'Tekst <p>Een</p><p>Twee</p>');
    expect([panel.innerHTML, panel.getAttribute(SERVER_HTML_HOST), added.map((element) => element.textContent)]).toEqual(['Tekst <p>Een</p><p>Twee</p>', '', ['Een', 'Twee']]);
    expect(added[0]).toBe(panel.querySelector('p'));
  });

  it('adds after what the container holds when told to append (the next page of a listing)', () => {
    const panel = container();
    const added = fillWithServerHtml(panel, '<p>Nieuw</p>', 'append');
    expect([panel.innerHTML, added]).toEqual(['<p>Oud</p><p>Nieuw</p>', [panel.lastElementChild]]);
  });
});
