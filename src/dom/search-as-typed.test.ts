import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchAsTyped } from './search-as-typed.ts';

afterEach(() => document.body.replaceChildren());

/** A search field whose server answers each query when the test says so. */
function field() {
  document.body.innerHTML = '<input id="q"><ul id="results"></ul>';
  const input = document.getElementById('q') as HTMLInputElement;
  const results = document.getElementById('results')!;
  const asked: Array<{ query: string; signal: AbortSignal; answer: (value: string) => void }> = [];
  const shown: Array<[string, string]> = [];
  const clear = vi.fn();
  const search = searchAsTyped(input, {
    delayMs: 300,
    busy: results,
    ask: (query, signal) => new Promise<string>((answer) => asked.push({ query, signal, answer })),
    show: (answer, query) => shown.push([answer, query]),
    clear,
  });
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  return { input, results, asked, shown, clear, search, type };
}

const flush = () => Promise.resolve();

describe('a search as the shopper types', () => {
  it('asks 300 ms after the last keystroke, for the trimmed query, busy until the answer shows', async () => {
    vi.useFakeTimers();
    const { asked, shown, results, type } = field();
    type('lin');
    vi.advanceTimersByTime(200);
    type(' linnen ');
    vi.advanceTimersByTime(299);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked.map(({ query }) => query)).toEqual(['linnen']);
    expect(results.getAttribute('aria-busy')).toBe('true');
    asked[0]!.answer('2 producten');
    await flush();
    expect(shown).toEqual([['2 producten', 'linnen']]);
    expect(results.hasAttribute('aria-busy')).toBe(false);
  });

  it('aborts an older request for a newer query, and never shows its answer', async () => {
    const { asked, shown, results, search, input } = field();
    input.value = 'lin';
    search.searchNow();
    input.value = 'linnen';
    search.searchNow();
    expect(asked.map(({ query, signal }) => [query, signal.aborted])).toEqual([['lin', true], ['linnen', false]]);
    asked[0]!.answer('oud');
    await flush();
    expect(shown).toEqual([]);
    expect(results.getAttribute('aria-busy')).toBe('true');
    asked[1]!.answer('nieuw');
    await flush();
    expect(shown).toEqual([['nieuw', 'linnen']]);
  });

  it('clears the results for an emptied field without asking, and drops a request still out', async () => {
    vi.useFakeTimers();
    const { asked, shown, clear, results, search, input, type } = field();
    input.value = 'linnen';
    search.searchNow();
    type('  ');
    expect(clear).toHaveBeenCalledOnce();
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(results.hasAttribute('aria-busy')).toBe(false);
    asked[0]!.answer('te laat');
    await flush();
    vi.advanceTimersByTime(1000);
    expect([asked.length, shown]).toEqual([1, []]);
  });

  it('stops: no more listening, no timer, no request, and empty results', () => {
    vi.useFakeTimers();
    const { asked, clear, search, type } = field();
    type('linnen');
    search.stop();
    vi.advanceTimersByTime(1000);
    type('zijde');
    vi.advanceTimersByTime(1000);
    expect(asked).toEqual([]);
    expect(clear).toHaveBeenCalledOnce();
  });
});
