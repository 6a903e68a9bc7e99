import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { watchNextClick } from '../../tests/unit/next-click.ts';
import { shareWindow } from './share-window.ts';

async function openProduct(): Promise<void> {
  const page = await openDemoPage('/product/linnen-shirt/');
  await page.mount(['share-popup'], { now: true });
}

const link = (label: string) => screen.getByRole('link', { name: `Delen op ${label} (opent een nieuw venster)` });

async function click(element: HTMLElement): Promise<MouseEvent> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => {
    element.dispatchEvent(event);
  });
  return event;
}

afterEach(() => vi.restoreAllMocks());

/** The device for this test: its main pointer (`(pointer: coarse)` is a finger) and the browser's share sheet, if it has one. */
function useDevice(pointer: string, shareSheet?: Navigator['share']): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === pointer, media: query }) as MediaQueryList);
  if (!shareSheet) return;
  Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'share'));
}

describe('share window sizes', () => {
  it.each([
    ['facebook', 600, 300],
    ['twitter', 600, 250],
    ['pinterest', 750, 320],
    ['', 600, 300],
  ])('%s: %i×%i, centred on the screen', (service, width, height) => {
    expect(shareWindow(service, { width: 1920, height: 1080 })).toEqual({ width, height, left: (1920 - width) / 2, top: (1080 - height) / 2 });
  });

  it('stays on the screen when the screen is smaller than the window', () => {
    expect(shareWindow('pinterest', { width: 700, height: 300 })).toMatchObject({ left: 0, top: 0 });
  });
});

describe('the share links', () => {
  it("open the service's share page in a small noopener window, not this one", async () => {
    await openProduct();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const event = await click(link('X'));
    expect(event.defaultPrevented).toBe(true);
    const [url, name, features] = open.mock.calls[0]!;
    expect(new URL(String(url)).origin).toBe('https://twitter.com');
    expect(name).toBe('twitter');
    expect(features).toMatch(/^noopener,top=\d+,left=\d+,width=600,height=250$/);
  });

  it('open nothing for a share address that is not http(s)', async () => {
    await openProduct();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    link('Facebook').dataset.href = 'javascript:alert(1)';
    const event = await click(link('Facebook'));
    expect(event.defaultPrevented).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it("use a phone's share sheet with this page's address, and nothing more when the shopper closes it", async () => {
    await openProduct();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const shareSheet = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    useDevice('(pointer: coarse)', shareSheet);
    await click(link('Pinterest'));
    expect(shareSheet).toHaveBeenCalledWith({ title: document.title, url: location.href });
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['a share sheet the phone refused', () => Promise.reject(new DOMException('no', 'NotAllowedError')), '(pointer: coarse)'],
    ['a share sheet that failed otherwise', () => Promise.reject(new TypeError('kapot')), '(pointer: coarse)'],
    ['a share sheet on a computer with a mouse', () => Promise.resolve(), '(pointer: fine)'],
  ])("open the service's window after %s", async (_, sheet, pointer) => {
    await openProduct();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const shareSheet = vi.fn(sheet);
    useDevice(pointer, shareSheet);
    await click(link('Pinterest'));
    expect([shareSheet.mock.calls.length, open.mock.calls[0]?.[1]]).toEqual([pointer === '(pointer: coarse)' ? 1 : 0, 'pinterest']);
  });

  it("open the service's window on a phone without a share sheet", async () => {
    await openProduct();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    useDevice('(pointer: coarse)');
    await click(link('Pinterest'));
    expect(open.mock.calls[0]?.[1]).toBe('pinterest');
  });

  it('leave a modified click to the browser (a new tab)', async () => {
    await openProduct();
    const click = watchNextClick();
    link('Facebook').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(click.leftToTheBrowser).toBe(true);
  });
});
