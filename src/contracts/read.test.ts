import { describe, expect, it } from 'vitest';
import { isRecord, isStringRecord, parseJson, readCount, readId, readIdList } from './read.ts';

describe('the guards for untrusted data', () => {
  it('take a plain object as a record, not null, a list or a text', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, undefined, [], 'tekst', 3].map(isRecord)).toEqual([false, false, false, false, false]);
  });

  it('take a record of texts only when every value is a text', () => {
    expect(isStringRecord({ 'div.widget_shopping_cart_content': '<div></div>', hash: 'abc' })).toBe(true);
    expect(isStringRecord({})).toBe(true);
    expect(isStringRecord({ a: 'x', b: 1 })).toBe(false);
    expect(isStringRecord(['x'])).toBe(false);
  });

  it('decode JSON, and nothing from no text, blank text or what is no JSON', () => {
    expect(parseJson('{"a":[1,true,null]}')).toEqual({ a: [1, true, null] });
    expect(parseJson(' false ')).toBe(false);
    expect([null, undefined, '', '  ', '<!doctype html>', '{"a":'].map(parseJson)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('numbers WordPress prints as text', () => {
  it.each([
    [7, 7], [0, 0], ['12', 12], [' 12 ', 12], ['0', 0], ['999999999', 999999999],
  ])('read %j as the count %d', (value, count) => {
    expect(readCount(value)).toBe(count);
  });

  it.each([[-1], [1.5], [Number.NaN], [2 ** 53], ['-1'], ['1.5'], ['1e3'], ['+1'], ['0x10'], ['12 stuks'], ['x12'], ['1 2'], ['1234567890'], [''], [null], [true], [[5]], [['5']]])(
    'read %j as no count',
    (value) => {
      expect(readCount(value)).toBeUndefined();
    },
  );

  it('take an id only when it is above zero', () => {
    expect([readId('42'), readId(1), readId(0), readId('0'), readId('x')]).toEqual([42, 1, undefined, undefined, undefined]);
  });

  it.each([
    ['12,7', [12, 7]], [' 12 , 7 ', [12, 7]], ['5', [5]], ['', []], ['  ', []],
  ])('read the id list %j as %j', (value, ids) => {
    expect(readIdList(value)).toEqual(ids);
  });

  it.each([['12,'], [',12'], ['12;7'], ['12,x'], ['-1'], ['1234567890'], [12], [null]])('read %j as no id list', (value) => {
    expect(readIdList(value)).toBeUndefined();
  });
});
