// Test helper: a doc compiled by the build's own pipeline and rendered to HTML with React, so a
// test can compare what a page shows with what Docusaurus 3.8.1 shows for the same source.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  compileDoc,
  type CompiledDoc,
  type MarkdownConfig,
} from '../../../../plugins/mdx/compileDoc.js';
import type { MarkdownFormat } from '../../../../plugins/mdx/markdownFormat.js';

const root = join(import.meta.dirname, '../../../..');
const tmp = join(root, 'tests/.tmp/render-doc');
let counter = 0;

/** Minimal stand-ins for the theme's components (the tests look at Markdown's own output). */
const stubs: Record<
  string,
  ComponentType<{ children?: ReactNode; type?: string; code?: string }>
> = {
  Admonition: ({ children, type }) => createElement('aside', { 'data-type': type }, children),
  CodeBlock: ({ code }) => createElement('pre', null, createElement('code', null, code)),
};

export async function renderDoc(
  body: string,
  options: {
    source?: string;
    siteDir?: string;
    props?: Record<string, unknown>;
    markdownConfig?: MarkdownConfig;
    frontMatterFormat?: MarkdownFormat;
    /** A Docusaurus site's doc: the front matter its module exports. */
    frontMatter?: Record<string, unknown>;
    /** A Docusaurus site's doc or page: its content title in `<header>` (remarkContentTitle.ts). */
    contentTitleHeader?: boolean;
  } = {},
): Promise<{ html: string; compiled: CompiledDoc; exports: Record<string, unknown> }> {
  const source = options.source ?? 'page.mdx';
  const siteDir = options.siteDir ?? tmp;
  const compiled = await compileDoc({
    body,
    filePath: join(siteDir, 'docs', source),
    source,
    staticDirs: [join(siteDir, 'static')],
    permalinkBySource: new Map(),
    ...(options.markdownConfig ? { markdownConfig: options.markdownConfig } : {}),
    ...(options.frontMatterFormat ? { frontMatterFormat: options.frontMatterFormat } : {}),
    ...(options.frontMatter ? { frontMatter: options.frontMatter } : {}),
    ...(options.contentTitleHeader ? { contentTitleHeader: true } : {}),
  });
  mkdirSync(tmp, { recursive: true });
  const file = join(tmp, `doc-${process.pid}-${counter++}.mjs`);
  writeFileSync(file, compiled.code);
  const mod = (await import(pathToFileURL(file).href)) as {
    default: ComponentType<Record<string, unknown>>;
  } & Record<string, unknown>;
  const html = renderToStaticMarkup(
    createElement(mod.default, { components: stubs, ...options.props }),
  );
  return { html, compiled, exports: mod };
}
