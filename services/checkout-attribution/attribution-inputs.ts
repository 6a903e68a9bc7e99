import type { AttributionData } from '../../src/contracts/order-attribution.ts';

/**
 * WooCommerce's `<wc-order-attribution-inputs>`: the classic checkout prints it inside its form, and
 * it grows one hidden input per field (`wc_order_attribution_{field}`) so the values are posted with
 * the order. We define it only when no other script did. Values are set as input properties, never
 * written into HTML (WooCommerce's own element put URL-borne values into innerHTML). One group per
 * form: a second element in the same form stays empty, so no field is posted twice.
 */

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

export interface InputsSource {
  prefix: string;
  fieldNames: readonly string[];
  current(): AttributionData;
}

/** The running tracker; the element class outlives a remount, so it asks for it each time. */
let source: InputsSource | null = null;

class AttributionInputs extends HTMLElement {
  private assigned: AttributionData | undefined;

  constructor() {
    super();
    // Values given before the element was upgraded sit in an own property that hides the setter.
    if (Object.hasOwn(this, 'values')) {
      const early = (this as { values?: AttributionData }).values;
      delete (this as { values?: AttributionData }).values;
      this.values = early;
    }
  }

  connectedCallback(): void {
    if (!source || this.querySelector('input') || this.otherGroupInForm()) return;
    const { prefix, fieldNames } = source;
    const values = this.assigned ?? source.current();
    this.replaceChildren(
      ...fieldNames.map((field) => {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = `${prefix}${field}`;
        input.value = values[field] ?? '';
        return input;
      }),
    );
  }

  set values(values: AttributionData | undefined) {
    this.assigned = values;
    if (values) fillHiddenInputs(this, values);
  }

  get values(): AttributionData | undefined {
    return this.assigned;
  }

  private otherGroupInForm(): boolean {
    const form = this.closest('form');
    if (!form) return false;
    return Array.from(form.querySelectorAll(INPUTS_ELEMENT)).some((other) => other !== this && other.querySelector('input'));
  }
}

/** Hands the element its tracker and defines it when no other script has; the cleanup lets go of it. */
export function provideAttributionInputs(tracker: InputsSource): () => void {
  source = tracker;
  if (!customElements.get(INPUTS_ELEMENT)) customElements.define(INPUTS_ELEMENT, AttributionInputs);
  for (const element of document.querySelectorAll(INPUTS_ELEMENT)) {
    if (element instanceof AttributionInputs) element.connectedCallback();
  }
  return () => {
    if (source === tracker) source = null;
  };
}

function fillHiddenInputs(element: Element, values: AttributionData): void {
  if (!source) return;
  for (const field of source.fieldNames) {
    const input = element.querySelector<HTMLInputElement>(`input[name="${CSS.escape(source.prefix + field)}"]`);
    if (input) input.value = values[field] ?? '';
  }
}

/**
 * Puts fresh values into every group on the page. An element another script defined (WooCommerce's
 * own, a theme's) gets them through its `values` property, as WooCommerce hands them over, and its
 * hidden inputs are filled too, in case its setter does not; one not yet upgraded keeps them for then.
 */
export function fillAttributionInputs(values: AttributionData): void {
  for (const element of document.querySelectorAll(INPUTS_ELEMENT)) {
    (element as Element & { values?: AttributionData }).values = values;
    if (!(element instanceof AttributionInputs)) fillHiddenInputs(element, values);
  }
}
