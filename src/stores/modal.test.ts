import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, modal, openModal, resetModal } from './modal.ts';

describe('modal store', () => {
  afterEach(() => resetModal());

  it('opens 500 px wide by default', () => {
    openModal({ title: 'Let op', content: { kind: 'text', text: 'Tekst' } });
    expect(modal.value?.maxWidth).toBe(500);
  });

  it('runs onClose of a modal that another modal replaces', () => {
    const first = vi.fn();
    const second = vi.fn();
    openModal({ title: 'Eerste', content: { kind: 'text', text: '1' }, onClose: first });
    openModal({ title: 'Tweede', content: { kind: 'text', text: '2' }, onClose: second });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(modal.value?.title).toBe('Tweede');
  });

  it('replaces a modal opened without onClose, keeping the element the first one was opened from', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    openModal({ title: 'Eerste', content: { kind: 'text', text: '1' } });
    document.body.appendChild(document.createElement('input')).focus();
    expect(() => openModal({ title: 'Tweede', content: { kind: 'text', text: '2' }, maxWidth: 650 })).not.toThrow();
    expect([modal.value?.title, modal.value?.maxWidth, modal.value?.opener]).toEqual(['Tweede', 650, opener]);
  });

  it('does nothing when closing a closed modal', () => {
    const onClose = vi.fn();
    openModal({ title: 'Let op', content: { kind: 'text', text: 'Tekst' }, onClose });
    closeModal();
    closeModal();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(modal.value).toBeNull();
  });
});
