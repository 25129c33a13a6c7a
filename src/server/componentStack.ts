// The component stack of a page's render error. `renderToString` throws React's error without it
// (in production React's "Element type is invalid … got: undefined." names no component), so a page
// that failed is rendered once more with the streaming renderer, whose `onError` is given the stack
// of components the error was thrown under. Used only after a failure: a page that renders is
// rendered once.
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** An error thrown while rendering a page, with the component stack when one was found. */
export type ErrorWithComponentStack = Error & { componentStack?: string };

/**
 * The component stack React reports for the first error thrown while rendering `element` (its
 * frames, innermost first: `\n    at Name (file:line:column)`), or undefined when the element
 * renders without error this time or does not finish within `timeoutMs`.
 */
export function componentStackOf(
  element: ReactNode,
  timeoutMs = 10_000,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    let stack: string | undefined;
    let stream: { abort: (reason?: unknown) => void } | undefined;
    const done = () => {
      clearTimeout(timer);
      resolve(stack);
      // Nothing is read from the stream: stop what is still rendering (a suspended part).
      queueMicrotask(() => stream?.abort());
    };
    const timer = setTimeout(done, timeoutMs);
    try {
      stream = renderToPipeableStream(element, {
        onError(_error: unknown, info?: { componentStack?: string }) {
          stack ??= info?.componentStack || undefined;
        },
        onShellError: done,
        onAllReady: done,
      });
    } catch {
      done();
    }
  });
}

/**
 * `error` with the component stack of rendering `element` again (see `componentStackOf`), when it is
 * an Error that has none yet; other values are returned as they are.
 */
export async function withComponentStack(error: unknown, element: ReactNode): Promise<unknown> {
  if (!(error instanceof Error) || (error as ErrorWithComponentStack).componentStack) return error;
  const componentStack = await componentStackOf(element).catch(() => undefined);
  if (componentStack) (error as ErrorWithComponentStack).componentStack = componentStack;
  return error;
}
