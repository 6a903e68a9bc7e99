/**
 * Shim of WooCommerce's utils/options.js. WooCommerce's test site takes an option over REST from a
 * helper plugin of its own; the real shop sets it with `shop.sh option`. The request and address are
 * the original's arguments, kept so the specs call it unchanged.
 */
import type { APIRequest } from '@playwright/test';
import { realShop } from './shop-islands-real-shop';

export async function setOption(_request: APIRequest, _baseURL: string, optionName: string, optionValue: string): Promise<void> {
  realShop('option', optionName, optionValue);
}
