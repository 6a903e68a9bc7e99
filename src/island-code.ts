/**
 * The one way the bundle loads code it imports lazily: an island's or a service's chunk (the registry's
 * `module`), and what an island or a store imports on first use (the compare bar's content, the login
 * popup, the coupon reveal, the toaster, the theme's nonces for a quantity change). Code that has not
 * arrived after CODE_TIME_OUT_MS counts as failed, as a failed download does. After a failure the next
 * call tries again, at an address no earlier try used where it can (`tryAgain()`), so neither a browser
 * that keeps a failed import failed nor a request that never ended can block it. Part of the boot
 * entry, so written for size.
 */

/** The time-out for loading a script chunk (docs/CONTRACTS.md#timings). */
const CODE_TIME_OUT_MS = 120_000;

type Load<M> = () => Promise<M>;

/** By import: the code on its way or there, or after a failure how many tries failed. */
const loads = new Map<Load<unknown>, Promise<unknown> | number>();

/**
 * The code `load` imports. Calls for one `load` share one try while it is on its way and its code once
 * it is there, so every element of an island runs the same copy; a failed try is forgotten.
 */
export function loadCode<M>(load: Load<M>): Promise<M> {
  const known = loads.get(load);
  if (known instanceof Promise) return known as Promise<M>;
  const failed = known ?? 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loading = Promise.race([
    failed ? tryAgain(load, failed) : load(),
    new Promise<never>((_, fail) => (timer = setTimeout(fail, CODE_TIME_OUT_MS, new Error('code time-out')))),
  ]).finally(() => clearTimeout(timer));
  loads.set(load, loading);
  loading.catch(() => loads.set(load, failed + 1));
  return loading;
}

/**
 * `load` again. An import the build wrote as `() => import("./chunk.js")` is a chunk of its own that no
 * other chunk imports (tests/e2e/fault-matrix/island-code.test.ts checks the build): it is imported at
 * `./chunk.js?retry=N`, a new module for the browser, and as the failed one never ran, the only copy
 * that does. Its imports keep their addresses: a chunk that others import must stay one module (the
 * runtime's stores), so a failed one is fetched again only by a browser that does not keep a failed
 * import failed (whatwg/html#10327), and any other import (a shared chunk's part, `.then(...)`) is asked
 * again as it is. Every chunk is in one folder, so the address means the same here as in the caller's.
 */
function tryAgain<M>(load: Load<M>, failed: number): Promise<M> {
  const chunk = /^\(\)=>import\(.(\.\/[\w-]+\.js).\)$/.exec(String(load))?.[1];
  return chunk ? (import(/* @vite-ignore */ `${chunk}?retry=${failed}`) as Promise<M>) : load();
}
