// The README's example plugin (its architecture section: a content type as one plugin file) is the
// plugin of tests/fixtures/sites/readme-plugin, byte for byte, and the site builds with a page per
// recipe: the route the plugin adds, its createData module as the component's prop, its global data.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/readme-plugin');

/** The README's example: its ```js block that starts with the plugin's file name, unindented. */
function readmeExample(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('```js\n  // plugins/recipes-plugin.js');
  expect(start).toBeGreaterThan(0);
  const body = readme.slice(readme.indexOf('\n', start) + 1, readme.indexOf('  ```\n', start));
  return body
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n');
}

describe('the README’s example plugin', () => {
  const { outDir } = builtFixture('readme-plugin', { timeout: 180_000 });

  it('is the fixture’s plugin, byte for byte', () => {
    const plugin = readFileSync(join(fixture, 'plugins/recipes-plugin.js'), 'utf8');
    expect(plugin).toBe(readmeExample());
  });

  it('builds a page per recipe at the route it adds, with its data and global data', () => {
    for (const [slug, text] of [
      ['soup', 'Tomato soup: 30 minutes (one of 2 recipes)'],
      ['bread', 'Rye bread: 240 minutes (one of 2 recipes)'],
    ]) {
      const html = readFileSync(join(outDir, `recipes/${slug}/index.html`), 'utf8');
      const main = /<main id="recipe">(.*?)<\/main>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
      expect(main, slug).toBe(text);
    }
    expect(existsSync(join(outDir, 'recipes/index.html'))).toBe(false);
  });

  it("names its Markdown home page's chunk without the build machine's folders", () => {
    // src/pages/index.md: the chunk was once named after the encoded path of the site's folder.
    const assets = readdirSync(join(outDir, 'assets'), { recursive: true }).map(String);
    expect(assets.some((f) => /^index-page-[\w-]+\.js$/.test(f))).toBe(true);
    expect(assets.filter((f) => /_2Fsrc_2Fpages|readme-plugin|_2Ftests_2F/.test(f))).toEqual([]);
  });
});
