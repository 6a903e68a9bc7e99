import { describe, expect, it } from 'vitest';
import { isEmail, isPhoneNumber } from './link-rules.ts';

// The cases of WordPress's own tests for @wordpress/url isEmail and isPhoneNumber.
describe('isEmail (optional mailto:, local@domain, a 2-63 letter top-level domain)', () => {
  it.each([
    'simple@wordpress.org',
    'very.common@wordpress.org',
    'disposable.style.email.with+symbol@wordpress.org',
    'other.email-with-hyphen@wordpress.org',
    'fully-qualified-domain@wordpress.org',
    'user.name+tag+sorting@wordpress.org',
    'x@wordpress.org',
    'wordpress-indeed@strange-wordpress.org',
    'wordpress@s.wordpress',
    '1234567890123456789012345678901234567890123456789012345678901234+x@wordpress.org',
    'mailto:klantenservice@modehuis-klederdracht.example',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    'Abc.wordpress.org',
    'A@b@c@wordpress.org',
    'a"b(c)d,e:f;g<h>i[jk]l@wordpress.org',
    'just"not"right@wordpress.org',
    'this is"notallowed@wordpress.org',
    'this still"not\\allowed@wordpress.org',
    'info@winkel.n',
  ])('rejects %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('isPhoneNumber (optional tel: and +, then 6-15 digits once separators are stripped)', () => {
  it.each([
    '+1 (555) 123-4567',
    '(555) 123-4567',
    '555-123-4567',
    '5551234567',
    '+91 987 654 3210',
    '123-456-7890',
    '(123) 456-7890',
    '123 456 7890',
    '123.456.7890',
    '+1 123 456 7890',
    '1234567890',
    '+44 791 112 3456',
    '(123) 4567',
    '+1 (123) 45678901',
    '12-34-56',
    '123456789012345',
    '+12 3456789012345',
    'tel:+1-123-456-7890',
    '+31 20 123 4567',
  ])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['not a phone number', '123', '1234', '12345', '+91 123', 'abc-def-ghij', 'a123456789b', '12-34-5', 'tel:911', 'tel:12345', '1234567890123456'])(
    'rejects %s',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
    },
  );
});
