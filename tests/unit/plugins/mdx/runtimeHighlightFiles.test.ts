// The module the browser's highlighter of run-time code reads (runtimeHighlightSource) names each
// grammar's and theme's file. They are read from the Shiki packages' `exports` maps rather than
// resolved one by one: the files must be the ones Node's resolution finds.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, runtimeHighlightSource } from '../../../../plugins/mdx/codeTheme.js';

const requireHere = createRequire(import.meta.url);

describe('the run-time highlighter module', () => {
  it('names the files Node resolves for every grammar and both themes', () => {
    const source = runtimeHighlightSource({ ...CODE_THEMES, light: 'github-light', dark: 'nord' });
    const files = [...source.matchAll(/import\(("[^"]+")\)/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    );
    const langs = [...source.matchAll(/^const l\d+ = \(\) => import\(/gm)].length;
    expect(langs).toBeGreaterThan(200);
    expect(files).toHaveLength(langs + 2);
    const expected = [
      ...[...source.matchAll(/^const l\d+ = \(\) => import\("[^"]+\/([^/"]+)\.mjs"\)/gm)].map((m) =>
        requireHere.resolve(`@shikijs/langs/${m[1]}`),
      ),
      requireHere.resolve('@shikijs/themes/github-light'),
      requireHere.resolve('@shikijs/themes/nord'),
    ];
    expect(files).toEqual(expected);
  });
});
