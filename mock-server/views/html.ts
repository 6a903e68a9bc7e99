/**
 * The `html` tagged template every view uses: each interpolation is escaped, unless it is markup we
 * produced ourselves (another `html` result, or a string wrapped in `raw()`).
 */

export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most interpolations (ids, class names, prices) need nothing: a test is far cheaper than a replace.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char) : text;
}

/** Only for markup the server built itself (price HTML, pre-rendered fragments), never for input. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let markup = strings[0] ?? '';
  // A plain loop: every page runs this a few thousand times.
  for (let index = 0; index < values.length; index += 1) markup += render(values[index]) + (strings[index + 1] ?? '');
  return new SafeHtml(markup);
}
