import { describe, expect, it } from 'vitest';
import { REST_NONCE } from './rest-api.ts';

describe('a fresh wp_rest nonce', () => {
  it('is the plain text WordPress answers, trimmed', () => {
    expect(REST_NONCE.read(' 0a1b2c3d4e\n', {})).toBe('0a1b2c3d4e');
  });

  it.each([['0'], ['-1'], ['<!doctype html><p>Fout</p>'], [''], ['abc'], ['x'.repeat(65)]])('is none for %j', (body) => {
    expect(REST_NONCE.read(body, {})).toBeNull();
  });
});
