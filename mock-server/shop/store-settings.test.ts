import { describe, expect, it } from 'vitest';
import { createStoreSettings, readSettingsPatch } from './store-settings.ts';

describe('the store switches', () => {
  it('start off unless told otherwise, and change by patch', () => {
    const settings = createStoreSettings({ storeNotice: 'Welkom' });
    expect(settings.current).toEqual({ comingSoon: false, storeNotice: 'Welkom', checkoutEmailRequired: false, reviewsUsersOnly: false });
    expect(settings.update({ comingSoon: true })).toEqual({ comingSoon: true, storeNotice: 'Welkom', checkoutEmailRequired: false, reviewsUsersOnly: false });
  });

  it.each([
    [{ comingSoon: true }, { patch: { comingSoon: true } }],
    [{ storeNotice: '  Gratis verzending  ' }, { patch: { storeNotice: 'Gratis verzending' } }],
    [{ storeNotice: null }, { patch: { storeNotice: null } }],
    [{ checkoutEmailRequired: true }, { patch: { checkoutEmailRequired: true } }],
    [{ reviewsUsersOnly: true }, { patch: { reviewsUsersOnly: true } }],
    [{}, { patch: {} }],
  ])('accepts %o', (body, read) => {
    expect(readSettingsPatch(body)).toEqual(read);
  });

  it.each([null, [], 'comingSoon', { comingSoon: 1 }, { storeNotice: 5 }, { storeNotice: ' ' }, { storeNotice: 'x'.repeat(301) }, { checkoutEmailRequired: 'yes' }, { checkoutEmailRequired: null }, { reviewsUsersOnly: 'ja' }, { extra: 1 }])('refuses %o with a reason', (body) => {
    expect(readSettingsPatch(body)).toHaveProperty('reason');
  });
});
