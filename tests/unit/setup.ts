import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { mswServer } from '../msw/server.ts';
import { resetStores } from './reset-stores.ts';
import { unmountToaster } from '../../src/ui/toast/mount-toaster.ts';
import { WAIT_MS } from './time-outs.ts';

/** Every unit test starts with an empty page, no cookies, no storage, fresh stores and real timers. */

// happy-dom has no requestIdleCallback: in tests the browser is idle at once.
window.requestIdleCallback ??= (callback) => setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number;
window.cancelIdleCallback ??= (handle) => clearTimeout(handle);

// A toast's first showing loads the toaster's chunk, a React island's its code and React: on a busy
// machine that takes far more than Testing Library's default second. A wait only lasts that long when the thing waited for never comes.
configure({ asyncUtilTimeout: WAIT_MS });

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  // The toaster follows the toasts store: one left from this test would start the next test's clocks.
  unmountToaster();
  mswServer.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.body.className = '';
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});

// Before each test rather than after: work a test left running (an answer still on its way) may touch a
// store after that test's own clean-up.
beforeEach(() => resetStores());

afterAll(() => mswServer.close());
