import { describe, expect, it } from 'vitest';
import { overlongField, overlongReason } from './input.ts';

/** The longest field the demo takes: 8 KB, half its 16 KB body limit. */
const LONGEST_FIELD = 8192;

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

  it('refuses a longer field, naming it, in the body or the query', () => {
    const overlong = 'x'.repeat(LONGEST_FIELD + 1);
    expect(overlongField(new URLSearchParams({ kort: 'x' }), new URLSearchParams({ lang: overlong }))).toBe('lang');
    expect(overlongField(new URLSearchParams({ [overlong]: '' }))).toBe('x'.repeat(40));
    expect(overlongField(new URLSearchParams({ precies: 'x'.repeat(LONGEST_FIELD) }))).toBeUndefined();
  });

  it('says which field and how long it may be, in Dutch', () => {
    expect(overlongReason('email')).toBe('Veld email is te lang (hoogstens 8.192 tekens).');
  });
});
