/**
 * A close button (the modal's, a toast's): named `label` for screen readers, showing a × they skip,
 * and submitting no form it may sit in.
 */
export function closeButton(className: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  const cross = button.appendChild(document.createElement('span'));
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  return button;
}
