import { setBusy } from './busy.ts';

/**
 * A search field that asks the server as the shopper types (the compare search, the live search):
 * `delayMs` after the last keystroke; a newer query aborts the older request, whose answer is then
 * never shown; an emptied field clears the results without a request. `busy` carries `aria-busy`
 * while a request is out.
 */
export interface SearchAsTypedOptions<Answer> {
  delayMs: number;
  busy: Element;
  ask: (query: string, signal: AbortSignal) => Promise<Answer>;
  /** Shows the newest query's answer. */
  show: (answer: Answer, query: string) => void;
  /** Empties the results (the field was emptied, or the search stopped). */
  clear: () => void;
}

export interface SearchAsTyped {
  /** Searches for the field's query after the delay (or clears for an empty one): what a keystroke does. */
  searchSoon(): void;
  /** Searches at once (Enter), or clears for an empty field. */
  searchNow(): void;
  /** Stops listening, drops any timer and request, and clears. */
  stop(): void;
}

export function searchAsTyped<Answer>(input: HTMLInputElement, options: SearchAsTypedOptions<Answer>): SearchAsTyped {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    // Forgotten as well as aborted: its (aborted) answer must not fill the results cleared after it.
    running?.abort();
    running = undefined;
    setBusy(options.busy, false);
  };

  const search = async (query: string) => {
    running?.abort();
    const request = (running = new AbortController());
    setBusy(options.busy, true);
    const answer = await options.ask(query, request.signal);
    // A newer query took over: its answer, not this one, is shown.
    if (request !== running) return;
    running = undefined;
    setBusy(options.busy, false);
    options.show(answer, query);
  };

  const start = (delayMs: number) => {
    cancel();
    const query = input.value.trim();
    if (query === '') options.clear();
    else if (delayMs === 0) void search(query);
    else timer = setTimeout(() => void search(query), delayMs);
  };
  const searchSoon = () => start(options.delayMs);

  input.addEventListener('input', searchSoon);
  return {
    searchSoon,
    searchNow: () => start(0),
    stop() {
      input.removeEventListener('input', searchSoon);
      cancel();
      options.clear();
    },
  };
}
