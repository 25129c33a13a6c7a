// A Docusaurus config whose only plugins come from a third-party preset (redocusaurus's preset adds
// docusaurus-theme-redoc, whose theme folder gives `@theme/ApiDocMdx` to the site's MDX): the
// compile leaves such `@theme/` imports to the bundler, as it does for a config's own `themes`.
// The preset is run to know (what it returns: here one theme of its own).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { loadSiteExtensions } from '../../../../plugins/mdx/siteExtensions.js';

const work = mkdtempSync(join(tmpdir(), 'preset-themes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A site folder with this config and one doc importing a theme component of a preset's theme. */
function site(name: string, presets: string): string {
  const siteDir = join(work, name);
  mkdirSync(join(siteDir, 'docs'), { recursive: true });
  mkdirSync(join(siteDir, 'bakery-preset'), { recursive: true });
  writeFileSync(
    join(siteDir, 'bakery-preset', 'index.js'),
    "export default function bakeryPreset() {\n  return { themes: ['./bakery-theme.js'] };\n}\n",
  );
  writeFileSync(
    join(siteDir, 'docusaurus.config.js'),
    `export default {\n  title: 'Bakery', url: 'https://bakery.example', baseUrl: '/',\n  ${presets},\n};\n`,
  );
  return siteDir;
}

const compile = (siteDir: string) =>
  compileDoc({
    body: "import Loaf from '@theme/Loaf';\n\n<Loaf />\n",
    filePath: join(siteDir, 'docs', 'bread.mdx'),
    source: 'bread.mdx',
    siteDir,
    staticDirs: [join(siteDir, 'static')],
    permalinkBySource: new Map(),
  });

describe('a third-party preset', () => {
  it("may give theme components: the compile leaves the preset theme's import to the bundler", async () => {
    const siteDir = site(
      'with-preset',
      "presets: [['classic', { blog: false }], ['./bakery-preset/index.js', {}]]",
    );
    expect((await loadSiteExtensions(siteDir)).pluginThemes).toBe(true);
    const out = await compile(siteDir);
    expect(out.code).toContain('@theme/Loaf');
  });

  it('the classic preset alone gives none: an unknown @theme/ import stops at its line', async () => {
    const siteDir = site('classic-only', "presets: [['classic', { blog: false }]]");
    expect((await loadSiteExtensions(siteDir)).pluginThemes).toBeUndefined();
    await expect(compile(siteDir)).rejects.toThrow(/"@theme\/Loaf" is not a module/);
  });
});
