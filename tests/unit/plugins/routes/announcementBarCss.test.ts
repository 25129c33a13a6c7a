// The announcement bar's colours reach the page as a stylesheet rule (no style attribute, which a
// strict Content-Security-Policy blocks), and only colours get there.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { validateSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { announcementBarCss } from '../../../../plugins/routes/virtualModules.js';

const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };

describe('announcement bar colours', () => {
  it('become a rule of the theme stylesheet, and nothing when the site sets none', () => {
    expect(announcementBarCss({ backgroundColor: '#20232a', textColor: 'rgb(255 255 255)' })).toBe(
      '\n.announcement-bar{background-color:#20232a;color:rgb(255 255 255)}\n',
    );
    expect(announcementBarCss({ textColor: 'tomato' })).toBe('\n.announcement-bar{color:tomato}\n');
    expect(announcementBarCss(undefined)).toBe('');
    expect(announcementBarCss({})).toBe('');
  });

  it('must be CSS colours: anything that could close the rule fails the config', () => {
    const bar = (backgroundColor: string) =>
      validateSiteConfig(
        { ...base, announcementBar: { content: 'Hi', backgroundColor } },
        'site.config.ts',
      );
    expect(bar('hsl(210 40% 96%)').announcementBar?.backgroundColor).toBe('hsl(210 40% 96%)');
    expect(() => bar('red;} body{display:none')).toThrow(/a CSS colour/);
  });
});

describe('a site with a coloured announcement bar', () => {
  const root = join(import.meta.dirname, '../../../..');
  const siteDir = join(root, 'tests/.tmp/announcement-bar-colours');
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('ships the rule in its stylesheet, and takes the bundles again when nothing changed', async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(join(root, 'tests/fixtures/sites/minimal'), siteDir, { recursive: true });
    writeFileSync(
      join(siteDir, 'site.config.ts'),
      "export default { title: 'Bar', url: 'https://example.com', baseUrl: '/', announcementBar: { content: 'Hi', backgroundColor: '#20232a', textColor: '#fff' } };\n",
    );
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const cssOf = () =>
      readdirSync(join(outDir, 'assets'))
        .filter((f) => /^entryClient-.*\.css$/.test(f))
        .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
        .join('');
    // (The minifier may order the declarations its own way.)
    const rules = [...cssOf().matchAll(/\.announcement-bar\{([^}]*)\}/g)].map((m) =>
      m[1]!.split(';').sort(),
    );
    expect(rules).toContainEqual(['background-color:#20232a', 'color:#fff']);
    // A doc edit leaves the generated stylesheet as it was: the bundle is reused, not redone.
    const entry = readdirSync(join(outDir, 'assets')).find((f) => /^entryClient-.*\.js$/.test(f))!;
    const inode = statSync(join(outDir, 'assets', entry)).ino;
    const doc = readdirSync(join(siteDir, 'docs')).find((f) => f.endsWith('.md'))!;
    writeFileSync(
      join(siteDir, 'docs', doc),
      readFileSync(join(siteDir, 'docs', doc), 'utf8') + '\nMore.\n',
    );
    await buildSite({ siteDir, outDir });
    expect(statSync(join(outDir, 'assets', entry)).ino).toBe(inode);
  });
});
