/**
 * The small guards every reader of untrusted data uses: server answers, host globals, jQuery event
 * arguments, stored JSON and the page's data attributes. Nothing here trusts a shape it has not checked.
 */

export type JsonRecord = Record<string, unknown>;

/** A plain object (not null, not an array): what a JSON object decodes to. */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose every value is a string (WooCommerce's `fragments`, a button's `data-*` fields). */
export function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/**
 * JSON text decoded, or undefined when it is not JSON (an HTML page, an empty or blank body, no body).
 * WordPress's `0` and `-1` decode to numbers, which no reader takes for its object.
 */
export function parseJson(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/** WordPress prints numbers as strings; this takes both, whole and not negative, or undefined. */
export function readCount(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** A positive whole id (a product, a post), from a data attribute or a field; undefined otherwise. */
export function readId(value: unknown): number | undefined {
  // A count is whole and not negative: any but 0 is an id.
  return readCount(value) || undefined;
}

const ID_LIST = /^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/;

/** A comma-separated list of ids as the theme stores and sends them ("12,7", '' for none); undefined when it is not one. */
export function readIdList(value: unknown): number[] | undefined {
  if (typeof value !== 'string' || !ID_LIST.test(value)) return undefined;
  // Number() reads past the spaces around an id.
  return value.trim() === '' ? [] : value.split(',').map(Number);
}
