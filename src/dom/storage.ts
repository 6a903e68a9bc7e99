/**
 * Web storage that never throws. Private modes, disabled cookies, sandboxed frames and a full quota
 * all make `localStorage` throw, sometimes on mere access; callers get null / false instead.
 */

export type StorageArea = 'local' | 'session';

export interface SafeStorage {
  get(key: string): string | null;
  /** False when the value could not be stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** The browser's storage; reading it may throw, and a browser with storage switched off may give null. */
function area(name: StorageArea): Storage {
  return name === 'local' ? window.localStorage : window.sessionStorage;
}

/** Each call reads the storage anew and catches whatever that or the call throws (a null storage too). */
export function safeStorage(name: StorageArea): SafeStorage {
  return {
    get(key) {
      try {
        return area(name).getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area(name).setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area(name).removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
