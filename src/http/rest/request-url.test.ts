import { describe, expect, it } from 'vitest';
import { restRequestUrl } from './request-url.ts';

const page = 'http://127.0.0.1:8080/winkel/';

describe('where a REST request may go', () => {
  it('joins a path to the root, and to a ?rest_route= root with & for its own query, asking for the user’s locale', () => {
    expect(restRequestUrl({ path: '/wp/v2/users/me?context=edit' }, 'http://127.0.0.1:8080/wp-json/', page)?.href).toBe('http://127.0.0.1:8080/wp-json/wp/v2/users/me?context=edit&_locale=user');
    expect(restRequestUrl({ path: 'wp/v2/users/me?context=edit' }, 'http://127.0.0.1:8080/?rest_route=/', page)?.href).toBe('http://127.0.0.1:8080/?rest_route=%2Fwp%2Fv2%2Fusers%2Fme&context=edit&_locale=user');
    expect(restRequestUrl({ url: 'https://shop.example/wp-json/wp/v2/posts?_locale=nl_NL' }, 'https://shop.example/wp-json/', page)?.searchParams.get('_locale')).toBe('nl_NL');
  });

  it('goes nowhere off the root’s site, nor to a URL that is no web address, even where both have no origin', () => {
    expect(restRequestUrl({ url: 'https://evil.example/wp-json/' }, 'http://127.0.0.1:8080/wp-json/', page)).toBeNull();
    expect(restRequestUrl({ url: 'javascript:alert(1)' }, 'data:text/plain,wp-json/', page)).toBeNull();
    expect(restRequestUrl({ url: 'http://[' }, 'http://127.0.0.1:8080/wp-json/', page)).toBeNull();
  });
});
