// JSX in .js: the site's own files, its plugins' theme folders, and (Docusaurus's rule for
// node_modules) any package file whose path after the last node_modules names "docusaurus".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteJsxInJsPlugin } from '../../../plugins/siteJsx.js';

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
