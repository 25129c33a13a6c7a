// `docusaurus start --hot-only`: no full page reload when a change cannot be applied hot, as
// webpack's `hot: 'only'` in Docusaurus's dev server. Vite sends a `full-reload` to the browsers
// when a changed module has no hot boundary (and our own site reloads send one: reloadSite.ts);
// with this, the message is held back and the terminal says the page was not reloaded.
// Also here: the filter that drops the reloads and errors no page was connected to hear.

/** What Vite's dev server sends its browsers through (`server.ws`, the client's hot channel). */
export interface HotSender {
  send(...args: never[]): void;
}

/**
 * Drops the `full-reload` messages sent through `ws` (each told to `onHeld` with the path it
 * would have reloaded); every other message goes through. The client's hot channel sends through
 * `ws.send` as it is when called, so the dev server's own reloads are held too.
 */
export function holdFullReloads(ws: HotSender, onHeld: (path: string | undefined) => void): void {
  filterSend(ws, (payload) => {
    if (!isFullReload(payload)) return true;
    onHeld(payload.path);
    return false;
  });
}

/** Replaces `ws.send` with one that sends only the messages `pass` lets through. */
function filterSend(ws: HotSender, pass: (payload: unknown) => boolean): void {
  type Send = (...args: unknown[]) => void;
  const target = ws as unknown as { send: Send };
  const send = target.send.bind(ws);
  target.send = (...args) => {
    if (pass(args[0])) send(...args);
  };
}

function isFullReload(payload: unknown): payload is { type: 'full-reload'; path?: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { type?: unknown }).type === 'full-reload'
  );
}

/**
 * Drops the `full-reload` and `error` messages sent through `ws` while no page is connected.
 * Vite keeps the last such message and sends it to the next page that connects: a page opened
 * after an edit reloaded once for nothing (it was served as the site is now), or showed an error
 * that was fixed since. Every other message, and these while a page hears them, go through.
 */
export function dropUnheardMessages(
  ws: HotSender & { readonly clients: ReadonlySet<unknown> },
): void {
  filterSend(ws, (payload) => ws.clients.size > 0 || !isKeptForNextPage(payload));
}

/** The messages Vite keeps for the next page when no page is connected. */
function isKeptForNextPage(payload: unknown): boolean {
  return isFullReload(payload) || (payload as { type?: unknown } | null)?.type === 'error';
}

/** The warning of a reload held back. */
export function heldReloadMessage(path: string | undefined): string {
  const page = path && path !== '*' ? ` of ${path}` : '';
  return `A change could not be applied without a full reload${page}: the page was not reloaded (--hot-only). Reload it to see the change.`;
}
