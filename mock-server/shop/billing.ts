/** The checkout's billing fields and WooCommerce's Dutch validation messages for them. */

export interface BillingField {
  name: string;
  label: string;
  autocomplete: string;
  type: 'text' | 'email';
}

export const BILLING_FIELDS: readonly BillingField[] = [
  { name: 'billing_first_name', label: 'Voornaam', autocomplete: 'given-name', type: 'text' },
  { name: 'billing_last_name', label: 'Achternaam', autocomplete: 'family-name', type: 'text' },
  { name: 'billing_email', label: 'E-mailadres', autocomplete: 'email', type: 'email' },
  { name: 'billing_address_1', label: 'Straat en huisnummer', autocomplete: 'address-line1', type: 'text' },
  { name: 'billing_postcode', label: 'Postcode', autocomplete: 'postal-code', type: 'text' },
  { name: 'billing_city', label: 'Plaats', autocomplete: 'address-level2', type: 'text' },
];

export type Billing = Record<string, string>;

const MAX_LENGTH = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DUTCH_POSTCODE = /^[1-9]\d{3}\s?[a-z]{2}$/i;

/** The entered values (trimmed) and an error per field that is missing or wrong, in form order. */
export function readBilling(form: URLSearchParams): { values: Billing; errors: string[] } {
  const values: Billing = {};
  const errors: string[] = [];
  for (const field of BILLING_FIELDS) {
    const value = (form.get(field.name) ?? '').trim();
    values[field.name] = value.slice(0, MAX_LENGTH);
    const problem = fieldProblem(field, value);
    if (problem) errors.push(`Factuur ${field.label} ${problem}`);
  }
  return { values, errors };
}

function fieldProblem(field: BillingField, value: string): string | undefined {
  if (!value) return 'is een verplicht veld.';
  if (value.length > MAX_LENGTH) return `is te lang (maximaal ${MAX_LENGTH} tekens).`;
  if (field.type === 'email' && !EMAIL.test(value)) return 'is geen geldig e-mailadres.';
  if (field.name === 'billing_postcode' && !DUTCH_POSTCODE.test(value)) return 'is geen geldige postcode.';
  return undefined;
}
