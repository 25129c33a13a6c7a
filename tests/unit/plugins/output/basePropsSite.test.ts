// Builds tests/fixtures/sites/base-props (a site at the base URL `/base/` whose swizzled components
// write the props and hook values they get into the page, as JSON) and compares them, page by
// page, with what Docusaurus 3.8.1 gave the same components (`docusaurus-3.8.1.json` there, with its
// origin): permalinks whole (the base URL in front) in DocPaginator, BlogPostPaginator, the
// generated index, DocCard, the docs' and the blog's tags pages, BlogSidebar, the blog's list,
// archive and authors pages, useDocRootMetadata, useDoc, useDocsVersion, useActivePlugin,
// useSidebarBreadcrumbs and useBlogPost; and each page's `<html class>`, in Docusaurus's order
// (classes of providers around `@theme/Layout` first, then the plugin's), none on a page that does
// not render `@theme/Layout`. The values after client navigation: tests/e2e/baseProps.e2e.test.ts.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { DOCUSAURUS_PAGES } from '../../../fixtures/baseProps.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/base-props');
const siteDir = join(root, 'tests/.tmp/base-props-site');
const outDir = join(siteDir, 'build');

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A built page's `<html class>` (null: no attribute) and its components' JSON by name. */
function readPage(path: string) {
  const html = readFileSync(join(outDir, path), 'utf8');
  const dumps: Record<string, unknown[]> = {};
  for (const m of html.matchAll(/<pre hidden="" data-dump="([^"]+)">([\s\S]*?)<\/pre>/g))
    (dumps[m[1]!] ??= []).push(JSON.parse(unescape(m[2]!)));
  const htmlTag = /<html[^>]*>/.exec(html)![0];
  return { htmlClass: /\sclass="([^"]*)"/.exec(htmlTag)?.[1] ?? null, dumps };
}

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({
    siteDir,
    outDir,
    reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
  });
}, 300_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('@theme props and hooks on a site at /base/, as Docusaurus 3.8.1 gives them', () => {
  it('writes every page Docusaurus writes', () => {
    for (const path of Object.keys(DOCUSAURUS_PAGES))
      expect(existsSync(join(outDir, path))).toBe(true);
  });

  it.each(Object.keys(DOCUSAURUS_PAGES))('%s: the same <html class>', (path) => {
    expect(readPage(path).htmlClass).toBe(DOCUSAURUS_PAGES[path]!.htmlClass);
  });

  it.each(Object.keys(DOCUSAURUS_PAGES))('%s: the same props and hook values', (path) => {
    const ours = readPage(path).dumps;
    const theirs = DOCUSAURUS_PAGES[path]!.dumps;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const [name, values] of Object.entries(theirs)) expect(ours[name], name).toEqual(values);
  });

  it('the check sees a value without the base URL', () => {
    // The comparison is strict: a permalink below the base URL differs from Docusaurus's.
    const page = DOCUSAURUS_PAGES['docs/intro/index.html']!;
    const paginator = structuredClone(page.dumps.DocPaginator) as { next: { permalink: string } }[];
    paginator[0]!.next.permalink = paginator[0]!.next.permalink.replace(/^\/base/, '');
    expect(paginator).not.toEqual(page.dumps.DocPaginator);
  });
});
