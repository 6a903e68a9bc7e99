import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, showToast } from '../../stores/toasts.ts';
import { Toaster } from './toaster.tsx';

// fireEvent rather than user-event here: Testing Library's async wrapper waits on a setTimeout(0)
// that vitest's fake clock never fires, and these tests need the fake clock for the 4000 ms.
function setup() {
  render(<Toaster />);
}

function show(message: string, kind?: 'success' | 'danger' | 'info') {
  let id = 0;
  act(() => {
    id = showToast(message, kind);
  });
  return id;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    resetToasts();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the message as text, never as HTML', () => {
    setup();
    show('<img src=x onerror=alert(1)>');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('disappears after 4000 ms and not before', () => {
    setup();
    show('Toegevoegd aan je winkelwagen', 'success');
    wait(3999);
    expect(screen.getByText('Toegevoegd aan je winkelwagen')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Toegevoegd aan je winkelwagen')).toBeNull();
  });

  it('counts its 4000 ms from when it is on the screen, however late the toaster came', () => {
    show('Eindelijk');
    wait(10_000);
    setup();
    wait(3999);
    expect(screen.getByText('Eindelijk')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Eindelijk')).toBeNull();
  });

  it('removes the toast at once when the close button is pressed, and cancels its timer', () => {
    setup();
    show('Product verwijderd');
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Product verwijderd')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stacks several toasts in the order they were shown', () => {
    setup();
    show('Eerste');
    show('Tweede');
    show('Derde');
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Eerste', 'Tweede', 'Derde']);
  });

  it('lets each toast run out on its own clock', () => {
    setup();
    show('Eerste');
    wait(2000);
    show('Tweede');
    wait(2000);
    expect(screen.queryByText('Eerste')).toBeNull();
    expect(screen.getByText('Tweede')).toBeTruthy();
  });

  it('announces a danger toast as an alert and a success toast as a status', () => {
    setup();
    show('Er ging iets mis', 'danger');
    show('Opgeslagen', 'success');
    expect(screen.getByRole('alert').textContent).toBe('Er ging iets mis');
    expect(screen.getByRole('status').textContent).toBe('Opgeslagen');
  });

  it('colours each toast by its kind', () => {
    setup();
    show('Info');
    show('Gelukt', 'success');
    expect(screen.getByText('Info').closest('.si-toast')?.classList.contains('si-toast--info')).toBe(true);
    expect(screen.getByText('Gelukt').closest('.si-toast')?.classList.contains('si-toast--success')).toBe(true);
  });

  it('keeps a toast while the pointer rests on it and counts on after the pointer leaves', () => {
    setup();
    show('Lees mij rustig');
    wait(1000);
    fireEvent.mouseEnter(screen.getByText('Lees mij rustig'));
    wait(10_000);
    expect(screen.getByText('Lees mij rustig')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByText('Lees mij rustig'));
    wait(2999);
    expect(screen.getByText('Lees mij rustig')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Lees mij rustig')).toBeNull();
  });

  it('keeps a toast while its close button has keyboard focus', () => {
    setup();
    show('Met het toetsenbord');
    act(() => screen.getByRole('button', { name: 'Melding sluiten' }).focus());
    wait(10_000);
    expect(screen.getByText('Met het toetsenbord')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Melding sluiten' }).blur());
    wait(4000);
    expect(screen.queryByText('Met het toetsenbord')).toBeNull();
  });
});
