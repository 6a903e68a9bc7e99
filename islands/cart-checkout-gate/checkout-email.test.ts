import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './checkout-email.ts';

// docs/CONTRACTS.md#validation-rules: characters, then @, then a domain, a dot and a 2–4 letter ending.
describe("the checkout e-mail's pattern", () => {
  it.each(['jan@voorbeeld.nl', 'j@v.nl', 'jan.de.vries@mail.voorbeeld.com', 'an+winkel@voorbeeld.info', 'JAN@VOORBEELD.NL', ' jan@voorbeeld.nl '])('takes %s', (address) => {
    expect(looksLikeEmail(address)).toBe(true);
  });

  it.each([
    ['a 1-letter ending', 'jan@voorbeeld.n'],
    ['a 5-letter ending', 'jan@voorbeeld.winke'],
    ['a 6-letter ending', 'jan@voorbeeld.winkel'],
    ['no characters before @', '@voorbeeld.nl'],
    ['no @', 'jan.voorbeeld.nl'],
    ['no domain', 'jan@.nl'],
    ['no dot and ending', 'jan@voorbeeld'],
    ['an ending with digits', 'jan@voorbeeld.n1'],
    ['a space inside', 'jan de vries@voorbeeld.nl'],
    ['two @', 'jan@@voorbeeld.nl'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_, address) => {
    expect(looksLikeEmail(address)).toBe(false);
  });
});
