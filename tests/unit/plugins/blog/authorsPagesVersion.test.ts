// Blog authors pages (`/blog/authors`, an author's own with `page: true`) came with Docusaurus
// 3.5: a site on an older Docusaurus has an authors map for its posts' bylines and no such pages
// (Apache Answer's 3.1 site: our build wrote `/blog/authors` in both locales, Docusaurus none).
// The site's version is read from its package.json (docusaurusVersion.ts); unknown means 3.8's.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function build(core: string | undefined, postsPerPage = 10): Promise<string> {
  const dir = mkdtempSync(join(root, 'tests/.tmp/authors-version-'));
  dirs.push(dir);
  const deps = core ? { '@docusaurus/core': core, '@docusaurus/preset-classic': core } : {};
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', dependencies: deps }));
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `export default { title: 'Lighthouse Log', url: 'https://log.example.org', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { showReadingTime: false, postsPerPage: ${postsPerPage} } }]] };\n`,
  );
  mkdirSync(join(dir, 'blog'));
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(join(dir, 'src/pages/index.md'), '# Lighthouse Log\n');
  writeFileSync(
    join(dir, 'blog/authors.yml'),
    'keeper:\n  name: Ines Keeper\n  title: Lamp keeper\n  page: true\n',
  );
  writeFileSync(
    join(dir, 'blog/2024-03-01-first-light.md'),
    '---\ntitle: First light\nauthors: [keeper]\n---\n\nThe lamp was lit at dusk.\n',
  );
  writeFileSync(
    join(dir, 'blog/2024-03-09-fog-signal.md'),
    '---\ntitle: Fog signal\nauthors: [keeper]\n---\n\nThe horn sounded twice a minute.\n',
  );
  const out = join(dir, 'build');
  await buildSite({ siteDir: dir, outDir: out });
  return out;
}

describe("blog authors pages follow the site's Docusaurus version", () => {
  it('3.4: no authors pages, the byline keeps the author', async () => {
    const out = await build('3.4.0');
    expect(existsSync(join(out, 'blog/authors/index.html'))).toBe(false);
    expect(existsSync(join(out, 'blog/authors/keeper/index.html'))).toBe(false);
    const post = readFileSync(join(out, 'blog/2024/03/01/first-light/index.html'), 'utf8');
    expect(post).toContain('Ines Keeper');
    // Its `page: true` is not read there: the byline links to no page.
    expect(post).not.toContain('/blog/authors/keeper');
  }, 240_000);

  it('3.5 and a site of unknown version: the authors list and the author’s own page', async () => {
    for (const core of ['^3.5.2', undefined]) {
      const out = await build(core);
      expect(readFileSync(join(out, 'blog/authors/index.html'), 'utf8')).toContain('Ines Keeper');
      expect(existsSync(join(out, 'blog/authors/keeper/index.html'))).toBe(true);
    }
  }, 240_000);

  // An author's second page of posts: Docusaurus 3.5-3.9 (routes.js) paginate it under
  // authorsBasePath, 3.10 under pageBasePath (Jellyfin's 3.10.2 site: `…/page/2`).
  it("an author's second page: under authors/ up to 3.9, under page/ from 3.10", async () => {
    const old = await build('3.9.2', 1);
    expect(existsSync(join(old, 'blog/authors/keeper/authors/2/index.html'))).toBe(true);
    expect(existsSync(join(old, 'blog/authors/keeper/page/2/index.html'))).toBe(false);
    const now = await build('3.10.2', 1);
    expect(readFileSync(join(now, 'blog/authors/keeper/page/2/index.html'), 'utf8')).toContain(
      'First light',
    );
    expect(existsSync(join(now, 'blog/authors/keeper/authors/2/index.html'))).toBe(false);
  }, 240_000);
});
