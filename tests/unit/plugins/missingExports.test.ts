// A named import its module does not export (Dyte's @stoplight/elements importing `Redirect` from a
// react-router-dom that has none): in a Docusaurus site's build it is undefined with one warning at
// the import, as webpack treats it (tests/fixtures/sites/missing-export); an error where webpack
// makes it one (a strict ES module).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../plugins/diagnostics.js';
import {
  importSitesOf,
  isStrictEsModule,
  missingExportDiagnostic,
} from '../../../plugins/missingExports.js';

const root = join(import.meta.dirname, '../../..');
const tmp = join(root, 'tests/.tmp/missing-export');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('importSitesOf', () => {
  it('finds the name in import and re-export lists, at its line and column', () => {
    const source = [
      "import React from 'react';",
      "import Default, { Route, Redirect as Go } from 'router';",
      "export { Redirect } from './legacy';",
      "import { RedirectAll } from 'other';",
    ].join('\n');
    expect(importSitesOf(source, 'Redirect')).toEqual([
      { line: 2, column: 26, specifier: 'router' },
      { line: 3, column: 10, specifier: './legacy' },
    ]);
    expect(importSitesOf(source, 'Missing')).toEqual([]);
  });
});

describe('a missing export reported at its importer', () => {
  const shim = { exporter: '/nm/router/index.js', binding: 'Redirect' };

  it('is an error in a strict ES module (package "type": "module", or .mjs), as in webpack', () => {
    const pkg = join(tmp, 'unit/strict-pkg');
    mkdirSync(join(pkg, 'lib'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), '{ "type": "module" }');
    writeFileSync(join(pkg, 'lib/a.js'), "import { Redirect } from 'router';\n");
    writeFileSync(join(pkg, 'lib/b.jsx'), "import { Redirect } from 'router';\n");
    expect(isStrictEsModule(join(pkg, 'lib/a.js'))).toBe(true);
    expect(isStrictEsModule(join(pkg, 'lib/b.jsx'))).toBe(false);
    expect(isStrictEsModule(join(pkg, 'lib/c.mjs'))).toBe(true);
    const d = missingExportDiagnostic(shim, join(pkg, 'lib/a.js'));
    expect(d).toMatchObject({ file: join(pkg, 'lib/a.js'), line: 1, column: 10 });
    expect(d.severity).toBe('error');
    expect(d.message).toBe("'Redirect' is not exported by 'router' (/nm/router/index.js)");
  });

  it('is a warning elsewhere', () => {
    const file = join(tmp, 'unit/loose/index.js');
    mkdirSync(join(tmp, 'unit/loose'), { recursive: true });
    writeFileSync(join(tmp, 'unit/loose/package.json'), '{ "name": "loose" }');
    writeFileSync(file, "\n\nimport {\n  Redirect,\n} from 'router';\n");
    const d = missingExportDiagnostic(shim, file);
    expect(d).toMatchObject({ file, line: 4, column: 3, severity: 'warning' });
  });
});

describe('a Docusaurus site whose dependency imports a name its dependency lacks', () => {
  it('builds; the import is undefined; one warning names the file, the name and the module', async () => {
    const siteDir = join(tmp, 'site');
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(join(root, 'tests/fixtures/sites/missing-export'), siteDir, { recursive: true });
    for (const pkg of ['harbor-router', 'harbor-panels', 'react-router'])
      cpSync(join(siteDir, 'packages', pkg), join(siteDir, 'node_modules', pkg), {
        recursive: true,
      });
    const warnings: Diagnostic[] = [];
    const reporter = {
      stage: () => {},
      progress: () => {},
      warn: (d: Diagnostic) => warnings.push(d),
    };
    await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter });
    // Rendered on the server, with the binding undefined; the package's `react-router` is the
    // site's own (Docusaurus's major version 5), not the generator's.
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(html).toContain('<p class="panel-status">no redirect, navigate, router 5</p>');
    const missing = warnings.filter((w) => w.message.includes("'Redirect'"));
    const importer = join(siteDir, 'node_modules/harbor-panels/index.js');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ file: importer, line: 3, column: 20, severity: 'warning' });
    expect(missing[0]!.message).toMatch(/^'Redirect' is not exported by 'harbor-router' \(/);
    expect(missing[0]!.message).toContain('undefined at run time');
  }, 300_000);
});
