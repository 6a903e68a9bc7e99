import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The module loaded afresh for each test: its cookie name and token form are module constants, which a
 * mutation run counts only for a test that was running when the module loaded (CONTRIBUTING.md).
 */
let pendingAdd: typeof import('./pending-add.ts');
beforeEach(async () => {
  vi.resetModules();
  pendingAdd = await import('./pending-add.ts');
});

describe("an add's pending-add token", () => {
  it("is sent in the cookie the plugin's PHP reads (includes/pending-add.php)", () => {
    expect(pendingAdd.PENDING_ADD_COOKIE).toBe('shop_islands_pending_add');
  });

  it('is 32 lowercase hex characters, new for each add', () => {
    const tokens = [pendingAdd.newPendingAddToken(), pendingAdd.newPendingAddToken()];
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(pendingAdd.PENDING_ADD_TOKEN.test(tokens[0]!)).toBe(true);
  });

  it.each([
    ['one character short', 'a'.repeat(31)],
    ['one character long', 'a'.repeat(33)],
    ['a token with more before it', `x${'a'.repeat(32)}`],
    ['a token with more after it', `${'a'.repeat(32)}x`],
    ['not hex', 'g'.repeat(32)],
    ['uppercase', 'A'.repeat(32)],
  ])('is refused by the shop when %s', (_case, value) => {
    expect(pendingAdd.PENDING_ADD_TOKEN.test(value)).toBe(false);
  });
});
