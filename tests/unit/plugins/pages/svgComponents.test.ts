import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isSvgComponentImport,
  svgComponentModule,
} from '../../../../plugins/pages/svgComponents.js';

describe('SVG components', () => {
  it('makes components of SVGs imported from code and MDX, not from CSS or with a query', () => {
    expect(isSvgComponentImport('@site/static/img/x.svg', '/s/src/pages/index.js')).toBe(true);
    expect(isSvgComponentImport('./x.svg', '/s/docs/a.mdx')).toBe(true);
    expect(isSvgComponentImport('./x.svg', '/s/src/css/custom.css')).toBe(false);
    expect(isSvgComponentImport('./x.svg?url', '/s/docs/a.md')).toBe(false);
    expect(isSvgComponentImport('./x.png', '/s/src/a.tsx')).toBe(false);
  });

  it('compiles an SVG to a module whose default export renders it with the given props', async () => {
    const code = await svgComponentModule(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><title>Dot</title><circle cx="2" cy="2" r="1"/></svg>',
      '/s/static/img/dot.svg',
    );
    expect(code).toMatch(/export default/);
    expect(code).toContain('react/jsx-runtime');
    expect(code).toContain('viewBox');
    expect(code).not.toMatch(/<svg/); // JavaScript, no JSX left
  });

  it("ignores the site's tsconfig.json, which extends @docusaurus/tsconfig where it is not installed", async () => {
    // The classic-typescript template of create-docusaurus: its three SVGs failed with
    // [TSCONFIG_ERROR] while the compile looked up the tsconfig.json above them.
    const site = mkdtempSync(join(tmpdir(), 'svg-tsconfig-'));
    writeFileSync(
      join(site, 'tsconfig.json'),
      JSON.stringify({ extends: '@docusaurus/tsconfig', compilerOptions: { baseUrl: '.' } }),
    );
    mkdirSync(join(site, 'static/img'), { recursive: true });
    const code = await svgComponentModule(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><title>Tree</title></svg>',
      join(site, 'static/img/undraw_docusaurus_tree.svg'),
    );
    expect(code).toMatch(/export default/);
  });

  it('fails with the file named for a file that is not SVG', async () => {
    await expect(svgComponentModule('<svg><g></svg>', '/s/bad.svg')).rejects.toMatchObject({
      diagnostics: [expect.objectContaining({ file: '/s/bad.svg' })],
    });
  });
});
