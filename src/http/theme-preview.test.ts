import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../../tests/msw/server.ts';
import { land } from '../../tests/unit/host-globals.ts';
import { defineCall } from '../contracts/call.ts';
import { GET_REFRESHED_FRAGMENTS } from '../contracts/wc-ajax.ts';
import { ajax } from './ajax.ts';
import { requestText } from './request.ts';
import { withThemePreview } from './theme-preview.ts';

const SHOP = 'https://winkel.example';

describe('withThemePreview (docs/CONTRACTS.md, “Transport”: WordPress’s own rule)', () => {
  it('carries the page’s preview into a request to the site', () => {
    expect(withThemePreview('/wp-admin/admin-ajax.php?action=x', `${SHOP}/shop/?wp_theme_preview=rehub-child`)).toBe(
      `${SHOP}/wp-admin/admin-ajax.php?action=x&wp_theme_preview=rehub-child`,
    );
  });

  it('keeps a preview the request names itself, and takes off an empty one', () => {
    const page = `${SHOP}/?wp_theme_preview=rehub-child`;
    expect(withThemePreview(`${SHOP}/?wc-ajax=x&wp_theme_preview=anders`, page)).toBe(`${SHOP}/?wc-ajax=x&wp_theme_preview=anders`);
    expect(withThemePreview(`${SHOP}/?wc-ajax=x&wp_theme_preview=`, page)).toBe(`${SHOP}/?wc-ajax=x`);
  });

  it('takes the preview off every request when the page empties it', () => {
    expect(withThemePreview(`${SHOP}/?wc-ajax=x&wp_theme_preview=rehub-child`, `${SHOP}/?wp_theme_preview=`)).toBe(`${SHOP}/?wc-ajax=x`);
    // A request without a preview goes as it was written: no empty preview added, the address not made absolute.
    expect(withThemePreview('/?wc-ajax=x', `${SHOP}/?wp_theme_preview=`)).toBe('/?wc-ajax=x');
  });

  it('leaves requests alone while the page previews nothing, and never tells another site', () => {
    expect(withThemePreview('/?wc-ajax=x', `${SHOP}/shop/`)).toBe('/?wc-ajax=x');
    expect(withThemePreview('https://elders.example/api', `${SHOP}/?wp_theme_preview=rehub-child`)).toBe('https://elders.example/api');
  });
});

describe('every transport carries it', () => {
  function previewSeen(method: 'get' | 'post', url: string) {
    const seen: (string | null)[] = [];
    mswServer.use(
      http[method](url, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('wp_theme_preview'));
        return HttpResponse.text('{}');
      }),
    );
    return seen;
  }

  it('admin-ajax GET and POST, wc-ajax and page requests', async () => {
    land('/product/linnen-shirt/?wp_theme_preview=rehub-child');
    const adminAjax = previewSeen('post', `${location.origin}/wp-admin/admin-ajax.php`);
    const adminAjaxGet = previewSeen('get', `${location.origin}/wp-admin/admin-ajax.php`);
    const wcAjax = previewSeen('post', `${location.origin}/`);
    const page = previewSeen('get', `${location.origin}/verzending-en-retour/`);
    const read = (body: string) => body;
    await ajax(defineCall<object, string>({ route: { via: 'admin-ajax', action: 'a' }, method: 'POST', wire: 'text', read }), {});
    await ajax(defineCall<object, string>({ route: { via: 'admin-ajax', action: 'b' }, method: 'GET', wire: 'text', read }), {});
    await ajax(GET_REFRESHED_FRAGMENTS, { time: 1 });
    await requestText(`${location.origin}/verzending-en-retour/`);
    expect([adminAjax, adminAjaxGet, wcAjax, page]).toEqual([['rehub-child'], ['rehub-child'], ['rehub-child'], ['rehub-child']]);
  });
});
