import { describe, expect, it } from 'vitest';
import { createNonces, GUEST } from './nonces.ts';

const DAY = 24 * 3600;

function nonceClock(start: number) {
  let now = start;
  const nonces = createNonces({ nowSeconds: () => now, secret: 'test-secret', lifetimeSeconds: DAY });
  return { nonces, advance: (seconds: number) => (now += seconds) };
}

describe('nonces', () => {
  const customer = { uid: 2, token: 'login-token' };

  it('verifies a fresh nonce for the same action and user as tick 1', () => {
    const { nonces } = nonceClock(1_800_000_000);
    const nonce = nonces.create('woocommerce-cart', customer);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(nonces.verify(nonce, 'woocommerce-cart', customer)).toBe(1);
  });

  it('still accepts it in the next tick (half a lifetime later) as tick 2, and refuses it after two ticks', () => {
    const { nonces, advance } = nonceClock(Math.ceil(1_800_000_000 / (DAY / 2)) * (DAY / 2));
    const nonce = nonces.create('woocommerce-cart', customer);
    advance(DAY / 2);
    expect(nonces.verify(nonce, 'woocommerce-cart', customer)).toBe(2);
    advance(DAY / 2);
    expect(nonces.verify(nonce, 'woocommerce-cart', customer)).toBe(0);
  });

  it('refuses a nonce made for another action', () => {
    const { nonces } = nonceClock(1_800_000_000);
    expect(nonces.verify(nonces.create('woocommerce-cart', customer), 'wp_rest', customer)).toBe(0);
  });

  it('refuses a nonce made for another user or another login of the same user', () => {
    const { nonces } = nonceClock(1_800_000_000);
    const nonce = nonces.create('wp_rest', customer);
    expect(nonces.verify(nonce, 'wp_rest', GUEST)).toBe(0);
    expect(nonces.verify(nonce, 'wp_rest', { uid: 1, token: 'login-token' })).toBe(0);
    expect(nonces.verify(nonce, 'wp_rest', { uid: 2, token: 'other-login' })).toBe(0);
  });

  it('refuses empty and malformed nonces', () => {
    const { nonces } = nonceClock(1_800_000_000);
    expect(nonces.verify('', 'wp_rest', GUEST)).toBe(0);
    expect(nonces.verify(null, 'wp_rest', GUEST)).toBe(0);
    expect(nonces.verify('<script>', 'wp_rest', GUEST)).toBe(0);
  });

  it('depends on the secret, so another shop cannot forge it', () => {
    const first = createNonces({ nowSeconds: () => 1_800_000_000, secret: 'a', lifetimeSeconds: DAY });
    const second = createNonces({ nowSeconds: () => 1_800_000_000, secret: 'b', lifetimeSeconds: DAY });
    expect(second.verify(first.create('wp_rest', GUEST), 'wp_rest', GUEST)).toBe(0);
  });
});
