// Hot reload of a doc in the dev server. Each doc module accepts its own updates and hands the new
// module to the open page (src/theme/DocPage.tsx listens for `docs:hmr`).
//
// Vite sends an update only to the browsers connected at the time of the save: one whose
// hot-reload connection is still opening (the first moments after a page load) misses it and would
// show the old text until the next save. So each doc module also tells the server, over that
// connection once it is up, which version of the file it was made from; the server reloads the
// module when the file has changed since.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ViteDevServer } from 'vite';
import { heldReloadMessage } from './hotOnly.js';

/** The event a doc module sends with the version it was made from. */
export const DOC_LOADED_EVENT = 'docs:loaded';

interface DocLoaded {
  file: string;
  version: string;
}

/** The version of a doc's source (its text as read from disk). */
export function sourceVersion(source: string): string {
  return createHash('sha256').update(source).digest('base64url').slice(0, 16);
}

/**
 * The code appended to a doc's module in the dev server. A blog post's (`reload`) reloads the
 * page: its page, and the list pages that show its excerpt, have no live update. With `start
 * --hot-only` (`hotOnly`), it does not: the browser's console says the page shows the change once
 * reloaded, as the terminal does for the reloads held back (hotOnly.ts).
 */
export function hmrCode(params: {
  file: string;
  source: string;
  permalink?: string;
  reload?: boolean;
  hotOnly?: boolean;
}): string {
  const loaded: DocLoaded = { file: params.file, version: sourceVersion(params.source) };
  const held = `[docs] ${heldReloadMessage(params.permalink)}`;
  const onUpdate = params.reload
    ? params.hotOnly
      ? `() => console.warn(${JSON.stringify(held)})`
      : `() => window.location.reload()`
    : `(mod) => { if (mod) window.dispatchEvent(new CustomEvent('docs:hmr', { detail: { permalink: ${JSON.stringify(params.permalink)}, mod } })); }`;
  return (
    `if (import.meta.hot) { import.meta.hot.accept(${onUpdate}); ` +
    // Sent once the connection is up (Vite's client holds it until then).
    `import.meta.hot.send(${JSON.stringify(DOC_LOADED_EVENT)}, ${JSON.stringify(loaded)}); }\n`
  );
}

/** Whether a doc module made from `version` of `file` is out of date. */
export function isStale(file: string, version: string, read = readFileSync): boolean {
  try {
    return sourceVersion(read(file, 'utf8')) !== version;
  } catch {
    return false; // a removed file: the site reload handles it
  }
}

/** Reloads a doc module a browser reports as made from an older version of its file. */
export function reloadStaleDocs(server: ViteDevServer): void {
  server.ws.on(DOC_LOADED_EVENT, (data: Partial<DocLoaded>) => {
    const { file, version } = data;
    if (typeof file !== 'string' || typeof version !== 'string') return;
    // Only a module the server made (not any file a page names).
    const modules = server.moduleGraph.getModulesByFile(file);
    if (!modules?.size || !isStale(file, version)) return;
    for (const mod of modules) void server.reloadModule(mod);
  });
}
