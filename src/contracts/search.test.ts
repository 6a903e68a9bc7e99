import { describe, expect, it } from 'vitest';
import { REHUB_AJAX_SEARCH } from './search.ts';

const read = (value: unknown) => REHUB_AJAX_SEARCH.read(typeof value === 'string' ? value : JSON.stringify(value), { re_string: 'linnen', posttypesearch: 'product', catid: '', security: 'abc' });
const answer = { re_data: '<div class="re-search-result-div"></div>', re_total_inlist: '12', re_search_query: 'linnen' };

describe("the theme's live search answer", () => {
  it('reads the results HTML, the total as a number and the query as the server trimmed it', () => {
    expect(read(answer)).toEqual({ resultsHtml: '<div class="re-search-result-div"></div>', total: 12, query: 'linnen' });
  });

  it.each([
    ['WordPress’s 0', '0'],
    ['JSON null', 'null'],
    ['no results HTML', { ...answer, re_data: null }],
    ['no query', { ...answer, re_search_query: 3 }],
    ['a total that is no count', { ...answer, re_total_inlist: 'veel' }],
  ])('reads %s as no answer', (_, value) => {
    expect(read(value)).toBeNull();
  });
});
