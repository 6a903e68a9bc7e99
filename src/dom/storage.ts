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

function area(name: StorageArea): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function safeStorage(name: StorageArea): SafeStorage {
  return {
    get(key) {
      try {
        return area(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const storage = area(name);
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area(name)?.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
