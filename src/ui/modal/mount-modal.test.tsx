import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openModal, resetModal } from '../../stores/modal.ts';
import { ensureModalRoot, unmountModalRoot } from './mount-modal.ts';

describe('ensureModalRoot', () => {
  afterEach(() => {
    act(() => unmountModalRoot());
    resetModal();
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });

  it('creates one modal container however often it is called', () => {
    act(() => {
      ensureModalRoot();
      ensureModalRoot();
    });
    expect(document.querySelectorAll('.si-modal-root')).toHaveLength(1);
  });

  it('shows the modal in the container it appended to the page', async () => {
    act(() => ensureModalRoot());
    act(() => openModal({ title: 'Maattabel', content: { kind: 'text', text: 'S, M, L' } }));
    expect((await screen.findByRole('dialog', { name: 'Maattabel' })).closest('.si-modal-root')?.parentElement).toBe(
      document.body,
    );
  });
});
