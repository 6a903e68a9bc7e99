import { getAllByRole, getByRole, getByText, queryByText } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, showToast } from '../../stores/toasts.ts';
import { renderToaster } from './toaster.ts';

let stop: (() => void) | undefined;

/** The toaster on the page, as ensureToaster() puts it there. */
function setup(): HTMLElement {
  const toaster = renderToaster();
  stop = toaster.stop;
  return document.body.appendChild(toaster.container);
}

const wait = (ms: number) => vi.advanceTimersByTime(ms);

describe('the toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
    resetToasts();
  });

  it('shows the message as text, never as HTML', () => {
    const toaster = setup();
    showToast('<img src=x onerror=alert(1)>');
    expect(getByText(toaster, '<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('disappears after 4000 ms and not before', () => {
    const toaster = setup();
    showToast('Toegevoegd aan je winkelwagen', 'success');
    wait(3999);
    expect(getByText(toaster, 'Toegevoegd aan je winkelwagen')).toBeTruthy();
    wait(1);
    expect(queryByText(toaster, 'Toegevoegd aan je winkelwagen')).toBeNull();
  });

  it('counts its 4000 ms from when it is on the screen, however late the toaster came', () => {
    showToast('Eindelijk');
    wait(10_000);
    const toaster = setup();
    wait(3999);
    expect(getByText(toaster, 'Eindelijk')).toBeTruthy();
    wait(1);
    expect(queryByText(toaster, 'Eindelijk')).toBeNull();
  });

  it('removes the toast at once when the close button is pressed, and cancels its timer', () => {
    const toaster = setup();
    showToast('Product verwijderd');
    getByRole(toaster, 'button', { name: 'Melding sluiten' }).click();
    expect(queryByText(toaster, 'Product verwijderd')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has a close button that submits no form, its × hidden from screen readers', () => {
    const toaster = setup();
    showToast('Opgeslagen');
    const close = getByRole(toaster, 'button', { name: 'Melding sluiten' });
    expect(close.getAttribute('type')).toBe('button');
    // toast.css styles it by this class.
    expect(close.className).toBe('si-toast__close');
    expect(close.innerHTML).toBe('<span aria-hidden="true">×</span>');
  });

  it('stacks several toasts in the order they were shown, and keeps the others when one goes', () => {
    const toaster = setup();
    showToast('Eerste');
    const second = showToast('Tweede');
    showToast('Derde');
    expect(getAllByRole(toaster, 'status').map((toast) => toast.textContent)).toEqual(['Eerste', 'Tweede', 'Derde']);
    const third = getByText(toaster, 'Derde');
    getAllByRole(toaster, 'button')[second - 1]!.click();
    showToast('Vierde');
    expect(getAllByRole(toaster, 'status').map((toast) => toast.textContent)).toEqual(['Eerste', 'Derde', 'Vierde']);
    // The same box, not one drawn again: a screen reader does not hear it twice.
    expect(getByText(toaster, 'Derde')).toBe(third);
  });

  it('lets each toast run out on its own clock', () => {
    const toaster = setup();
    showToast('Eerste');
    wait(2000);
    showToast('Tweede');
    wait(2000);
    expect(queryByText(toaster, 'Eerste')).toBeNull();
    expect(getByText(toaster, 'Tweede')).toBeTruthy();
  });

  it('announces a danger toast as an alert and a success toast as a status', () => {
    const toaster = setup();
    showToast('Er ging iets mis', 'danger');
    showToast('Opgeslagen', 'success');
    expect(getByRole(toaster, 'alert').textContent).toBe('Er ging iets mis');
    expect(getByRole(toaster, 'status').textContent).toBe('Opgeslagen');
  });

  it('colours each toast by its kind', () => {
    const toaster = setup();
    showToast('Info');
    showToast('Gelukt', 'success');
    showToast('Mis', 'danger');
    expect([...toaster.querySelectorAll('.si-toaster__stack > .si-toast')].map((box) => box.className)).toEqual([
      'si-toast si-toast--info',
      'si-toast si-toast--success',
      'si-toast si-toast--danger',
    ]);
  });

  it('keeps a toast while the pointer rests on it and counts on after the pointer leaves', () => {
    const toaster = setup();
    showToast('Lees mij rustig');
    wait(1000);
    const box = getByText(toaster, 'Lees mij rustig').closest('.si-toast')!;
    box.dispatchEvent(new MouseEvent('mouseenter'));
    wait(10_000);
    expect(getByText(toaster, 'Lees mij rustig')).toBeTruthy();
    box.dispatchEvent(new MouseEvent('mouseleave'));
    wait(2999);
    expect(getByText(toaster, 'Lees mij rustig')).toBeTruthy();
    wait(1);
    expect(queryByText(toaster, 'Lees mij rustig')).toBeNull();
  });

  it('keeps a toast while its close button has keyboard focus, and counts on once focus leaves the toast', () => {
    const toaster = setup();
    showToast('Met het toetsenbord');
    const close = getByRole(toaster, 'button', { name: 'Melding sluiten' });
    close.focus();
    wait(10_000);
    expect(getByText(toaster, 'Met het toetsenbord')).toBeTruthy();
    close.blur();
    wait(3999);
    expect(getByText(toaster, 'Met het toetsenbord')).toBeTruthy();
    wait(1);
    expect(queryByText(toaster, 'Met het toetsenbord')).toBeNull();
  });

  it('keeps counting paused while focus moves within the toast', () => {
    const toaster = setup();
    showToast('Binnen de melding');
    const box = getByText(toaster, 'Binnen de melding').closest('.si-toast')!;
    const close = getByRole(toaster, 'button', { name: 'Melding sluiten' });
    close.focus();
    close.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: box.querySelector('p') }));
    wait(10_000);
    expect(getByText(toaster, 'Binnen de melding')).toBeTruthy();
  });

  it('follows the store no more once stopped', () => {
    const toaster = setup();
    stop?.();
    showToast('Te laat');
    expect(queryByText(toaster, 'Te laat')).toBeNull();
  });
});
