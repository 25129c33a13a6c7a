// The plugin-lifecycle fixture built by the generator, compared with what Docusaurus 3.8.1 built
// from the same folder (once, by hand: `docusaurus build` with scripts/bench/peer's install; the
// values it gave are written here). Then a plugin that fails in postBuild keeps the last output.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import { stagingDirOf } from '../../../../plugins/output/atomicOutput.js';

/** What Docusaurus 3.8.1 wrote for tests/fixtures/sites/plugin-lifecycle. */
const DOCUSAURUS = {
  htmlFiles: [
    '404.html',
    'docs/context/index.html',
    'docs/intro/index.html',
    'harvest/index.html',
    'harvest/summary/index.html',
    'index.html',
    'orchard/rows/index.html',
    'orchard/trees/index.html',
  ],
  /** postBuild's file (routesPaths of the plugin's routes, its content, head['/harvest'].title). */
  report: {
    routes: ['/harvest', '/harvest/summary', '/orchard/rows', '/orchard/trees'],
    count: 3,
    title: '<title data-rh="true">Harvest | Orchard Almanac</title>',
  },
  /** injectHtmlTags' head tags, in every page. */
  headTags: [
    '<meta name="harvest-count" content="3">',
    '<link rel="preconnect" href="https://cdn.orchard.example.org">',
  ],
  /** The text of each page's marker element (route props, createData modules, global data). */
  text: {
    'harvest/index.html': {
      'harvest-page': 'Harvest listripe3 varieties12 rowsBramleyCoxEgremont RussetOrchard rows',
    },
    'orchard/rows/index.html': { 'orchard-layout': 'Twelve rows of apple trees.' },
    'orchard/trees/index.html': { 'orchard-layout': 'Three hundred trees.' },
    'harvest/summary/index.html': { 'harvest-summary': '3 varieties, season known' },
    'index.html': {
      season: 'Season: autumn',
      'global-plugins': 'harvest-plugin, season-plugin',
      // useRouteContext() on a page: the pages plugin, no data.
      'page-route-context': 'docusaurus-plugin-content-pages/default data=undefined',
    },
    // On a doc: its docs instance, data {} (nested routes); useDoc()'s YAML date is a Date.
    'docs/context/index.html': {
      'route-context':
        'docusaurus-plugin-content-docs/default data={} date=Date(2024-09-14T00:00:00.000Z) metadata=string',
    },
  } as Record<string, Record<string, string>>,
  /** The `.harvest-badge` rule after the plugin's PostCSS plugin: rgb(200, 30, 30). */
  badgeColour: [200, 30, 30],
};

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/plugin-lifecycle');
const siteDir = join(root, 'tests/.tmp/plugin-lifecycle-unit');
const outDir = join(siteDir, 'build');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

/** The text of the element with `id` (tags dropped, React's text separators too). */
function textOf(html: string, id: string): string | undefined {
  const start = html.indexOf(` id="${id}"`);
  if (start < 0) return undefined;
  const tag = html.lastIndexOf('<', start);
  const name = /^<(\w+)/.exec(html.slice(tag))![1]!;
  let depth = 0;
  const re = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  re.lastIndex = tag;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0)
      return html
        .slice(tag, m.index)
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]*>/g, '');
  }
  return undefined;
}

describe('a Docusaurus site whose plugins use the whole lifecycle', () => {
  /** Each stage the build reported, and whether postBuild's file was written when it began. */
  const stages: [string, boolean][] = [];
  beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    // In the staging folder, or in the output once that is put in place.
    const written = () =>
      [stagingDirOf(outDir), outDir].some((d) => existsSync(join(d, 'harvest-report.json')));
    await buildSite({
      siteDir,
      outDir,
      reporter: {
        stage: (name) => stages.push([name, written()]),
        progress: () => undefined,
        warn: () => undefined,
      },
    });
  }, 180_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('writes the pages Docusaurus 3.8.1 wrote, the plugin routes among them', () => {
    const files = (readdirSync(outDir, { recursive: true }) as string[])
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.html') && !f.startsWith('search'))
      .filter((f) => statSync(join(outDir, f)).isFile())
      .sort();
    expect(files).toEqual(DOCUSAURUS.htmlFiles);
  });

  it("renders each plugin route with its props, modules, nested route and the plugins' global data", () => {
    for (const [file, markers] of Object.entries(DOCUSAURUS.text))
      for (const [id, text] of Object.entries(markers))
        expect(textOf(read(file), id), `${file} #${id}`).toBe(text);
  });

  it('puts the injected tags in every page: head, before the app, after it', () => {
    for (const file of DOCUSAURUS.htmlFiles) {
      const html = read(file);
      const head = html.slice(0, html.indexOf('</head>'));
      for (const tag of DOCUSAURUS.headTags) expect(head, file).toContain(tag);
      const body = html.slice(html.indexOf('<body>'));
      expect(body, file).toMatch(
        /^<body><script>window.__harvestPreBody = true;<\/script><div id="__docusaurus">/,
      );
      expect(body, file).toMatch(
        /<\/div><div id="harvest-post-body" hidden>after the app<\/div>\n<div id="inline-marker" hidden>inline plugin<\/div><\/body>/,
      );
    }
  });

  it("runs postBuild with the routes, the plugin's content and each page's head", () => {
    expect(JSON.parse(read('harvest-report.json'))).toEqual(DOCUSAURUS.report);
  });

  it("times the plugins' postBuild as a stage of its own, not as the link check", () => {
    // Stencil's llms-txt plugin turns every page into Markdown in postBuild: its minutes were
    // reported as the link check's.
    const names = stages.map(([name]) => name);
    const links = names.indexOf('links');
    expect(links).toBeGreaterThan(-1);
    expect(names[links + 1]).toBe('post-build');
    // The report is written after the post-build stage starts, and before the next one.
    expect(stages[links + 1]![1]).toBe(false);
    expect(stages[links + 2]?.[1]).toBe(true);
  });

  it("applies the plugin's PostCSS plugin to its client module's stylesheet", () => {
    const css = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
      .join('\n');
    expect(css).not.toContain('HARVEST_RED');
    const hex = DOCUSAURUS.badgeColour.map((n) => n.toString(16).padStart(2, '0')).join('');
    expect(css).toMatch(new RegExp(`\\.harvest-badge\\{color:(#${hex}|rgb\\(200, ?30, ?30\\))\\}`));
  });

  it('writes the main stylesheet where Docusaurus does, for postBuild plugins that look for it', () => {
    // Docusaurus's assets/css/styles.<hash>.css (a postBuild may inline it: Ory's does).
    const main = readdirSync(join(outDir, 'assets/css')).filter((f) => f.endsWith('.css'));
    expect(main).toHaveLength(1);
    expect(main[0]).toMatch(/^styles\.[\w-]+\.css$/);
    for (const page of ['index.html', 'docs/intro/index.html', 'harvest/index.html'])
      expect(read(page), page).toContain(`<link rel="stylesheet" href="/assets/css/${main[0]}">`);
    // It is the theme's and the site's stylesheet (Infima's variables), not a chunk's.
    expect(read(`assets/css/${main[0]}`)).toContain('--ifm-color-primary');
  });

  it('stops at a plugin that throws in postBuild, naming it and the line, and keeps the output', async () => {
    const file = join(siteDir, 'plugins/harvest-plugin.js');
    const source = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      source.replace(
        'const report = {',
        "if (content.count) throw new Error('the report service is down');\n      const report = {",
      ),
    );
    try {
      const e = (await buildSite({ siteDir, outDir }).then(
        () => undefined,
        (x: unknown) => x,
      )) as BuildError;
      expect(isBuildError(e)).toBe(true);
      const line = source.split('\n').findIndex((l) => l.includes('const report = {')) + 1;
      expect(e.diagnostics[0]).toMatchObject({
        file,
        line,
        message: 'plugin "harvest-plugin" failed in postBuild: the report service is down',
      });
      expect(JSON.parse(read('harvest-report.json'))).toEqual(DOCUSAURUS.report);
      expect(textOf(read('index.html'), 'season')).toBe('Season: autumn');
    } finally {
      writeFileSync(file, source);
    }
  }, 180_000);
});
