// "Edit this page" in each locale (issue 33): Docusaurus gives the docs' and the blog's editUrl
// functions the locale being built (`context.i18n.currentLocale`), and a translated post's folder
// is the locale's; a string editUrl points at the translated file only with editLocalizedFiles.
// The site is tests/fixtures/sites/i18n-classic with edit URLs added to its config.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogEditUrl } from '../../../../plugins/blog/loadBlog.js';
import { docEditUrl } from '../../../../plugins/docs/editUrl.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The i18n-classic fixture with these docs and blog options added to the preset's. */
function siteWith(docs: string, blog: string): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'edit-url-locale-'));
  dirs.push(siteDir);
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/i18n-classic'), siteDir, { recursive: true });
  const file = join(siteDir, 'docusaurus.config.js');
  const config = readFileSync(file, 'utf8')
    .replace(
      "docs: { sidebarPath: './sidebars.js' },",
      `docs: { sidebarPath: './sidebars.js', ${docs} },`,
    )
    .replace('blog: { showReadingTime: true },', `blog: { showReadingTime: true, ${blog} },`);
  writeFileSync(file, config);
  return siteDir;
}

const FUNCTIONS = siteWith(
  'editUrl: ({ locale, versionDocsDirPath, docPath }) => `https://cms.example/${locale}/${versionDocsDirPath}/${docPath}`',
  'editUrl: ({ locale, blogDirPath, blogPath }) => `https://cms.example/${locale}/${blogDirPath}/${blogPath}`',
);

/** Each doc's and post's edit URL of one locale's load, by its file name. */
async function editUrls(siteDir: string, locale: string) {
  const site = await loadSite({
    siteDir,
    production: true,
    locale: { name: locale, localize: true },
  });
  const blog = site.pluginContent?.get('docusaurus-plugin-content-blog/default') as {
    blogPosts: { metadata: { source: string; editUrl?: string } }[];
  };
  const docs = Object.fromEntries(
    site.docs
      .filter((d) => d.permalink.includes('/docs/'))
      .map((d) => [d.source, d.editUrl] as const),
  );
  const posts = Object.fromEntries(
    blog.blogPosts.map(
      (p) => [p.metadata.source.replace(/^.*\//, ''), p.metadata.editUrl] as const,
    ),
  );
  return { docs, posts };
}

describe('edit URLs in each locale', () => {
  it("give the docs' editUrl function the locale being built", async () => {
    const en = await editUrls(FUNCTIONS, 'en');
    expect(en.docs['intro.md']).toBe('https://cms.example/en/docs/intro.md');
    const fr = await editUrls(FUNCTIONS, 'fr');
    // A translated doc and an untranslated one: the version's own folder either way, as Docusaurus.
    expect(fr.docs['intro.md']).toBe('https://cms.example/fr/docs/intro.md');
    expect(fr.docs['basics/trim-the-wick.md']).toBe(
      'https://cms.example/fr/docs/basics/trim-the-wick.md',
    );
    const ar = await editUrls(FUNCTIONS, 'ar');
    expect(ar.docs['intro.md']).toBe('https://cms.example/ar/docs/intro.md');
  });

  it("give the blog's editUrl function the locale and the folder the post was read from", async () => {
    const post = '2024-05-01-first-light.md';
    expect((await editUrls(FUNCTIONS, 'en')).posts[post]).toBe(
      `https://cms.example/en/blog/${post}`,
    );
    // French has the post translated; Arabic does not (the default locale's post is shown).
    expect((await editUrls(FUNCTIONS, 'fr')).posts[post]).toBe(
      `https://cms.example/fr/i18n/fr/docusaurus-plugin-content-blog/${post}`,
    );
    expect((await editUrls(FUNCTIONS, 'ar')).posts[post]).toBe(
      `https://cms.example/ar/blog/${post}`,
    );
  });

  it("point a string editUrl at the blog folder, or with editLocalizedFiles at the locale's", async () => {
    const post = '2024-05-01-first-light.md';
    const plain = siteWith(
      "editUrl: 'https://git.example/edit/main/'",
      "editUrl: 'https://git.example/edit/main/'",
    );
    expect((await editUrls(plain, 'fr')).posts[post]).toBe(
      `https://git.example/edit/main/blog/${post}`,
    );
    const localized = siteWith(
      "editUrl: 'https://git.example/edit/main/', editLocalizedFiles: true",
      "editUrl: 'https://git.example/edit/main/', editLocalizedFiles: true",
    );
    const fr = await editUrls(localized, 'fr');
    expect(fr.posts[post]).toBe(
      `https://git.example/edit/main/i18n/fr/docusaurus-plugin-content-blog/${post}`,
    );
    expect(fr.docs['intro.md']).toBe(
      'https://git.example/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
    );
    expect(fr.docs['basics/trim-the-wick.md']).toBe(
      'https://git.example/edit/main/docs/basics/trim-the-wick.md',
    );
  });
});

describe('the edit URL functions', () => {
  it("pass the given locale, 'en' when none is given", () => {
    const seen: string[] = [];
    const editUrl = (p: { locale?: unknown }) => {
      seen.push(String(p.locale));
      return `https://x.example/${String(p.locale)}`;
    };
    const doc = { docsDirPath: 'docs', docPath: 'a.md', permalink: '/docs/a', editUrl };
    expect(docEditUrl({ ...doc, locale: 'pt-BR' })).toBe('https://x.example/pt-BR');
    expect(docEditUrl(doc)).toBe('https://x.example/en');
    const post = { siteDir: '/s', blogDir: '/s/blog', file: '/s/blog/a.md', permalink: '/blog/a' };
    expect(blogEditUrl({ ...post, editUrl, locale: 'ja' })).toBe('https://x.example/ja');
    expect(seen).toEqual(['pt-BR', 'en', 'ja']);
    expect(blogEditUrl({ ...post, editUrl: () => undefined, locale: 'ja' })).toBeUndefined();
  });
});
