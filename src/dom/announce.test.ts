import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from './announce.ts';

afterEach(() => document.body.replaceChildren());

const region = () => document.querySelectorAll<HTMLElement>('.si-announcer');

describe('a message for screen readers', () => {
  it('is spoken by one polite live region that exists before its text changes', () => {
    vi.useFakeTimers();
    announce('Linnen shirt is toegevoegd aan je winkelwagen.');
    const [live] = region();
    expect([live?.getAttribute('aria-live'), live?.getAttribute('role'), live?.className, live?.parentElement]).toEqual(['polite', 'status', 'screen-reader-text si-announcer', document.body]);
    expect(live?.textContent).toBe('');
    vi.advanceTimersByTime(49);
    expect(live?.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(live?.textContent).toBe('Linnen shirt is toegevoegd aan je winkelwagen.');
  });

  it('clears the region first, so the same message again is spoken again, in the same region', () => {
    vi.useFakeTimers();
    announce('Gekopieerd!');
    vi.advanceTimersByTime(50);
    announce('Gekopieerd!');
    expect(region()).toHaveLength(1);
    expect(region()[0]?.textContent).toBe('');
    vi.advanceTimersByTime(50);
    expect(region()[0]?.textContent).toBe('Gekopieerd!');
  });

  it('makes a new region when the page threw the old one away', () => {
    vi.useFakeTimers();
    announce('Eerste');
    const first = region()[0];
    document.body.replaceChildren();
    announce('Tweede');
    vi.advanceTimersByTime(50);
    expect(region()).toHaveLength(1);
    expect(region()[0]).not.toBe(first);
    expect(region()[0]?.textContent).toBe('Tweede');
  });
});
