/**
 * Runs tasks one at a time in the order they were queued. A failed task never stalls the ones behind
 * it, so no click is lost (WooCommerce's cart calls share one such queue).
 */
export interface RequestQueue {
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks queued or running. */
  readonly size: number;
}

export function createQueue(): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    enqueue(task) {
      size += 1;
      const run = tail.then(task).finally(() => {
        size -= 1;
      });
      // The next task waits for this one to settle, whatever its outcome.
      tail = run.catch(() => undefined);
      return run;
    },
    get size() {
      return size;
    },
  };
}
