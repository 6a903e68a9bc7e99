import { nlBoot } from '../i18n/nl-boot.ts';
import { readTexts } from '../i18n/read-texts.ts';

/**
 * Tells the shopper, in a control's place, that the code it needs did not arrive: a status right after
 * the control, which a screen reader reads out (its text is set once it is in the page, as a live region
 * is read when its text changes, not when it appears). It stays until forgetCodeFailed(), when the code
 * is there or the island goes; told again, it is read out again. In the boot entry: it must work when no
 * other file of the bundle could be fetched, so its text is nl-boot.ts's.
 */

const told = new WeakMap<Element, HTMLElement>();

export function tellCodeFailed(control: Element): void {
  forgetCodeFailed(control);
  const status = document.createElement('span');
  status.className = 'si-code-failed';
  status.setAttribute('role', 'status');
  control.after(status);
  told.set(control, status);
  setTimeout(() => (status.textContent = readTexts(nlBoot).codeFailed), 50);
}

export function forgetCodeFailed(control: Element): void {
  told.get(control)?.remove();
  told.delete(control);
}
