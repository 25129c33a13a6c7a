// The locales of tests/fixtures/sites/i18n-classic (en, fr, ar) built together: how their modules
// keep apart in one client bundler run (locale tags, each locale's view of the manifest), what the
// build ran (one client and one server bundler run for three locales), and the compile cache they share (a rebuild
// that changed no doc compiles none, in any locale).
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../../plugins/buildSite.js';
import {
  localeManifest,
  localeOfId,
  tagId,
  untagId,
} from '../../../../plugins/i18n/localesPlugin.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/i18n-classic');

describe('locale tags', () => {
  it('tag an id, with or without a query, and come off again', () => {
    expect(tagId('virtual:docs/sidebar/guide', 'fr')).toBe('virtual:docs/sidebar/guide?locale=fr');
    expect(tagId('/s/blog/post.md?truncated', 'ar')).toBe('/s/blog/post.md?truncated&locale=ar');
    expect(localeOfId('/s/docs/intro.md?locale=fr')).toBe('fr');
    expect(localeOfId('/s/docs/intro.md')).toBeUndefined();
    expect(untagId('/s/blog/post.md?truncated&locale=ar')).toBe('/s/blog/post.md?truncated');
    expect(untagId('/s/docs/intro.md')).toBe('/s/docs/intro.md');
  });
});

describe("a locale's view of the one run's manifest", () => {
  const manifest: Manifest = {
    'entryClient.tsx': { file: 'assets/entry.js', src: 'entryClient.tsx', isEntry: true },
    '_virtual:docs/sidebar/guide': {
      file: 'assets/sidebar-guide-A.js',
      name: 'sidebar-guide',
      isEntry: true,
      imports: ['_shared.js'],
    },
    '_virtual:docs/sidebar/guide?locale=fr': {
      file: 'assets/sidebar-guide-fr-B.js',
      name: 'sidebar-guide-fr',
      isEntry: true,
      imports: ['_shared.js', 'docs/intro.md?locale=fr'],
    },
    '_virtual:docs/sidebar/guide?locale=ar': {
      file: 'assets/sidebar-guide-ar-C.js',
      name: 'sidebar-guide-ar',
      isEntry: true,
    },
    'docs/intro.md': { file: 'assets/intro-D.js', src: 'docs/intro.md' },
    'docs/intro.md?locale=fr': { file: 'assets/intro-E.js', src: 'docs/intro.md?locale=fr' },
    '_shared.js': { file: 'assets/shared-F.js' },
  };
  const names = new Map([
    ['sidebar-guide', { locale: 'en', name: 'sidebar-guide' }],
    ['sidebar-guide-fr', { locale: 'fr', name: 'sidebar-guide' }],
    ['sidebar-guide-ar', { locale: 'ar', name: 'sidebar-guide' }],
  ]);

  it("gives the locale's own modules under their untagged keys and names, and the shared ones", () => {
    const fr = localeManifest(manifest, 'fr', names);
    expect(fr['_virtual:docs/sidebar/guide']).toEqual({
      file: 'assets/sidebar-guide-fr-B.js',
      name: 'sidebar-guide',
      isEntry: true,
      imports: ['_shared.js', 'docs/intro.md'],
    });
    expect(fr['docs/intro.md']).toEqual({ file: 'assets/intro-E.js', src: 'docs/intro.md' });
    expect(fr['_shared.js']).toEqual({ file: 'assets/shared-F.js' });
    expect(Object.keys(fr).filter((k) => k.includes('locale='))).toEqual([]);
    // One entry of that input name: the locale's.
    const entries = Object.values(fr).filter((e) => e.name === 'sidebar-guide');
    expect(entries.map((e) => e.file)).toEqual(['assets/sidebar-guide-fr-B.js']);
  });

  it("gives the default locale its untagged modules, and none of the others'", () => {
    const en = localeManifest(manifest, 'en', names);
    expect(en['_virtual:docs/sidebar/guide']!.file).toBe('assets/sidebar-guide-A.js');
    expect(en['docs/intro.md']!.file).toBe('assets/intro-D.js');
    expect(Object.values(en).map((e) => e.file)).not.toContain('assets/sidebar-guide-ar-C.js');
  });
});

/** Every file under `dir` → its SHA-256 (the tree as a map, sorted by path). */
function treeHashes(dir: string): Record<string, string> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  const hash = (f: string) =>
    createHash('sha256')
      .update(readFileSync(join(dir, f)))
      .digest('hex');
  return Object.fromEntries(files.map((f) => [f, hash(f)]));
}

describe('three locales built together', () => {
  let dir = '';
  let first: BuildResult;
  let rebuilt: BuildResult;
  beforeAll(async () => {
    mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
    dir = mkdtempSync(join(root, 'tests/.tmp/locale-stages-'));
    cpSync(fixture, dir, { recursive: true, filter: (f) => !/[/\\](\.cache|build)$/.test(f) });
    first = await buildSite({ siteDir: dir });
    // A change that every locale's pages show, and no doc's compile depends on.
    appendFileSync(join(dir, 'src/css/custom.css'), '\n.lantern-glow { color: gold; }\n');
    rebuilt = await buildSite({ siteDir: dir });
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles the client and the server once for every locale', () => {
    expect(first.locales?.map((l) => l.locale)).toEqual(['en', 'fr', 'ar']);
    // One pre-render pool renders every locale's pages.
    expect(first.work).toMatchObject({ clientBundles: 1, serverBundles: 1, prerenderPools: 1 });
    // Every locale's pages load the one client entry, under the site's base URL.
    const entryOf = (page: string) =>
      /<script type="module" src="([^"]+)"/.exec(
        readFileSync(join(dir, 'build', page), 'utf8'),
      )?.[1];
    const entries = ['index.html', 'fr/index.html', 'ar/docs/intro/index.html'].map(entryOf);
    expect(entries[0]).toMatch(/^\/assets\/entryClient-/);
    expect(new Set(entries).size).toBe(1);
  });

  it("renders each locale's pages with its own config and content from the one server bundle", () => {
    const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');
    expect(page('fr/docs/intro')).toMatch(/<h1[^>]*>Bien commencer<\/h1>/);
    expect(page('fr/docs/intro')).toMatch(/<html[^>]* lang="fr"/);
    expect(page('ar/docs/intro')).toMatch(/<html[^>]* dir="rtl"/);
    expect(page('docs/intro')).toMatch(/<html[^>]* lang="en"/);
  });

  it("gives each locale's pages that locale's global data, its paths under the locale's base URL", () => {
    // docs/basics/trim-the-wick.md prints it (src/components/GlobalDataProbe.js), in every locale
    // (no locale translates it); the fixture's plugin sets its `context.baseUrl` and locale.
    const probe = (path: string) => {
      const html = readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');
      const text = /<pre id="global-data-probe"[^>]*>([^<]*)<\/pre>/.exec(html)![1]!;
      return JSON.parse(text.replaceAll('&quot;', '"')) as unknown;
    };
    // The same through useDocusaurusContext().globalData; the location with the locale's base
    // URL, as Docusaurus's; a doc of the version by id (useDocById), with the locale's title.
    const expected = (base: string, locale: string, introTitle: string) => ({
      docsPath: `${base}docs`,
      versionPath: `${base}docs`,
      introPath: `${base}docs/intro`,
      activeDoc: `${base}docs/basics/trim-the-wick`,
      activeVersion: `${base}docs`,
      probe: { baseUrl: base, locale },
      plugins: ['docusaurus-plugin-content-docs', 'locale-probe'],
      contextPlugins: ['docusaurus-plugin-content-docs', 'locale-probe'],
      contextIntroPath: `${base}docs/intro`,
      pathname: `${base}docs/basics/trim-the-wick`,
      introTitle,
    });
    expect(probe('docs/basics/trim-the-wick')).toEqual(expected('/', 'en', 'Getting started'));
    expect(probe('fr/docs/basics/trim-the-wick')).toEqual(expected('/fr/', 'fr', 'Bien commencer'));
    expect(probe('ar/docs/basics/trim-the-wick')).toEqual(expected('/ar/', 'ar', 'البداية'));
  });

  it("gives a doc's own component (an island) the docs route's sidebar, version and doc in each locale", () => {
    // docs/basics/trim-the-wick.md prints them (src/components/DocContextProbe.js), untranslated
    // in every locale: the sidebar's labels, the version's label (`version.label` of fr's
    // current.json) and the previous doc's title are the locale's, as Docusaurus gives them.
    const html = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');
    const probe = (path: string) => {
      const page = html(path);
      const text = /<pre id="doc-context-probe"[^>]*>([^<]*)<\/pre>/.exec(page)![1]!;
      return JSON.parse(text.replaceAll('&quot;', '"')) as unknown;
    };
    const expected = (o: { intro: string; basics: string; label: string; previous: string }) => ({
      sidebar: { name: 'guideSidebar', items: [o.intro, `${o.basics}/2`] },
      version: {
        pluginId: 'default',
        version: 'current',
        label: o.label,
        isLast: true,
        docs: ['basics/light-a-lantern', 'basics/trim-the-wick', 'intro'],
        trimTitle: 'Trim the wick',
      },
      doc: {
        id: 'basics/trim-the-wick',
        title: 'Trim the wick',
        sidebar: 'guideSidebar',
        previous: o.previous,
        toc: ['Read the docs contexts'],
        contentTitle: 'Trim the wick',
      },
    });
    const en = { intro: 'Getting started', basics: 'Basics', label: 'Next' };
    expect(probe('docs/basics/trim-the-wick')).toEqual(
      expected({ ...en, previous: 'Light a lantern' }),
    );
    expect(probe('fr/docs/basics/trim-the-wick')).toEqual(
      expected({
        intro: 'Bien commencer',
        basics: 'Les bases',
        label: 'Suivante',
        previous: 'Allumer une lanterne',
      }),
    );
    expect(probe('ar/docs/basics/trim-the-wick')).toEqual(
      expected({ ...en, intro: 'البداية', previous: 'Light a lantern' }),
    );
    // It is an island of the content (its own marker), not rendered in the page's tree.
    expect(html('fr/docs/basics/trim-the-wick')).toMatch(
      /<docs-island data-island="\d+"><pre id="doc-context-probe"/,
    );
  });

  it('compiles every doc of every locale once, and on a rebuild none', () => {
    expect(first.work!.compiled).toBeGreaterThan(0);
    expect(rebuilt.upToDate).toBe(false);
    expect(rebuilt.work).toMatchObject({ clientBundles: 1, serverBundles: 1, compiled: 0 });
  });
  it("gives a cold build's output, byte for byte, after an edit of a doc every locale shows", async () => {
    // Untranslated: fr and ar show the default locale's text at their own URLs.
    const wick = join(dir, 'docs/basics/trim-the-wick.md');
    // `/basics/…` from the locale's folder, then the docs folder: found in every locale (a
    // `./light-a-lantern.md` from this untranslated file misses fr's translation, as in Docusaurus).
    const line = '\nA line added by the edit, after [the lighting](/basics/light-a-lantern.md).\n';
    writeFileSync(wick, readFileSync(wick, 'utf8') + line);
    const edited = await buildSite({ siteDir: dir });
    for (const base of ['/', '/fr/', '/ar/']) {
      const html = readFileSync(join(dir, 'build', base, 'docs/basics/trim-the-wick/index.html'));
      expect(String(html)).toContain('A line added by the edit');
      // The link goes to the page of the locale's own base URL (translated in fr, not in ar).
      expect(String(html)).toContain(`href="${base}docs/basics/light-a-lantern"`);
    }
    // One client and one server bundler run for the three locales, as a cold build; the edited
    // doc compiles once for each locale's link table (fr and ar translate different docs, and a
    // link finds a doc by its file: plugins/docs/loadDocSets.ts linkTableOfDocs), no other doc.
    expect(edited.work).toMatchObject({ clientBundles: 1, serverBundles: 1, compiled: 3 });
    const rebuiltFiles = treeHashes(join(dir, 'build'));
    rmSync(join(dir, '.cache'), { recursive: true, force: true });
    await buildSite({ siteDir: dir, outDir: join(dir, 'build-cold') });
    expect(rebuiltFiles).toEqual(treeHashes(join(dir, 'build-cold')));
  }, 300_000);
});
