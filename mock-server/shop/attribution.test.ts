import { describe, expect, it } from 'vitest';
import { originLabel, readAttribution } from './attribution.ts';

describe('the order attribution the checkout posts', () => {
  it('keeps WooCommerce’s 16 fields only, cleaned like sanitize_text_field(), leaving empty ones out', () => {
    const form = new URLSearchParams({
      wc_order_attribution_source_type: ' utm ',
      wc_order_attribution_utm_source: '<script>x</script>nieuws\nbrief',
      wc_order_attribution_utm_content: '',
      wc_order_attribution_user_agent: 'Mozilla/5.0\t(X11)',
      wc_order_attribution_admin: 'ja',
      utm_source: 'elders',
    });
    expect(readAttribution(form)).toEqual({ source_type: 'utm', utm_source: 'xnieuws brief', user_agent: 'Mozilla/5.0 (X11)' });
  });

  it.each([
    [{ source_type: 'utm', utm_source: 'nieuwsbrief' }, 'Bron: nieuwsbrief'],
    [{ source_type: 'organic', utm_source: 'google' }, 'Organisch: google'],
    [{ source_type: 'referral', utm_source: 'modeblog.nl' }, 'Verwijzing: modeblog.nl'],
    [{ source_type: 'typein', utm_source: '(direct)' }, 'Direct'],
    [{}, 'Onbekend'],
  ])('labels the origin of %o as “%s”', (attribution, label) => {
    expect(originLabel(attribution)).toBe(label);
  });
});
