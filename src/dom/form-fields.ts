/**
 * A form's fields as jQuery's serialize() sends them: every named, enabled control with its value
 * (the last one wins for a repeated name), files left out.
 */
export function formTextFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}
