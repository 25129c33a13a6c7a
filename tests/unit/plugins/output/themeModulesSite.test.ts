// Builds tests/fixtures/sites/theme-modules: a site with a src/theme override wrapping the original,
// a site MDXComponents, a remark plugin from its config, and a doc importing each Docusaurus module.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { BuildError } from '../../../../plugins/diagnostics.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/theme-modules-site');
const outDir = join(siteDir, 'build');
const page = (path: string) => {
  const html = readFileSync(join(outDir, path), 'utf8');
  return html.slice(html.indexOf('<article>'), html.indexOf('</article>'));
};

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(join(root, 'tests/fixtures/sites/theme-modules'), siteDir, {
    recursive: true,
    filter: (src) => !src.includes('/build') && !src.includes('/.cache'),
  });
  await buildSite({ siteDir, outDir });
}, 300_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a site using the theme extension points', () => {
  it('gives a doc without imports the site component, the config plugin and the override, standalone', () => {
    const html = page('index.html');
    expect(html).toContain('<span class="orchard-badge">ripe</span>');
    expect(html).toMatch(/Stamp: picked on Monday(<!-- -->)? \[stamped\]/);
    // A site's src/theme/MDXComponents/A is every Markdown link.
    expect(html).toContain('<a href="/modules" data-orchard="link">the modules</a>');
    // The override of @theme/CodeBlock wraps the original, for a plain fence too.
    expect(html).toMatch(
      /<div class="orchard-code"><div class="code-block language-js">.*ladder\.js.*<p class="orchard-code__caption">From the orchard log<\/p><\/div>/s,
    );
    // Written by the build as a standalone module, not bundled.
    expect(readdirSync(join(outDir, 'assets/docs')).some((f) => f.startsWith('index-'))).toBe(true);
  });

  it('renders what each Docusaurus module gives', () => {
    // Island markers (src/theme/mdx/islands.tsx) wrap the site's components: not part of the text.
    const html = page('modules/index.html').replace(/<!-- -->|<\/?docs-island[^>]*>/g, '');
    for (const text of [
      'title: Orchard Notes',
      'tagline: Pruning, grafting and harvest logs',
      'season: autumn',
      'path: /modules',
      'doc: Theme modules',
      'mode: light',
      'browser: false',
      'dom: false',
      '<span>loading</span>',
      'Baskets: 3 / Crates: 2',
      '<span class="admonition-title">Season</span>',
      '<a href="/" data-orchard="link">Back to the orchard</a>',
    ])
      expect(html).toContain(text);
    expect(html).toContain(
      '<div class="toc-inline"><ul class="table-of-contents"><li><a href="#grafting">Grafting</a></li><li><a href="#harvest">Harvest</a></li></ul></div>',
    );
    expect(html).toMatch(
      /<h3 id="custom-heading" class="anchor">Whip and tongue<a href="#custom-heading"/,
    );
    expect(html).toContain(
      '<img src="/img/light.svg" alt="Tree" class="themed-image themed-image--light"/>',
    );
    expect(html).toContain(
      '<img src="/img/dark.svg" alt="Tree" class="themed-image themed-image--dark"/>',
    );
    // A template literal given to CodeBlock is known at build time: highlighted as a fence is.
    expect(html).toMatch(
      /code-block language-python code-block--line-numbers"><div class="code-block__title">yield\.py<\/div>.*<span class="line" data-line="1"><span class="shl-[^"]+">apples <\/span>.*<span class="line" data-line="2"><span class="shl-[^"]+">pears <\/span>/s,
    );
  });

  // What Docusaurus 3.8.1 renders for the same docs, config, override, MDXComponents and plugin
  // (its article from the h1 on, tags removed, whitespace collapsed): same heading ids, same text.
  it('shows the heading ids and the text Docusaurus 3.8.1 shows for the same site', () => {
    const visible = (path: string) => {
      const html = page(path);
      const article = html.slice(html.indexOf('<h1>'), html.lastIndexOf('</div>'));
      return {
        ids: [...article.matchAll(/<h[1-6][^>]*id="([^"]+)"/g)].map((m) => m[1]),
        text: article
          .replace(/<svg.*?<\/svg>/gs, '')
          .replace(/<button[^>]*>Copy<\/button>/g, '')
          .replace(/<\/?(span|code|b|a|docs-island)\b[^>]*>|<!-- -->/g, '') // inline: no space
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      };
    };
    expect(visible('index.html')).toEqual({
      ids: [],
      text: 'Orchard Plain page: no site component, no import. ripe is a site-wide component. Stamp: picked on Monday [stamped] See the modules. ladder.js const rungs = 12; From the orchard log',
    });
    expect(visible('modules/index.html')).toEqual({
      ids: ['grafting', 'custom-heading', 'harvest'],
      text:
        'Theme modules Grafting Harvest Grafting\u200b title: Orchard Notes tagline: Pruning, grafting and harvest logs ' +
        'season: autumn path: /modules doc: Theme modules mode: light browser: false dom: false Whip and tongue\u200b ' +
        'yield.py apples = 40 pears = 12 From the orchard log Season Graft in late winter. Back to the orchard loading ' +
        'Harvest\u200b Baskets: 3 / Crates: 2',
    });
  });

  it('fails on a module it does not provide, at the line of the import', async () => {
    const doc = join(siteDir, 'docs/broken.mdx');
    writeFileSync(doc, "# Broken\n\nimport Thing from '@theme/NoSuchThing';\n\n<Thing />\n");
    try {
      let error: unknown;
      try {
        await buildSite({ siteDir, outDir: join(siteDir, 'build-broken') });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BuildError);
      const d = (error as BuildError).diagnostics.find((x) => x.file.endsWith('broken.mdx'));
      expect(d).toMatchObject({ line: 3, column: 1 });
      expect(d!.message).toContain('"@theme/NoSuchThing" is not a module this generator provides');
    } finally {
      rmSync(doc);
    }
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });

  it('fails on a module it does not provide in site code, at the import, with the hint apart', async () => {
    const page = join(siteDir, 'src/pages/broken.jsx');
    mkdirSync(join(siteDir, 'src/pages'), { recursive: true });
    writeFileSync(
      page,
      "import Chart from '@theme/NoSuchChart';\n\nexport default function Broken() {\n  return <Chart />;\n}\n",
    );
    try {
      const error = await buildSite({ siteDir, outDir: join(siteDir, 'build-broken') }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BuildError);
      const [d] = (error as BuildError).diagnostics;
      expect(d).toMatchObject({ file: page, line: 1, column: 19, severity: 'error' });
      expect(d!.message).toBe('"@theme/NoSuchChart" is not a module this generator provides');
      expect(d!.hint).toMatch(/^add the component to the site as src\/theme\/NoSuchChart\.tsx/);
    } finally {
      rmSync(page);
    }
  });
});
