/**
 * Ties each field of a host's form to the label printed beside it without `for` (Rehub's login and
 * registration popups: `<div class="re-form-group"><label>Gebruikersnaam</label><input name="rehub_user_login">`),
 * so a screen reader says what the field is for. A field that has a label or an ARIA name keeps it.
 */
export function labelFields(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select, textarea')) {
    if (field.labels?.length || field.hasAttribute('aria-label') || field.hasAttribute('aria-labelledby')) continue;
    const label = labelBeside(field, form);
    if (!label) continue;
    // Both popups have a `rehub_user_login`: the form's id keeps the two ids apart.
    field.id ||= `${form.id || 'si-form'}-${field.name}`;
    label.htmlFor = field.id;
  }
}

/** The first unbound label beside the field or beside a wrapper of it (a password field's show-password box), inside the form. */
function labelBeside(field: HTMLElement, form: HTMLFormElement): HTMLLabelElement | null {
  for (let box = field.parentElement; box && box !== form; box = box.parentElement) {
    const label = box.querySelector<HTMLLabelElement>(':scope > label:not([for])');
    if (label) return label;
  }
  return null;
}
