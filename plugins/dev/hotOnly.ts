// `docusaurus start --hot-only`: no full page reload when a change cannot be applied hot, as
// webpack's `hot: 'only'` in Docusaurus's dev server. Vite sends a `full-reload` to the browsers
// when a changed module has no hot boundary (and our own site reloads send one: reloadSite.ts);
// with this, the message is held back and the terminal says the page was not reloaded.

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
  const send = ws.send.bind(ws) as (...args: unknown[]) => void;
  (ws as { send: (...args: unknown[]) => void }).send = (...args: unknown[]) => {
    const [payload] = args;
    if (isFullReload(payload)) onHeld(payload.path);
    else send(...args);
  };
}

function isFullReload(payload: unknown): payload is { type: 'full-reload'; path?: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { type?: unknown }).type === 'full-reload'
  );
}

/** The warning of a reload held back. */
export function heldReloadMessage(path: string | undefined): string {
  const page = path && path !== '*' ? ` of ${path}` : '';
  return `A change could not be applied without a full reload${page}: the page was not reloaded (--hot-only). Reload it to see the change.`;
}
