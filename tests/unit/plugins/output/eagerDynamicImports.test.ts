// A page whose chunks dynamically import the mermaid library (the theme's Mermaid component)
// preloads the library's entry; a page without such a chunk, and other dynamic imports, do not.
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  eagerDynamicImports,
  inEagerPackage,
} from '../../../../plugins/output/eagerDynamicImports.js';

const MERMAID = '../../gen/node_modules/mermaid/dist/mermaid.core.mjs';
const manifest: Manifest = {
  'src/theme/docusaurus/Mermaid.tsx': {
    file: 'assets/Mermaid-a.js',
    dynamicImports: [MERMAID, 'node_modules/other/dist/index.mjs'],
  },
  [MERMAID]: {
    file: 'assets/mermaid.core-b.js',
    isDynamicEntry: true,
    dynamicImports: ['node_modules/mermaid/dist/chunks/flowDiagram.mjs'],
  },
  'node_modules/other/dist/index.mjs': { file: 'assets/other-c.js', isDynamicEntry: true },
  'node_modules/mermaid/dist/chunks/flowDiagram.mjs': {
    file: 'assets/flowDiagram-d.js',
    isDynamicEntry: true,
  },
  'docs/plain.md': {
    file: 'assets/plain-e.js',
    dynamicImports: ['node_modules/other/dist/index.mjs'],
  },
};

describe('eagerDynamicImports', () => {
  it("gives the mermaid library's entry for a page whose chunk imports it", () => {
    expect(
      eagerDynamicImports(manifest, ['docs/flow.md', 'src/theme/docusaurus/Mermaid.tsx']),
    ).toEqual([MERMAID]);
  });
  it("gives nothing for a page without such a chunk, nor for the library's own diagram imports", () => {
    expect(eagerDynamicImports(manifest, ['docs/plain.md'])).toEqual([]);
    // The library's diagrams are imported when a diagram of that type is drawn: not preloaded.
    expect(eagerDynamicImports(manifest, [MERMAID])).toEqual([]);
  });
  it("knows a package's module by the folder after the last node_modules", () => {
    expect(inEagerPackage('node_modules/mermaid/dist/mermaid.core.mjs')).toBe(true);
    expect(inEagerPackage('node_modules/x/node_modules/mermaid/dist/mermaid.core.mjs')).toBe(true);
    expect(inEagerPackage('node_modules/mermaid-lite/index.mjs')).toBe(false);
    expect(inEagerPackage('src/mermaid/index.ts')).toBe(false);
  });
});
