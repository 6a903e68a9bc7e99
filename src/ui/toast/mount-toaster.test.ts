import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, showToast } from '../../stores/toasts.ts';
import { ensureToaster, unmountToaster } from './mount-toaster.ts';

describe('ensureToaster', () => {
  afterEach(() => {
    unmountToaster();
    resetToasts();
  });

  it('creates one toast container however often it is called, which the mount observer skips', () => {
    ensureToaster();
    showToast('Eerste');
    const shown = document.querySelector('.si-toast');
    ensureToaster();
    expect(document.querySelectorAll('.si-toaster')).toHaveLength(1);
    // The same stack, not one drawn again: a screen reader does not hear the toast twice.
    expect(document.querySelector('.si-toast')).toBe(shown);
    expect(document.querySelector('.si-toaster')!.hasAttribute('data-island-rendered')).toBe(true);
  });

  it('shows toasts in the container it appended to the page, with the toasts’ styles', () => {
    document.body.innerHTML = '<main>Winkel</main>';
    ensureToaster();
    showToast('Toegevoegd aan je verlanglijst', 'success');
    expect(getByRole(document.body, 'status').closest('.si-toaster')).toBe(document.body.lastElementChild);
    expect(document.head.querySelector('style[data-shop-islands="toasts"]')).not.toBeNull();
  });

  it('mounts again after its container left the page, the old one following the store no more', () => {
    ensureToaster();
    const old = document.querySelector('.si-toaster')!;
    document.body.innerHTML = '';
    ensureToaster();
    showToast('Opnieuw');
    expect(document.querySelectorAll('.si-toaster')).toHaveLength(1);
    expect(old.textContent).toBe('');
  });

  it('takes its container away and follows the store no more once unmounted', () => {
    ensureToaster();
    const container = document.querySelector('.si-toaster')!;
    unmountToaster();
    showToast('Weg');
    expect(container.isConnected).toBe(false);
    expect(container.textContent).toBe('');
  });
});
