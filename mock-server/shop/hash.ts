/** The hashes WordPress and WooCommerce build their keys, nonces and cookies from. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function hmac(algorithm: 'md5' | 'sha256', key: string, text: string): string {
  return createHmac(algorithm, key).update(text).digest('hex');
}

/** Constant-time comparison, so a forged nonce or cookie cannot be guessed byte by byte. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
