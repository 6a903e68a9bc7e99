import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mswServer } from '../../../tests/msw/server.ts';
import { printGlobals } from '../../../tests/unit/host-globals.ts';
import { currentNonce, forgetRefreshedNonce, refreshNonce } from './nonce.ts';

afterEach(() => forgetRefreshedNonce());

const REST_NONCE_URL = `${location.origin}/wp-admin/admin-ajax.php`;

describe('the REST nonce', () => {
  it('is the page’s own until a fresh one came, and the fresh one after', async () => {
    printGlobals({ wpApiSettings: { root: `${location.origin}/wp-json/`, nonce: 'a1b2c3d4e5', versionString: 'wp/v2/' } });
    mswServer.use(http.get(REST_NONCE_URL, () => new HttpResponse('f6e5d4c3b2')));
    expect(currentNonce()).toBe('a1b2c3d4e5');
    expect(await refreshNonce()).toBe('f6e5d4c3b2');
    expect(currentNonce()).toBe('f6e5d4c3b2');
  });

  it('stays the page’s own when WordPress gives none', async () => {
    printGlobals({ wpApiSettings: { root: `${location.origin}/wp-json/`, nonce: 'a1b2c3d4e5', versionString: 'wp/v2/' } });
    mswServer.use(http.get(REST_NONCE_URL, () => new HttpResponse('0', { status: 400 })));
    expect(await refreshNonce()).toBeNull();
    expect(currentNonce()).toBe('a1b2c3d4e5');
  });
});
