import { describe, expect, it } from 'vitest';
import { listeningOrigin, siteOrigin } from './site-origin.ts';

describe('siteOrigin', () => {
  it('keeps an http(s) origin, with or without its closing slash', () => {
    expect(siteOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(siteOrigin('https://winkel.example/')).toBe('https://winkel.example');
  });

  it.each(['winkel.example', 'ftp://winkel.example', 'http://winkel.example/shop/', 'http://winkel.example/?x=1', 'http://winkel.example/#top', 'http://gast:geheim@winkel.example'])(
    'refuses %s, which could not be put before a request path',
    (address) => {
      expect(() => siteOrigin(address)).toThrow(address);
    },
  );
});

describe('listeningOrigin', () => {
  it('is where the server listens, an IPv6 address in brackets', () => {
    expect(listeningOrigin('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(listeningOrigin('::1', 9000)).toBe('http://[::1]:9000');
  });

  it('reaches a wildcard address as 127.0.0.1', () => {
    expect(listeningOrigin('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(listeningOrigin('::', 8080)).toBe('http://127.0.0.1:8080');
  });
});
