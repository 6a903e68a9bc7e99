import { describe, expect, it } from 'vitest';
import { isPopupAction, readPopupAnswer } from './account.ts';

describe("the login popups' answer", () => {
  it('reads the error flag, the message and where to go', () => {
    expect(readPopupAnswer('{"error":false,"message":"<p>Welkom terug</p>","redirecturl":"/mijn-account/"}')).toEqual({ error: false, message: '<p>Welkom terug</p>', redirecturl: '/mijn-account/' });
    expect(readPopupAnswer('{"error":true,"message":"Onjuist wachtwoord","redirecturl":5}')).toEqual({ error: true, message: 'Onjuist wachtwoord', redirecturl: undefined });
  });

  it.each([
    ['WordPress’s 0', '0'],
    ['a list', '[false,"x"]'],
    ['an error flag as text', '{"error":"false","message":"x"}'],
    ['no message', '{"error":false}'],
    ['a message that is no text', '{"error":false,"message":1}'],
  ])('reads %s as no answer', (_, body) => {
    expect(readPopupAnswer(body)).toBeNull();
  });
});

describe("a popup form's action", () => {
  it('is one of the three popup calls', () => {
    expect(['rehub_login_member_popup_function', 'rehub_register_member_popup_function', 'rehub_reset_password_popup_function'].every(isPopupAction)).toBe(true);
  });

  it.each([['another action', 'woocommerce_login'], ['an inherited name', 'toString'], ['none', null], ['no field', undefined]])('is not %s', (_, action) => {
    expect(isPopupAction(action)).toBe(false);
  });
});
