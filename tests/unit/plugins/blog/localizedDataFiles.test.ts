// A blog's tags file and authors map in a locale's translations folder
// (`i18n/fr/docusaurus-plugin-content-blog/tags.yml`, `authors.yml`): Docusaurus reads each data
// file from the locale's folder first, then the blog's (utils' getDataFilePath, for getTagsFile and
// getAuthorsMap). HAMi's zh blog has its own tags.yml mapping Chinese tags to English permalinks
// (`GPU 共享` → `/gpu-sharing`): ours made `/blog/tags/gpu-共享` of them. Expected values from
// Docusaurus 3.10.2's build of the same site (2026-12-03).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const dir = mkdtempSync(join(root, 'tests/.tmp/blog-localized-data-'));
const out = join(dir, 'build');
const fr = 'i18n/fr/docusaurus-plugin-content-blog';

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};

beforeAll(async () => {
  write(
    'package.json',
    JSON.stringify({
      name: 'x',
      dependencies: { '@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2' },
    }),
  );
  write(
    'docusaurus.config.js',
    `export default { title: 'Harbour Notes', url: 'https://harbour.example.org', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: { showReadingTime: false, onInlineTags: 'ignore' } }]] };\n`,
  );
  write('src/pages/index.md', '# Harbour Notes\n');
  write('blog/tags.yml', 'tides:\n  label: Tides\n  permalink: /tides\n');
  write(`${fr}/tags.yml`, 'Marées:\n  label: Marées hautes\n  permalink: /tides\n');
  write('blog/authors.yml', 'pilot:\n  name: Ada Pilot\n  title: Harbour pilot\n');
  write(`${fr}/authors.yml`, 'pilot:\n  name: Ada Pilote\n  title: Pilote du port\n');
  write(
    'blog/2024-04-02-spring-tide.md',
    '---\ntitle: Spring tide\nauthors: [pilot]\ntags: [tides]\n---\n\nThe water rose.\n\n<!-- truncate -->\n',
  );
  write(
    `${fr}/2024-04-02-spring-tide.md`,
    '---\ntitle: Grande marée\nauthors: [pilot]\ntags: [Marées]\n---\n\nL’eau est montée.\n\n<!-- truncate -->\n',
  );
  await buildSite({ siteDir: dir, outDir: out });
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A page's main text, tags dropped. */
const text = (path: string) => {
  const html = readFileSync(join(out, path, 'index.html'), 'utf8');
  return (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

describe("a locale's own tags file and authors map", () => {
  it("takes the locale's tags file: its label, the permalink it gives", () => {
    expect(text('fr/blog/tags')).toBe('Tags M ​ Marées hautes 1');
    expect(text('fr/blog/tags/tides')).toContain('Marées hautes');
    expect(text('fr/blog/2024/04/02/spring-tide')).toBe(
      'Grande marée 2 avril 2024 Ada Pilote Pilote du port L’eau est montée. Tags : Marées hautes',
    );
  });

  it("keeps the blog's own files for the default locale", () => {
    expect(text('blog/tags')).toBe('Tags T ​ Tides 1');
    expect(text('blog/2024/04/02/spring-tide')).toContain('Ada Pilot Harbour pilot');
  });
});
