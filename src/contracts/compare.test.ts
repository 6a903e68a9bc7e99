import { describe, expect, it } from 'vitest';
import { ADD_TO_COMPARE_SEARCH, chartAddress, RE_ADD_COMPARE, RE_COMPARE_PANEL } from './compare.ts';

const toggleFields = { compareID: 7, perform: 'add', security: 'abc' } as const;

describe('reading compare answers', () => {
  it("reads the theme's own re_add_compare answer: one group, the count as a string", () => {
    const theme = JSON.stringify({ content: '<div class="re-compare-item compare-item-7"></div>', comparing: '3,7', count: '2', pageid: 501 });
    expect(RE_ADD_COMPARE.read(theme, toggleFields)).toEqual({ groups: [{ pageId: 501, ids: [3, 7] }], itemHtml: '<div class="re-compare-item compare-item-7"></div>' });
  });

  it('reads every group the demo reports', () => {
    const ours = JSON.stringify({ content: '', pageid: 501, count: 1, comparing: '7', groups: [{ pageid: 501, count: 1, comparing: '7' }, { pageid: 503, count: 0, comparing: '' }] });
    expect(RE_ADD_COMPARE.read(ours, toggleFields)?.groups).toEqual([{ pageId: 501, ids: [7] }, { pageId: 503, ids: [] }]);
  });

  it.each([
    ['WordPress’s 0', '0'],
    ['a refused nonce', '-1'],
    ['an HTML page', '<!doctype html><p>Fout</p>'],
    ['a count that disagrees with the list', JSON.stringify({ content: '', pageid: 501, count: 5, comparing: '7' })],
    ['a list that is not ids', JSON.stringify({ content: '', pageid: 501, count: 1, comparing: '7;drop' })],
    ['no page id', JSON.stringify({ content: '', count: 1, comparing: '7' })],
  ])('reads %s as no answer to re_add_compare', (_, body) => {
    expect(RE_ADD_COMPARE.read(body, toggleFields)).toBeNull();
  });

  it('reads the panel, every compared id once, and refuses one with a broken group', () => {
    const panel = { pageids: [501, 503], content: { 501: '<i>a</i>', 503: '<i>b</i>' }, count: { 501: '2', 503: 1 }, comparing: { 501: '3,7', 503: '7' }, total_count: 2 };
    expect(RE_COMPARE_PANEL.read(JSON.stringify(panel), { security: 'abc' })).toEqual({
      groups: [
        { pageId: 501, ids: [3, 7], itemsHtml: '<i>a</i>' },
        { pageId: 503, ids: [7], itemsHtml: '<i>b</i>' },
      ],
      comparedIds: [3, 7],
    });
    expect(RE_COMPARE_PANEL.read(JSON.stringify({ ...panel, comparing: { 501: '3,7' } }), { security: 'abc' })).toBeNull();
    expect(RE_COMPARE_PANEL.read('-1', { security: 'abc' })).toBeNull();
  });

  it("reads the theme's panel with nothing compared, whose empty maps PHP writes as [] (fixtures/real-rehub/25)", () => {
    const empty = '{"content":[],"cssactive":"","comparing":[],"count":[],"total_count":0,"pageids":[],"total_comparing_ids":[]}';
    expect(RE_COMPARE_PANEL.read(empty, { security: 'abc' })).toEqual({ groups: [], comparedIds: [] });
    expect(RE_COMPARE_PANEL.read(empty.replace('"content":[]', '"content":["<i>a</i>"]'), { security: 'abc' })).toBeNull();
  });

  it("reads the search's compare_html, and WordPress's 0 as none", () => {
    const fields = { search_query: 'shirt', posttype: 'product', terms: '', taxonomy: 'product_cat', security: 'abc' };
    expect(ADD_TO_COMPARE_SEARCH.read('{"compare_html":"<div>x</div>"}', fields)).toBe('<div>x</div>');
    expect(ADD_TO_COMPARE_SEARCH.read('0', fields)).toBeNull();
  });

  it.each([
    ['JSON null', 'null'],
    ['no page ids', JSON.stringify({ content: {}, comparing: {}, count: {} })],
    ['a broken group among the page ids', JSON.stringify({ pageids: [501], content: {}, comparing: { 501: '7' }, count: { 501: 'twee' } })],
  ])('reads %s as no compare panel', (_, body) => {
    expect(RE_COMPARE_PANEL.read(body, { security: 'abc' })).toBeNull();
  });

  it.each([
    ['content that is no text', JSON.stringify({ content: 5, pageid: 501, count: 1, comparing: '7' })],
    ['a group that is no object', JSON.stringify({ content: '', groups: [7] })],
    ['no groups at all', JSON.stringify({ content: '', groups: [] })],
  ])('reads %s as no answer to re_add_compare either', (_, body) => {
    expect(RE_ADD_COMPARE.read(body, toggleFields)).toBeNull();
  });

  it("reads a search answer that is no object, or whose compare_html is no text, as none", () => {
    const fields = { search_query: 'shirt', posttype: 'product', terms: '', taxonomy: 'product_cat', security: 'abc' };
    expect(ADD_TO_COMPARE_SEARCH.read('null', fields)).toBeNull();
    expect(ADD_TO_COMPARE_SEARCH.read('{"compare_html":5}', fields)).toBeNull();
  });
});

describe("a compare group's chart", () => {
  it('is its compare page with the ids in the order they were added, or the page alone', () => {
    expect(chartAddress('/vergelijk/', [12, 7])).toBe('/vergelijk/?compareids=12,7');
    expect(chartAddress('/vergelijk/', [])).toBe('/vergelijk/');
  });
});
