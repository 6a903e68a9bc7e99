import { vi } from 'vitest';

/**
 * Makes `window.sessionStorage` refuse to store the keys `refuses` picks, as a browser whose quota is
 * full does, until the test ends. It swaps the getter on `window` rather than spying on the storage's
 * own `setItem`: happy-dom's storage object keeps a property set on it as a stored item, so such a spy
 * stays behind for the next test file that shares the page.
 */
export function fillSessionStorageQuota(refuses: (key: string) => boolean = () => true): void {
  const storage = window.sessionStorage;
  const full: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (refuses(key)) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
  vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full as Storage);
}
