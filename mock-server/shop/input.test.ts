import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, MAX_FIELD_LENGTH, overlongField, overlongReason } from './input.ts';

/** A campaign's landing address as long as the tracker's cookie can hold one: 4 kB, the most a browser keeps in a cookie. */
const LONGEST_LANDING_URL = `https://winkel.example/?utm_source=nieuwsbrief&gclid=${'a'.repeat(4096 - 53)}`;

describe('the field limits', () => {
  it('keeps order attribution’s landing address and referrer whole, as WooCommerce does, as long as a browser can keep them', () => {
    const form = new URLSearchParams({
      wc_order_attribution_session_entry: LONGEST_LANDING_URL,
      wc_order_attribution_referrer: LONGEST_LANDING_URL,
    });
    expect(overlongField(form)).toBeUndefined();
  });

  it('leaves room in one body for both of them', () => {
    expect(2 * MAX_FIELD_LENGTH).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
  });

  it('refuses a longer field, naming it, in the body or the query', () => {
    const overlong = 'x'.repeat(MAX_FIELD_LENGTH + 1);
    expect(overlongField(new URLSearchParams({ kort: 'x' }), new URLSearchParams({ lang: overlong }))).toBe('lang');
    expect(overlongField(new URLSearchParams({ [overlong]: '' }))).toBe('x'.repeat(40));
    expect(overlongField(new URLSearchParams({ precies: 'x'.repeat(MAX_FIELD_LENGTH) }))).toBeUndefined();
  });

  it('says which field and how long it may be, in Dutch', () => {
    expect(overlongReason('email')).toBe('Veld email is te lang (hoogstens 8.192 tekens).');
  });
});
