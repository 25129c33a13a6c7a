// The layer rule of eslint.config.js rejects a forbidden import: fixtures in tests/fixtures/lint/
// (left out of the normal lint run) are linted as if they were at a path of the layer they break.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(fixture: string, asFile: string) {
  const code = readFileSync(join(root, 'tests/fixtures/lint', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, asFile) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => ({ line: m.line, severity: m.severity }));
}

describe('layer rule', () => {
  it('rejects build code that imports from src/ other than src/shared/', async () => {
    // Lines 3 and 4 (src/server, src/client); line 5 (src/shared) is allowed.
    expect(await layerErrors('forbiddenImport.ts', 'plugins/output/forbiddenImport.ts')).toEqual([
      { line: 3, severity: 2 },
      { line: 4, severity: 2 },
    ]);
    expect(await layerErrors('forbiddenImport.ts', 'scripts/dev/forbiddenImport.ts')).toHaveLength(
      2,
    );
  });

  it('rejects src/shared/ code that imports the theme', async () => {
    expect(await layerErrors('sharedImportsTheme.ts', 'src/shared/sharedImportsTheme.ts')).toEqual([
      { line: 3, severity: 2 },
    ]);
  });

  it('lets browser code import the client and the theme', async () => {
    expect(await layerErrors('sharedImportsTheme.ts', 'src/pages/sharedImportsTheme.ts')).toEqual(
      [],
    );
  });
});
