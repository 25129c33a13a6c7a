// A site module importing `./x.js` for a file written as `x.ts` loads the TypeScript file, without
// jiti's slow resolution (tsSpecifiers.ts), and a `.js` file created later wins as it does in jiti.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteModule } from '../../../../plugins/config/loadSiteModule.js';
import { rewriteTsSpecifiers } from '../../../../plugins/config/tsSpecifiers.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const dir = mkdtempSync(join(root, 'tests/.tmp/ts-specifiers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('relative .js imports of .ts files', () => {
  it('rewrites only a require whose .js file is missing and whose .ts twin exists', () => {
    mkdirSync(join(dir, 'rewrite'));
    writeFileSync(join(dir, 'rewrite/a.ts'), '');
    writeFileSync(join(dir, 'rewrite/b.js'), '');
    const code = [
      'require("./a.js");',
      'require("./b.js");',
      'require("./c.js");',
      'require("pkg/a.js");',
    ].join('\n');
    const out = rewriteTsSpecifiers(code, join(dir, 'rewrite/index.ts')).split('\n');
    expect(out[0]).toContain('"./a.ts"');
    expect(out[0]).toContain('existsSync');
    expect(out.slice(1)).toEqual(code.split('\n').slice(1));
  });

  it('loads the .ts file, then a .js file created beside it, as jiti resolves them', async () => {
    const site = join(dir, 'site');
    mkdirSync(join(site, 'lib'), { recursive: true });
    writeFileSync(join(site, 'lib/answer.ts'), 'export const answer: number = 42;\n');
    writeFileSync(
      join(site, 'config.ts'),
      "import { answer } from './lib/answer.js';\nexport default { answer };\n",
    );
    const first = await loadSiteModule(join(site, 'config.ts'), { siteDir: site });
    expect(first.value).toEqual({ answer: 42 });
    expect(first.files).toContain(join(site, 'lib/answer.ts'));
    // The transpiled config is cached on disk; the choice between the files is made at run time.
    writeFileSync(join(site, 'lib/answer.js'), 'exports.answer = 7;\n');
    const second = await loadSiteModule(join(site, 'config.ts'), { siteDir: site });
    expect(second.value).toEqual({ answer: 7 });
  });
});
