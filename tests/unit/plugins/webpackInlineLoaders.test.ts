// webpack's inline loader syntax for a file's text becomes Vite's `?raw`; other inline loaders
// and plain requests are not rewritten.
import { describe, expect, it } from 'vitest';
import { inlineLoaderRequestOf, viteRequestOf } from '../../../plugins/webpackInlineLoaders.js';

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

  it("reads yaml-loader's requests with their options, and names loaders it does not have", () => {
    expect(inlineLoaderRequestOf('!!yaml-loader!../intents/intents.yaml')).toEqual({
      kind: 'yaml',
      path: '../intents/intents.yaml',
      options: {},
    });
    expect(inlineLoaderRequestOf('!!yaml-loader?asStream=true!./a.yaml?namespace=x')).toEqual({
      kind: 'yaml',
      path: './a.yaml?namespace=x',
      options: { asStream: true },
    });
    expect(inlineLoaderRequestOf('!!svgr-loader!./icon.svg')).toEqual({
      kind: 'unsupported',
      loaders: ['svgr-loader'],
    });
    expect(inlineLoaderRequestOf('style-loader!css-loader!./a.css')).toEqual({
      kind: 'unsupported',
      loaders: ['style-loader', 'css-loader'],
    });
    // Those of raw-loader, file-loader and url-loader, and requests that are not inline loaders.
    expect(inlineLoaderRequestOf('!!raw-loader!./example.js')).toBeUndefined();
    expect(inlineLoaderRequestOf('!!file-loader!./x.wasm')).toBeUndefined();
    expect(inlineLoaderRequestOf('!!url-loader?limit=8!./x.png')).toBeUndefined();
    expect(inlineLoaderRequestOf('./a!b.js')).toBeUndefined();
    expect(inlineLoaderRequestOf('./a.js')).toBeUndefined();
  });
});
