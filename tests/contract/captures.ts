/** The real WooCommerce answers in fixtures/real-woocommerce/ (its README says where and when): status, headers, Set-Cookies and body of each step. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/real-woocommerce');

export interface Capture {
  status: number;
  headers: Record<string, string>;
  setCookies: Array<{ name: string; value: string; attributes: string[] }>;
  body: string;
}

export function capture(name: string): Capture {
  const [statusLine = '', ...lines] = readFileSync(path.join(DIR, `${name}.headers.txt`), 'utf8').trim().split('\n');
  const headers: Record<string, string> = {};
  const setCookies: Capture['setCookies'] = [];
  for (const line of lines) {
    const split = line.indexOf(':');
    const header = line.slice(0, split).toLowerCase();
    const value = line.slice(split + 1).trim();
    if (header !== 'set-cookie') {
      headers[header] = value;
      continue;
    }
    const [pair = '', ...attributes] = value.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    setCookies.push({ name: pair.slice(0, equals), value: pair.slice(equals + 1), attributes: attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase()) });
  }
  return { status: Number(statusLine.split(' ')[1]), headers, setCookies, body: readFileSync(path.join(DIR, `${name}.json`), 'utf8') };
}

/** The key structure of a JSON value: nested object keys, leaves replaced by their type. */
export function shape(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
}
