// Makes DocSearch's error screen ("Unable to fetch results") stay up. DocSearch 3.9 marks a failed
// query with status "error" in its `.catch`, but autocomplete's `.finally` then sets "idle" (and its
// 300 ms stall timer "stalled") in the same tick, so the screen never shows. For a failed request
// (a `RetryError`, which is what DocSearch shows the screen for) the wrapped `search` reports the
// error once the stall timer has fired and leaves the query pending, until the next keystroke
// replaces it.

/** autocomplete's `stallThreshold` (DocSearch keeps the default). */
const STALL_THRESHOLD_MS = 300;

type Search = (...args: never[]) => Promise<unknown>;

export function withStickyErrors<S extends Search>(search: S): S {
  return ((...args: Parameters<S>) => {
    const started = Date.now();
    const result = search(...args);
    return {
      then: (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) =>
        result.then(onFulfilled, onRejected),
      finally: (fn: () => void) => result.finally(fn),
      catch: (onRejected: (e: unknown) => unknown) =>
        result.then(undefined, async (error: unknown) => {
          if ((error as { name?: string } | null)?.name !== 'RetryError') return onRejected(error);
          const wait = STALL_THRESHOLD_MS + 50 - (Date.now() - started);
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          try {
            onRejected(error);
          } catch {
            /* DocSearch rethrows after marking the error; the query stays pending instead */
          }
          return new Promise(() => undefined);
        }),
    };
  }) as unknown as S;
}
