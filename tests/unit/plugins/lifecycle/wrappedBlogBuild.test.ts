// tests/fixtures/sites/blog-wrapper built from the command line: a local plugin extending the
// blog by calling its function adds the home page with the three newest posts, truncated, and
// then the blog's own routes. The expected values were recorded from Docusaurus 3.8.1's build of
// the same fixture (its HTML files, the home page's text, the data file the plugin writes).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docusaurusHtmlFiles } from '../../docusaurusHtmlFiles.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/blog-wrapper');
let dir = '';
let out = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'blog-wrapper-'));
  cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', dir, '--out-dir', out],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}`);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
/** An element's text, tags and React's text separators left out, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a blog extended by a local plugin (blog-wrapper), built', () => {
  it('has the HTML files Docusaurus 3.8.1 writes', () => {
    const files = docusaurusHtmlFiles(out);
    expect(files).toEqual([
      '404.html',
      'index.html',
      'journal/2025/01/10/first-watch/index.html',
      'journal/2025/02/03/storm-night/index.html',
      'journal/2025/03/21/new-lens/index.html',
      'journal/2025/04/02/quiet-week/index.html',
      'journal/archive/index.html',
      'journal/index.html',
      'journal/page/2/index.html',
      'journal/tags/index.html',
      'journal/tags/lamp/index.html',
      'journal/tags/weather/index.html',
    ]);
  });

  it("renders the plugin's home page: its data and the three newest posts, truncated", () => {
    const html = page('');
    expect(html).toContain('<title>Harbor home | Harbor Light</title>');
    expect(html).toContain('<h1>Harbor home</h1>');
    expect(text(/<p id="summary">(.*?)<\/p>/s.exec(html)![1]!)).toBe(
      '4 log entries; tags lamp:2, weather:2; list pages /journal /journal/page/2; tags at /journal/tags',
    );
    const posts = [...html.matchAll(/<article class="recent-post">(.*?)<\/article>/gs)].map((m) =>
      text(m[1]!),
    );
    expect(posts).toEqual([
      // No truncate marker: the whole post.
      'A quiet week sleepy Nothing but gulls and paint. The logbook has no truncate marker this time, so a list shows all of it.',
      'The new lens proud The refitted Fresnel lens arrived by boat in six crates.',
      'Storm night restless Gusts above forty knots shook the gallery rail.',
    ]);
    expect(html).toContain('<a href="/journal/2025/03/21/new-lens">The new lens</a>');
  });

  it("writes the plugin's createData file as Docusaurus's content gives it", () => {
    const file = join(
      dir,
      '.cache/generated/docusaurus-plugin-content-blog/default/journal-summary.json',
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      posts: 4,
      listPages: ['/journal', '/journal/page/2'],
      firstPageItems: ['/2025/04/02/quiet-week', '/2025/03/21/new-lens'],
      tags: ['lamp:2', 'weather:2'],
      tagsListPath: '/journal/tags',
    });
  });

  it("keeps the blog's own pages, compiled with the plugin's remarkPlugins", () => {
    expect(page('journal')).toContain('<title>Keeper log | Harbor Light</title>');
    expect(page('journal/tags/lamp')).toContain(
      '<title>2 posts tagged with &quot;lamp&quot; | Harbor Light</title>',
    );
    const post = page('journal/2025/01/10/first-watch');
    expect(post).toContain('<title>First watch of the year | Harbor Light</title>');
    expect(post).toContain('beacon lit at dusk without trouble.');
    expect(post).toContain('the horn sounded every thirty seconds');
    expect(page('journal/page/2')).toContain('beacon lit at dusk without trouble.');
  });
});
