// The dev server's page for a render that failed (a doc or post that does not compile, say): the
// error as text, and a reload once the writer saves a file. The page has no app, so it gets no hot
// update of the module that failed (the browser never had it): the server tells it that a file
// changed, with an event of its own that the site's pages ignore. With `start --hot-only` the
// page is not reloaded: it says that a file changed and that a reload shows it.
import type { ViteDevServer } from 'vite';
import { escapeHtml } from '../output/htmlTemplate.js';
import { heldReloadMessage } from './hotOnly.js';

/** The event the error page reloads on. */
export const ERROR_PAGE_RELOAD_EVENT = 'docs:error-page-reload';

/** The id of the note the error page shows, with `--hot-only`, once a file changed. */
export const HELD_RELOAD_NOTE_ID = '__docs-held-reload';

/**
 * The HTML of the error page, showing `text`; `base` is Vite's (a site's `/fr/`, `/docs/`).
 * `hotOnly`: a file saved puts a note above the error instead of reloading the page.
 */
export function errorPageHtml(text: string, base = '/', hotOnly = false): string {
  const onSave = hotOnly
    ? `() => { if (document.getElementById(${JSON.stringify(HELD_RELOAD_NOTE_ID)})) return; ` +
      `const note = document.createElement('p'); note.id = ${JSON.stringify(HELD_RELOAD_NOTE_ID)}; ` +
      `note.style.cssText = 'padding:0 1rem;font-weight:bold'; ` +
      `note.textContent = ${JSON.stringify(heldReloadMessage(undefined))}; document.body.prepend(note); }`
    : `() => location.reload()`;
  const reload =
    `import { createHotContext } from ${JSON.stringify(`${base}@vite/client`)};` +
    `createHotContext('/@docs/error-page').on(${JSON.stringify(ERROR_PAGE_RELOAD_EVENT)}, ${onSave});`;
  return (
    `<!DOCTYPE html><html><head><title>Build error</title>` +
    // One module: the listener is set as Vite's client starts, before any message reaches it.
    `<script type="module">${reload}</script>` +
    `</head><body><pre style="white-space:pre-wrap;padding:1rem">${escapeHtml(text)}</pre></body></html>`
  );
}

/**
 * Reloads the open error pages after a file was saved, added or removed, once an error page was
 * served: the saved file's modules are invalidated first (Vite does it too, a tick later), so that
 * the reload's render reads the file as saved. `onHeld`: with `--hot-only`, told that the pages
 * were not reloaded (they show a note instead).
 */
export function reloadErrorPages(vite: ViteDevServer, onHeld?: () => void): { served: () => void } {
  let out = false;
  const onFile = (file: string) => {
    if (!out) return;
    out = false;
    for (const env of Object.values(vite.environments))
      for (const mod of env.moduleGraph.getModulesByFile(file) ?? [])
        env.moduleGraph.invalidateModule(mod);
    vite.ws.send({ type: 'custom', event: ERROR_PAGE_RELOAD_EVENT });
    onHeld?.();
  };
  for (const event of ['add', 'change', 'unlink'] as const) vite.watcher.on(event, onFile);
  return { served: () => (out = true) };
}
