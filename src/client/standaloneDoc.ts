// Loads a page the production build wrote as a standalone module (plugins/mdx/standaloneModule.ts):
// imports its file, hands it the runtime it would otherwise have imported, and keeps the result, so
// a page keeps one component identity however often it is loaded.
import * as jsxRuntime from 'react/jsx-runtime';
import { useMDXComponents } from '@mdx-js/react';

type Factory = (runtime: Record<string, unknown>) => Record<string, unknown>;

const runtime: Record<string, unknown> = { 'react/jsx-runtime': jsxRuntime, '@mdx-js/react': { useMDXComponents } };
const loaded = new Map<string, Promise<Record<string, unknown>>>();

/** Where page files are read from: the site's base URL in the browser; set by the server renderer. */
let root: string | undefined;

/** The server renderer's output folder, as a file URL ending in "/". */
export function setStandaloneRoot(url: string): void {
  root = url;
}

/** `file`: the page's path inside the output folder, e.g. "assets/docs/intro-1a2b3c4d.js". */
export function loadStandaloneDoc(file: string): Promise<Record<string, unknown>> {
  let pending = loaded.get(file);
  if (!pending) {
    const base = root ?? import.meta.env.BASE_URL;
    pending = import(/* @vite-ignore */ base + file).then((m: { default: Factory; [name: string]: unknown }) => {
      const { default: factory, ...exports } = m;
      return { ...exports, ...factory(runtime) };
    });
    pending.catch(() => loaded.delete(file)); // a failed fetch may be retried
    loaded.set(file, pending);
  }
  return pending;
}
