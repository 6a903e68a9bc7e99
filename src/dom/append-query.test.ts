import { describe, expect, it } from 'vitest';
import { appendQuery } from './append-query.ts';

describe('a link with a query added', () => {
  it.each([
    ['/winkel/', '/winkel/?filter_kleur=blauw'],
    ['/winkel/?orderby=price', '/winkel/?orderby=price&filter_kleur=blauw'],
    ['/winkel/?', '/winkel/?filter_kleur=blauw'],
    ['/winkel/?orderby=price&', '/winkel/?orderby=price&filter_kleur=blauw'],
    ['/winkel/#producten', '/winkel/?filter_kleur=blauw#producten'],
    ['/winkel/?orderby=price#producten', '/winkel/?orderby=price&filter_kleur=blauw#producten'],
    ['/winkel/#deel?a=1', '/winkel/?filter_kleur=blauw#deel?a=1'],
  ])('%s becomes %s', (href, expected) => {
    expect(appendQuery(href, 'filter_kleur=blauw')).toBe(expected);
  });
});
