// JSX in .js: the site's own files, its plugins' theme folders, and (Docusaurus's rule for
// node_modules) any package file whose path after the last node_modules names "docusaurus".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteJsxInJsPlugin, usesSwcJsLoader } from '../../../plugins/siteJsx.js';

const siteDir = mkdtempSync(join(tmpdir(), 'site-jsx-'));
const plugin = siteJsxInJsPlugin(siteDir);
const transform = plugin.transform as (
  code: string,
  id: string,
) => Promise<{ code: string } | undefined>;
const JSX = 'export default function Button() { return <button>Copy page</button>; }\n';

describe('JSX in .js files', () => {
  it("compiles a Docusaurus plugin package's file (React Native's copy-page button)", async () => {
    const id = join(
      siteDir,
      'node_modules/docusaurus-plugin-copy-page-button/src/CopyPageButton.js',
    );
    const out = await transform(JSX, id);
    expect(out?.code).toMatch(/jsx\(\s*"button"/);
  });

  it("leaves other packages' files, and a package nested under a Docusaurus one, alone", async () => {
    expect(await transform(JSX, join(siteDir, 'node_modules/left-pad/index.js'))).toBeUndefined();
    const nested = 'node_modules/docusaurus-theme-x/node_modules/left-pad/index.js';
    expect(await transform(JSX, join(siteDir, nested))).toBeUndefined();
  });

  it("compiles the site's own .js files", async () => {
    const out = await transform(JSX, join(siteDir, 'src/components/Button.js'));
    expect(out?.code).toMatch(/jsx\(\s*"button"/);
  });
});

// Docusaurus with SWC (`future.faster`) parses every JavaScript file as TypeScript with JSX:
// Dyte's components have type aliases and annotations in .jsx files and build there.
describe('TypeScript syntax in .js and .jsx, as SWC parses them', () => {
  const TYPED =
    "type Size = 'sm' | 'lg';\n" +
    'export default function Box({ size }: { size: Size }) { return <div className={size} />; }\n';
  const swc = siteJsxInJsPlugin(siteDir, [], true).transform as typeof transform;

  it("strips the types of the site's .jsx and .js files", async () => {
    for (const name of ['src/components/Box.jsx', 'src/components/Box.js']) {
      const out = await swc(TYPED, join(siteDir, name));
      expect(out?.code).not.toContain('Size');
      expect(out?.code).toMatch(/jsx\(\s*"div"/);
    }
  });

  it('leaves .jsx to the bundler without SWC, and packages alone with it', async () => {
    expect(await transform(TYPED, join(siteDir, 'src/components/Box.jsx'))).toBeUndefined();
    const pkg = join(siteDir, 'node_modules/left-pad/index.jsx');
    expect(await swc(TYPED, pkg)).toBeUndefined();
  });

  it("follows the config's faster flags as Docusaurus resolves them", () => {
    const v3_10 = { major: 3, minor: 10, patch: 0 };
    const v3_8 = { major: 3, minor: 8, patch: 1 };
    expect(usesSwcJsLoader({ experimental_faster: true })).toBe(true);
    expect(usesSwcJsLoader({ faster: { swcJsLoader: true } })).toBe(true);
    expect(usesSwcJsLoader({ faster: { rspackBundler: true } })).toBe(false);
    expect(usesSwcJsLoader({})).toBe(false);
    // 3.10's v4.fasterByDefault when `faster` is not set; 3.8 has no such flag.
    expect(usesSwcJsLoader({ v4: true }, v3_10)).toBe(true);
    expect(usesSwcJsLoader({ v4: true }, v3_8)).toBe(false);
    expect(usesSwcJsLoader({ v4: true, faster: false }, v3_10)).toBe(false);
  });
});
