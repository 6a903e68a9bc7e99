/**
 * What the islands read from a real page before they call the shop: the globals wp_localize_script()
 * printed (`var rhscriptvars = {...};`), hidden inputs (the login popups' nonces) and data attributes.
 * A value the page lacks stops the capture, since every later answer would be a refusal.
 */
import { isRecord } from '../../src/contracts/read.ts';

/** A printed global's fields, e.g. `printedGlobal(page, 'rhscriptvars').wishnonce`. */
export function printedGlobal(page: string, name: string): Record<string, unknown> {
  const json = new RegExp(`var ${name} = (\\{.*?\\});\\s*\\n`).exec(page)?.[1];
  const value: unknown = json === undefined ? undefined : JSON.parse(json);
  if (!isRecord(value)) throw new Error(`the page prints no ${name}`);
  return value;
}

/** One string field of a printed global. */
export function printedString(page: string, name: string, field: string): string {
  const value = printedGlobal(page, name)[field];
  if (typeof value !== 'string' || value === '') throw new Error(`${name}.${field} is not printed`);
  return value;
}

/** A hidden input's value by its name (wp_nonce_field() prints `name="…" value="…"`). */
export function hiddenInput(page: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1];
  if (!value) throw new Error(`the page has no input ${name}`);
  return value;
}

/** An element's data attribute by its id, e.g. the compare page's `#compare_search_data`. */
export function dataAttributes(page: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[^>]*id="${id}"[^>]*>`).exec(page)?.[0];
  if (!tag) throw new Error(`the page has no #${id}`);
  return Object.fromEntries([...tag.matchAll(/data-([a-z_-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]));
}
