// webpack's inline loader syntax for a file's text becomes Vite's `?raw`; other inline loaders
// and plain requests are not rewritten.
import { describe, expect, it } from 'vitest';
import { viteRequestOf } from '../../../plugins/webpackInlineLoaders.js';

describe('webpack inline loader requests', () => {
  it('reads a raw-text import as ?raw', () => {
    expect(viteRequestOf('!!../../packages/x/src/types.ts?raw')).toBe(
      '../../packages/x/src/types.ts?raw',
    );
    expect(viteRequestOf('!!raw-loader!./example.js')).toBe('./example.js?raw');
    expect(viteRequestOf('!raw-loader!@site/src/snippet.tsx')).toBe('@site/src/snippet.tsx?raw');
    expect(viteRequestOf('-!raw-loader?esModule=false!./a.txt')).toBe('./a.txt?raw');
    // Without a prefix (Ory's `require("raw-loader!./samples/password.missing.txt").default`).
    expect(viteRequestOf('raw-loader!./samples/password.missing.txt')).toBe(
      './samples/password.missing.txt?raw',
    );
  });

  it('leaves plain requests and other loaders alone', () => {
    expect(viteRequestOf('./types.ts?raw')).toBeUndefined();
    expect(viteRequestOf('@site/src/a.js')).toBeUndefined();
    expect(viteRequestOf('!!./types.ts')).toBeUndefined();
    expect(viteRequestOf('!!svgr-loader!./icon.svg')).toBeUndefined();
    expect(viteRequestOf('!!')).toBeUndefined();
    expect(viteRequestOf('svgr-loader!./icon.svg')).toBeUndefined();
  });
});
