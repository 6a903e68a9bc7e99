import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { navigate, openWindow, reloadPage, safeUrl, type UrlSource } from './navigate.ts';

describe('safe navigation', () => {
  it.each([
    ['a page URL on this site', '/cart/', 'page', 'http://127.0.0.1:8080/cart/'],
    ['a page URL elsewhere (an affiliate link)', 'https://www.amazon.de/dp/B0TEST1234/?tag=x', 'page', 'https://www.amazon.de/dp/B0TEST1234/?tag=x'],
    ['an answer URL on this site', 'http://127.0.0.1:8080/product/oxford-overhemd/', 'answer', 'http://127.0.0.1:8080/product/oxford-overhemd/'],
  ] as const)('follows %s', (_, destination, source, expected) => {
    expect(safeUrl(destination, source)?.href).toBe(expected);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)', 'page'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>', 'page'],
    ['an answer URL on another site', 'https://phishing.example/login', 'answer'],
    ["an answer URL to another site with this site's address as its user info", 'http://127.0.0.1:8080@phishing.example/', 'answer'],
    ['a protocol-relative answer URL to another site', '//phishing.example/', 'answer'],
    ['a missing destination', undefined, 'page'],
    ['false (WooCommerce: unknown product)', false, 'answer'],
    ['an empty string', '  ', 'page'],
    ['an unparsable URL', 'http://[::1', 'page'],
    // Fail-safe: a source the type does not know (a JavaScript caller's typo) is held to this site.
    ['a URL on another site from an unknown source', 'https://www.amazon.de/dp/B0TEST1234/', 'pagina' as UrlSource],
  ] as const)('refuses %s', (_, destination, source) => {
    expect(safeUrl(destination, source)).toBeNull();
  });

  it.each([
    ["this site's name as user info", 'https://winkel.example@phishing.example/'],
    ["a host that begins with this site's name", 'https://winkel.example.phishing.example/'],
  ])('refuses an answer URL to another site with %s', (_, destination) => {
    // A site by name, not by address and port: only then can another host begin with its name.
    vi.stubGlobal('location', new URL('https://winkel.example/winkelwagen/'));
    onTestFinished(() => void vi.unstubAllGlobals());
    expect(safeUrl('/afrekenen/', 'answer')?.href).toBe('https://winkel.example/afrekenen/');
    expect(safeUrl(destination, 'answer')).toBeNull();
  });

  it('assigns the location only for a safe URL', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(navigate('javascript:alert(1)', 'page')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(navigate('/cart/', 'page')).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8080/cart/');
  });
});

describe('loading this page again', () => {
  it('reloads the location', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    reloadPage();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('opening a window', () => {
  it('opens a safe URL and says whether a window opened', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => window);
    onTestFinished(() => open.mockRestore());
    expect(openWindow('/coupon/?c=1', 'page')).toBe(true);
    expect(open).toHaveBeenLastCalledWith('http://127.0.0.1:8080/coupon/?c=1', '_blank');
    open.mockImplementation(() => null);
    expect(openWindow('https://www.facebook.com/sharer.php', 'page', 'facebook', 'noopener,width=600')).toBe(false);
    expect(open).toHaveBeenLastCalledWith('https://www.facebook.com/sharer.php', 'facebook', 'noopener,width=600');
  });

  it('opens nothing for a URL navigate() would refuse', () => {
    const open = vi.spyOn(window, 'open');
    onTestFinished(() => open.mockRestore());
    expect(openWindow('javascript:alert(1)', 'page')).toBe(false);
    expect(openWindow('https://phishing.example/', 'answer')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
