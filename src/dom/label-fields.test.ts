import { afterEach, describe, expect, it } from 'vitest';
import { labelFields } from './label-fields.ts';

afterEach(() => document.body.replaceChildren());

describe('labelling a host form’s fields', () => {
  it('ties a field to the label printed beside it, apart in each form, and leaves fields that have a name', () => {
    document.body.innerHTML = ['rehub_login_form_modal', 'rehub_registration_form_modal']
      .map((id) => `<form id="${id}">
        <div class="re-form-group"><label>Gebruikersnaam</label><input class="re-form-input" name="rehub_user_login" type="text"></div>
        <div class="re-form-group"><label for="${id}-pass">Wachtwoord</label><input id="${id}-pass" name="rehub_user_pass" type="password"></div>
        <div class="re-form-group"><label>Onthoud mij</label><input name="remember" type="checkbox" aria-label="Ingelogd blijven"></div>
        <input type="hidden" name="action" value="x"><label>Verborgen</label>
      </form>`)
      .join('');
    for (const form of document.querySelectorAll('form')) labelFields(form);
    const nameOf = (field: HTMLInputElement) => [...(field.labels ?? [])].map((label) => label.textContent).join(' ') || field.getAttribute('aria-label');
    const fields = [...document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])')];
    expect(fields.map(nameOf)).toEqual(['Gebruikersnaam', 'Wachtwoord', 'Ingelogd blijven', 'Gebruikersnaam', 'Wachtwoord', 'Ingelogd blijven']);
    expect(fields.filter((field) => field.name === 'rehub_user_login').map((field) => field.id)).toEqual(['rehub_login_form_modal-rehub_user_login', 'rehub_registration_form_modal-rehub_user_login']);
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"]')!.id).toBe('');
  });

  it('leaves a field named by another element, and a field with no label beside it in the form', () => {
    document.body.innerHTML = `<div class="popup"><label>Buiten het formulier</label><form id="f">
        <div class="re-form-group"><span id="naam">Naam</span><label>Niet deze</label><input name="naam" aria-labelledby="naam"></div>
        <div class="re-form-group"><input name="zonder"></div>
      </form></div>`;
    labelFields(document.querySelector('form')!);
    const [named, alone] = document.querySelectorAll('input');
    expect([named!.id, named!.labels?.length]).toEqual(['', 0]);
    expect([alone!.id, alone!.labels?.length]).toEqual(['', 0]);
    expect([...document.querySelectorAll('label')].map((label) => label.htmlFor)).toEqual(['', '']);
  });
});
