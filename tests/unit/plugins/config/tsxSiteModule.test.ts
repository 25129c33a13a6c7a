// A site module importing a `.tsx` file with JSX: a local plugin whose postBuild does
// `await import('./card.tsx')` to render a picture of each page. Docusaurus's loader (jiti 1)
// leaves `.tsx` to Node's `require`, where the site registers a compiler for it (esbuild-register);
// ours compiled it as TypeScript without JSX and failed at the first tag ("Unexpected token").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteModule } from '../../../../plugins/config/loadSiteModule.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/tsx-module-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(path: string, text: string): string {
  const file = join(siteDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

describe('a site module that imports a .tsx file', () => {
  it('compiles its JSX (and its types), in a later import() too', async () => {
    write(
      'src/plugins/cards/card.tsx',
      [
        "import React from 'react';",
        "import { renderToStaticMarkup } from 'react-dom/server';",
        'interface CardProps { title: string; tint?: string }',
        'function Card({ title, tint = "teal" }: CardProps) {',
        '  return <figure data-tint={tint}><>{title}</></figure>;',
        '}',
        'export function render(title: string): string {',
        '  return renderToStaticMarkup(<Card title={title} />);',
        '}',
      ].join('\n'),
    );
    const plugin = write(
      'src/plugins/cards/index.ts',
      [
        "import type { LoadContext } from '@docusaurus/types';",
        'export default function cards(_context: LoadContext) {',
        '  const size = <number>(<unknown>640);',
        '  return {',
        "    name: 'cards',",
        '    async postBuild() {',
        "      const { render } = await import('./card.tsx');",
        "      return render('Hybrid objects') + size;",
        '    },',
        '  };',
        '}',
      ].join('\n'),
    );
    const { value } = await loadSiteModule(plugin, { siteDir });
    const instance = (value as (c: unknown) => { postBuild: () => Promise<string> })({});
    expect(await instance.postBuild()).toBe('<figure data-tint="teal">Hybrid objects</figure>640');
  });
});
