import type { ProductVariation } from '../../src/contracts/product-variations.ts';
import { texts } from '../../src/i18n/texts.ts';

/**
 * The chosen variation's details as WooCommerce shows them: its templates as the page prints them
 * (`script#tmpl-variation-template`, `#tmpl-unavailable-variation-template`, which a theme may
 * override), filled the way WooCommerce's own script fills a simple template without `eval()`:
 * `{{{ data.variation.key }}}` as HTML, `{{ data.variation.key }}` as text. A template that needs
 * wp.template's code (`<# … #>`, data beyond the variation's own keys) is not run: WooCommerce's
 * default markup stands in for it.
 */

const PLACEHOLDER = /({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g;

/**
 * What WooCommerce's script means to hand to wp.template (which runs code) rather than fill itself:
 * code (`<# … #>`), data other than the variation's, a key deeper than the variation's own. (Its own
 * test for the last, `[\w-]*[^\s}]`, also matches every plain key by backtracking; this one does not.)
 */
function needsCode(template: string): boolean {
  return template.includes('<#') || /{{{?\s?data\.(?!variation\.).+}}}?/.test(template) || /{{{?\s?data\.variation\.[\w-]*[^\s}\w-]/.test(template);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function pageTemplate(id: string): string | null {
  const template = document.getElementById(`tmpl-${id}`)?.textContent ?? null;
  return template !== null && !needsCode(template) ? template : null;
}

function fill(template: string, fields: Readonly<Record<string, string>>): string {
  return template
    .replace(PLACEHOLDER, (_, open: string, key: string, close: string) => {
      if (open.length !== close.length) return '';
      const value = fields[key] ?? '';
      return open.length === 2 ? escapeHtml(value) : value;
    })
    .replace('/*<![CDATA[*/', '')
    .replace('/*]]>*/', '');
}

const DEFAULT_TEMPLATE = [
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>',
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>',
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>',
].join('');

/** The HTML `.single_variation` shows for `variation`: its details, or "unavailable" for one WooCommerce hides. */
export function variationDetailsHtml(variation: ProductVariation): string {
  if (!variation.variation_is_visible) {
    return pageTemplate('unavailable-variation-template') ?? `<p role="alert">${escapeHtml(texts.variationUnavailable)}</p>`;
  }
  // The fields the default markup shows are read for sure; a theme's template may name any other.
  const fields = {
    ...variation.template_fields,
    variation_description: variation.variation_description,
    price_html: variation.price_html,
    availability_html: variation.availability_html,
  };
  return fill(pageTemplate('variation-template') ?? DEFAULT_TEMPLATE, fields);
}
