// An author's unlisted posts on the blog's authors pages: Docusaurus 3.10's blog routes count and
// list an author's listed posts only (routes.js: `authorPosts.filter(shouldBeListed)` for the
// authors list's counts and the author's own pages). HAMi's authors list said 17 posts for its
// community author where Docusaurus says 14 (three of them unlisted). Expected values from
// Docusaurus 3.10.2's build of the same site (2026-12-03).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const dir = mkdtempSync(join(root, 'tests/.tmp/authors-unlisted-'));
const out = join(dir, 'build');

const post = (file: string, title: string, authors: string, extra = '') =>
  writeFileSync(
    join(dir, 'blog', file),
    `---\ntitle: ${title}\nauthors: [${authors}]\n${extra}---\n\n${title} in the log.\n`,
  );

beforeAll(async () => {
  const core = '3.10.2';
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'x',
      dependencies: { '@docusaurus/core': core, '@docusaurus/preset-classic': core },
    }),
  );
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `export default { title: 'Lighthouse Log', url: 'https://log.example.org', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { showReadingTime: false } }]] };\n`,
  );
  mkdirSync(join(dir, 'blog'));
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(join(dir, 'src/pages/index.md'), '# Lighthouse Log\n');
  writeFileSync(
    join(dir, 'blog/authors.yml'),
    'keeper:\n  name: Ines Keeper\n  title: Lamp keeper\n  page: true\nmate:\n  name: Olaf Mate\n',
  );
  post('2024-03-01-first-light.md', 'First light', 'keeper, mate');
  post('2024-03-09-fog-signal.md', 'Fog signal', 'keeper');
  post('2024-03-12-spare-wick.md', 'Spare wick', 'keeper, mate', 'unlisted: true\n');
  await buildSite({ siteDir: dir, outDir: out });
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A page's main text, tags dropped. */
const text = (path: string) => {
  const html = readFileSync(join(out, path, 'index.html'), 'utf8');
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

describe("an author's unlisted posts on the authors pages", () => {
  it('counts only the listed posts in the authors list', () => {
    expect(text('blog/authors')).toBe('Authors Ines Keeper 2 Lamp keeper Olaf Mate 1');
  });

  it("lists only the listed posts on the author's own page", () => {
    const page = text('blog/authors/keeper');
    expect(page).toContain('Fog signal');
    expect(page).toContain('First light');
    expect(page).not.toContain('Spare wick');
  });

  it('still builds the unlisted post itself', () => {
    expect(text('blog/2024/03/12/spare-wick')).toContain('Spare wick in the log.');
  });
});
