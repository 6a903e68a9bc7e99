import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, showToast } from '../../stores/toasts.ts';
import { ensureToaster, unmountToaster } from './mount-toaster.ts';

describe('ensureToaster', () => {
  afterEach(() => {
    act(() => unmountToaster());
    resetToasts();
    document.body.innerHTML = '';
  });

  it('creates one toast container however often it is called', () => {
    act(() => {
      ensureToaster();
      ensureToaster();
    });
    expect(document.querySelectorAll('.si-toaster')).toHaveLength(1);
  });

  it('shows toasts in the container it appended to the page', () => {
    act(() => ensureToaster());
    act(() => {
      showToast('Toegevoegd aan je verlanglijst', 'success');
    });
    expect(screen.getByRole('status').closest('.si-toaster')?.parentElement).toBe(document.body);
  });

  it('mounts again after its container left the page', () => {
    act(() => ensureToaster());
    document.body.innerHTML = '';
    act(() => ensureToaster());
    expect(document.querySelectorAll('.si-toaster')).toHaveLength(1);
  });
});
