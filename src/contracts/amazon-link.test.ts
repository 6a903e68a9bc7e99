import { describe, expect, it } from 'vitest';
import { affiliateIdFor, amazonLink, flagClass } from './amazon-link.ts';

const ids = { main_aff_id: 'main-21', aff_ids: [{ country: 'de', aff_id: 'shop-de-21' }, { country: 'co.uk', aff_id: 'shop-uk-21' }] };

describe('the country box’s links and flags', () => {
  it('tags a link with that country’s affiliate id', () => {
    expect(amazonLink('de', 'B07QXMNH1F', ids)).toBe('https://www.amazon.de/dp/B07QXMNH1F/?tag=shop-de-21');
    expect(amazonLink('co.uk', 'B07QXMNH1F', ids)).toBe('https://www.amazon.co.uk/dp/B07QXMNH1F/?tag=shop-uk-21');
  });

  it('falls back to main_aff_id for a country without its own', () => {
    expect(affiliateIdFor('fr', ids)).toBe('main-21');
    expect(amazonLink('com.mx', 'B07QXMNH1F', ids)).toBe('https://www.amazon.com.mx/dp/B07QXMNH1F/?tag=main-21');
    expect(amazonLink('fr', 'B07QXMNH1F', { main_aff_id: 'a&b 21', aff_ids: [] })).toBe('https://www.amazon.fr/dp/B07QXMNH1F/?tag=a%26b%2021');
  });

  it('makes the flag class from the domain with every dot replaced', () => {
    expect(flagClass('co.uk')).toBe('co-uk');
    expect(flagClass('com.mx')).toBe('com-mx');
    expect(flagClass('de')).toBe('de');
    // The plugin's replace() stopped after the first dot.
    expect(flagClass('com.example.mx')).toBe('com-example-mx');
  });
});
