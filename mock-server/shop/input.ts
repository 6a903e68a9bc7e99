/** Validation of posted and queried values; a failure carries the plain-text reason for the 400. */

export type Parsed<T> = { value: T } | { reason: string };

/** The most of one product a single line may hold. */
export const MAX_QUANTITY = 999;
/** The most a request body may hold, form or JSON (413 above it): several times what any form of the shop posts. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * Longer fields are refused. WooCommerce caps none of the fields it reads here: order attribution's
 * are kept whole after sanitize_text_field() (OrderAttributionMeta::get_source_values()). Narrower
 * limits are checked where a field is read (a review's name and e-mail, as WordPress's; billing;
 * search). The longest a browser posts are order attribution's landing address and referrer, which
 * the tracker keeps in one cookie (`sbjs_current_add`) that a browser holds to 4 kB: half the body
 * limit is twice that, and two such fields still fit in one checkout.
 */
export const MAX_FIELD_LENGTH = BODY_LIMIT_BYTES / 2;

const DIGITS = /^\d{1,9}$/;

export function readId(raw: string | null, field: string): Parsed<number> {
  if (raw === null || !DIGITS.test(raw.trim())) return { reason: `Ongeldige ${field}: verwacht een positief geheel getal.` };
  return { value: Number(raw.trim()) };
}

/** A quantity from 0 to MAX_QUANTITY; `empty` is what a missing or blank value means. */
export function readQuantity(raw: string | null, field: string, empty: number): Parsed<number> {
  if (raw === null || raw.trim() === '') return { value: empty };
  if (!DIGITS.test(raw.trim())) return { reason: `Ongeldige ${field}: verwacht een geheel getal vanaf 0.` };
  const value = Number(raw.trim());
  if (value > MAX_QUANTITY) return { reason: `Ongeldige ${field}: hoogstens ${MAX_QUANTITY}.` };
  return { value };
}

/** The name of the first field (body or query) longer than MAX_FIELD_LENGTH, if any. */
export function overlongField(...sources: URLSearchParams[]): string | undefined {
  for (const source of sources) {
    for (const [name, value] of source) {
      if (name.length > MAX_FIELD_LENGTH || value.length > MAX_FIELD_LENGTH) return name.slice(0, 40);
    }
  }
  return undefined;
}

export function overlongReason(field: string): string {
  return `Veld ${field} is te lang (hoogstens ${MAX_FIELD_LENGTH.toLocaleString('nl-NL')} tekens).`;
}
