import { describe, expect, it } from 'vitest';
import { formTextFields } from './form-fields.ts';

describe("a form's fields, as jQuery's serialize() sends them", () => {
  it('has every named, enabled control, the last value of a repeated name, and no files', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="quantity" value="2"><input name="attribute_pa_maat" value="s"><input name="attribute_pa_maat" value="m">
      <input name="uit" value="x" disabled><input value="naamloos"><input type="file" name="foto">
      <select name="kleur"><option>rood</option><option selected>blauw</option></select>`;
    expect(formTextFields(form)).toEqual({ quantity: '2', attribute_pa_maat: 'm', kleur: 'blauw' });
  });
});
