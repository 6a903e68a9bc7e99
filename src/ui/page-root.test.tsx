import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageRoot } from './page-root.ts';

/** A page-wide component that counts its mounts and unmounts. */
function counted() {
  const mounts = vi.fn();
  const unmounts = vi.fn();
  function Stack() {
    return <p ref={(node) => (node ? mounts() : unmounts())}>Meldingen</p>;
  }
  return { Stack, mounts, unmounts };
}

describe('a page-wide React root', () => {
  it('mounts its component once, in one container at the end of <body> that the mount observer skips', () => {
    const { Stack, mounts } = counted();
    const root = pageRoot('si-toasts', Stack);
    document.body.innerHTML = '<main>Winkel</main>';
    let first: HTMLElement | undefined;
    act(() => {
      first = root.ensure();
    });
    act(() => {
      expect(root.ensure()).toBe(first);
    });
    expect(document.body.lastElementChild).toBe(first);
    expect(document.querySelectorAll('.si-toasts')).toHaveLength(1);
    expect(first!.getAttribute('data-island-rendered')).toBe('');
    expect(first!.textContent).toBe('Meldingen');
    expect(mounts).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('mounts anew when its container left the page, the old React root unmounted', () => {
    const { Stack, mounts, unmounts } = counted();
    const root = pageRoot('si-toasts', Stack);
    let first: HTMLElement | undefined;
    act(() => {
      first = root.ensure();
    });
    document.body.innerHTML = '';
    let second: HTMLElement | undefined;
    act(() => {
      second = root.ensure();
    });
    expect(second).not.toBe(first);
    expect(second!.isConnected).toBe(true);
    expect(second!.textContent).toBe('Meldingen');
    expect([mounts.mock.calls.length, unmounts.mock.calls.length]).toEqual([2, 1]);
    act(() => root.unmount());
  });

  it('takes its container and React root away on unmount, and a later use mounts again', () => {
    const { Stack, unmounts } = counted();
    const root = pageRoot('si-toasts', Stack);
    let first: HTMLElement | undefined;
    act(() => {
      first = root.ensure();
    });
    act(() => root.unmount());
    expect(first!.isConnected).toBe(false);
    expect(unmounts).toHaveBeenCalledTimes(1);
    act(() => {
      expect(root.ensure().isConnected).toBe(true);
    });
    expect(document.querySelectorAll('.si-toasts')).toHaveLength(1);
    act(() => root.unmount());
  });
});
