// Posts linking other posts by their files (tests/fixtures/sites/blog-folder-links), in three
// locales: fr translates two posts (the first with its own slug), de none (its blog folder has
// only options.json). Docusaurus's blog looks for a link not starting with `./` or `../` from its
// content folders (the locale's translated posts' folder first, then blog/), then the site's
// folder, and for one not starting with `/` beside the linking file (utils'
// resolveMarkdownLinkPathname); a post's table holds only posts, a translated one by its
// translation's file. The hrefs below are those of Docusaurus 3.8.1's build of the fixture in each
// locale, below the locale's base URL (`/fr/blog/premier` in fr): a compiled page's links are site
// paths, the base URL put in front when the page is rendered.
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import type { CompileCacheStore } from '../../../../plugins/mdx/compileCache.js';
import {
  compileDoc,
  createDocCompiler,
  type CompiledDoc,
} from '../../../../plugins/mdx/compileDoc.js';
import { docCompileInput } from '../../../../plugins/stages/mdx.js';

const fixture = resolve('tests/fixtures/sites/blog-folder-links');
const FR = 'i18n/fr/docusaurus-plugin-content-blog';

const sites: Record<string, SiteData> = {};
beforeAll(async () => {
  for (const name of ['en', 'fr', 'de'])
    sites[name] = await loadSite({
      siteDir: fixture,
      production: true,
      ...(name === 'en' ? {} : { locale: { name, localize: true } }),
    });
}, 120_000);

/** A post's compile in a locale (by the file it is read from): its links' hrefs and warnings. */
async function compiled(locale: string, file: string) {
  const site = sites[locale]!;
  const doc = site.docs.find((d) => d.filePath === join(fixture, file));
  if (!doc) throw new Error(`${file} is not a post of ${locale}`);
  const out = await compileDoc(docCompileInput(fixture, site)(doc));
  return { hrefs: [...out.code.matchAll(/href: "([^"]*)"/g)].map((m) => m[1]), out };
}

describe('a post’s links to other posts by their files', () => {
  it('resolve in the default locale: bare and `/` from the blog’s folder, `./` and `../` beside the post', async () => {
    expect((await compiled('en', 'blog/2021-01-02-other.md')).hrefs).toEqual([
      '/blog/2020/01/05/first#top',
      '/blog/2022/03/10/nested',
      '/blog/2023/04/01/folder',
    ]);
    expect((await compiled('en', 'blog/2023-04-01-folder/index.md')).hrefs).toEqual([
      '/blog/2022/03/10/nested',
      '/blog/2021/01/02/other',
    ]);
    const nested = await compiled('en', 'blog/2022/03-10-nested.md');
    expect(nested.hrefs).toEqual([
      '/blog/2020/01/05/first',
      '/blog/2020/01/05/first',
      '/blog/2021/01/02/other',
      './2020-01-05-first.md',
    ]);
    // Only the `./` link (no such file beside the post) is reported, at its position, in
    // Docusaurus's words (the file from the site's folder here).
    expect(nested.out.warnings).toHaveLength(1);
    expect(nested.out.warnings[0]).toMatchObject({
      file: join(fixture, 'blog/2022/03-10-nested.md'),
      line: 7,
      column: 1,
    });
    expect(nested.out.warnings[0]!.message).toBe(
      `Blog markdown link couldn't be resolved: (./2020-01-05-first.md) in source file "blog/2022/03-10-nested.md"`,
    );
  });

  it('resolve in a locale with translated posts: its folder first, then the blog’s', async () => {
    // An untranslated post's bare links find the translations (the first post's own slug).
    expect((await compiled('fr', 'blog/2021-01-02-other.md')).hrefs).toEqual([
      '/blog/premier#top',
      '/blog/2022/03/10/nested',
      '/blog/2023/04/01/folder',
    ]);
    expect((await compiled('fr', 'blog/2023-04-01-folder/index.md')).hrefs).toEqual([
      '/blog/2022/03/10/nested',
      '/blog/2021/01/02/other',
    ]);
    // A translated post's: a bare or `/` link to an untranslated post from blog/, a `./` one
    // beside the translation.
    expect((await compiled('fr', `${FR}/2020-01-05-first.md`)).hrefs).toEqual([
      '/blog/2021/01/02/other',
      '/blog/2022/03/10/nested',
    ]);
    const nested = await compiled('fr', `${FR}/2022/03-10-nested.md`);
    expect(nested.hrefs).toEqual(['/blog/premier', '/blog/2023/04/01/folder']);
    expect(nested.out.warnings).toEqual([]);
  });

  it('resolve in a locale without translated posts, as in the default one', async () => {
    expect((await compiled('de', 'blog/2021-01-02-other.md')).hrefs).toEqual([
      '/blog/2020/01/05/first#top',
      '/blog/2022/03/10/nested',
      '/blog/2023/04/01/folder',
    ]);
    const nested = await compiled('de', 'blog/2022/03-10-nested.md');
    expect(nested.hrefs.slice(0, 3)).toEqual([
      '/blog/2020/01/05/first',
      '/blog/2020/01/05/first',
      '/blog/2021/01/02/other',
    ]);
    expect(nested.out.warnings[0]).toMatchObject({ line: 7, column: 1 });
  });

  it('names the translated posts’ folder only in the table of a locale that has some', () => {
    const tableOf = (locale: string, file: string) => {
      const site = sites[locale]!;
      return site.ownLinks!.get(join(fixture, file))!.permalinkBySource;
    };
    const folders = (table: Map<string, string>) =>
      [...table.keys()]
        .filter((k) => k.startsWith('\0'))
        .map((k) => k.replace(/^\0content:/, '').split('\0'));
    expect(folders(tableOf('en', 'blog/2021-01-02-other.md'))).toEqual([['../blog', '']]);
    expect(folders(tableOf('de', 'blog/2021-01-02-other.md'))).toEqual([['../blog', '']]);
    expect(folders(tableOf('fr', 'blog/2021-01-02-other.md'))).toEqual([['../blog', `../${FR}`]]);
    // The same table in en and de: an untranslated post compiles once for both (localeShare.ts).
    expect([...tableOf('de', 'blog/2021-01-02-other.md').keys()]).toEqual([
      ...tableOf('en', 'blog/2021-01-02-other.md').keys(),
    ]);
  });

  it('compiles an untranslated post once for the locales without translations, its links resolved', async () => {
    const records = new Map<string, CompiledDoc>();
    let puts = 0;
    const store: CompileCacheStore<CompiledDoc> = {
      get: (key) => records.get(key),
      put: (key, value) => void (puts++, records.set(key, value)),
      keep: (key) => records.has(key),
      close: () => undefined,
    };
    const file = join(fixture, 'blog/2022/03-10-nested.md');
    const hrefs = [];
    for (const locale of ['en', 'de', 'fr']) {
      const site = sites[locale]!;
      const doc = site.docs.find((d) => d.filePath === file);
      if (!doc) continue;
      const compiler = createDocCompiler({ store, shareLocales: true });
      const out = await compiler.compile(docCompileInput(fixture, site)(doc));
      hrefs.push([...out.code.matchAll(/href: "([^"]*)"/g)].map((m) => m[1]));
    }
    // fr reads its translation of the post: en and de only, one compile (with the links' marks).
    expect(puts).toBe(1);
    expect(hrefs).toEqual([
      [
        '/blog/2020/01/05/first',
        '/blog/2020/01/05/first',
        '/blog/2021/01/02/other',
        './2020-01-05-first.md',
      ],
      [
        '/blog/2020/01/05/first',
        '/blog/2020/01/05/first',
        '/blog/2021/01/02/other',
        './2020-01-05-first.md',
      ],
    ]);
  });

  it('keeps the blog’s folders out of the site’s table, which the docs resolve with', () => {
    const site = sites.en!;
    expect([...site.permalinkBySource.keys()].filter((k) => k.includes('\0'))).toEqual([]);
    expect(site.permalinkBySource.get('../blog/2022/03-10-nested.md')).toBe(
      '/blog/2022/03/10/nested',
    );
  });
});
