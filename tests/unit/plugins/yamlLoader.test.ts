// webpack's inline yaml-loader (`import x from '!!yaml-loader!./x.yaml'`, Home Assistant's developer
// docs): the module exports the parsed YAML as yaml-loader does (plugins/yamlLoaderModule.ts), and
// an inline loader this build does not have stops it at the import, named.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError, formatDiagnostic } from '../../../plugins/diagnostics.js';
import {
  valueSource,
  YamlLoaderError,
  yamlLoaderModule,
} from '../../../plugins/yamlLoaderModule.js';
import { fixtureCopies } from '../fixtureSite.js';

const copies = fixtureCopies('yaml-loader');

/** The default export of a module's source. */
const exported = (code: string): unknown =>
  new Function(`${code.replace('export default', 'return')}`)() as unknown;

describe('yaml-loader modules', () => {
  it('export the document, with aliases and what JSON cannot write', () => {
    const text = 'base: &b\n  n: 1\nx:\n  same: *b\n  far: .inf\n  none: .nan\n  neg: -0\n';
    const value = exported(yamlLoaderModule(text)) as Record<string, Record<string, number>>;
    expect(value.x).toEqual({ same: { n: 1 }, far: Infinity, none: NaN, neg: -0 });
    expect(Object.is(value.x!.neg, -0)).toBe(true);
  });

  it('take a namespace, or every document with asStream', () => {
    const text = 'a:\n  b:\n    c: [1, 2]\n';
    expect(exported(yamlLoaderModule(text, { namespace: 'a.b' }))).toEqual({ c: [1, 2] });
    expect(exported(yamlLoaderModule('x: 1\n---\nx: 2\n', { asStream: true }))).toEqual([
      { x: 1 },
      { x: 2 },
    ]);
  });

  it('write a __proto__ key as a key, not a prototype', () => {
    const value = exported(`export default ${valueSource({ ['__proto__']: 1 })}`) as object;
    expect(Object.getOwnPropertyNames(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('stop at a parse error with its position, and at more than one document without asStream', () => {
    let error: unknown;
    try {
      yamlLoaderModule('a: 1\nb: [2\n');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(YamlLoaderError);
    expect((error as YamlLoaderError).line).toBeGreaterThanOrEqual(2);
    expect(() => yamlLoaderModule('x: 1\n---\nx: 2\n')).toThrow(/multiple documents/);
  });
});

describe('a site importing YAML through the inline yaml-loader', () => {
  it('renders the parsed YAML where its docs use it', async () => {
    const siteDir = copies.copy();
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/lights/index.html'), 'utf8');
    expect(
      [...html.matchAll(/<li data-staffed="(\w+)">(.*?)<\/li>/g)].map((m) => m[1] + ' ' + m[2]),
    ).toEqual([
      'true Gull Rock<!-- -->: <!-- -->Fl(2) W 10s<!-- -->, range <!-- -->18<!-- -->, kept by <!-- -->Ada Penhallow',
      'false Low Skerry<!-- -->: <!-- -->Iso R 4s<!-- -->, range <!-- -->Infinity<!-- -->, kept by <!-- -->Ada Penhallow',
    ]);
    expect(html).toContain('<p class="gull-rock">Fl(2) W 10s</p>');
    expect(html).toContain('<p class="seasons">spring from 2026-03-01; autumn from 2026-09-01</p>');
  }, 300_000);

  it('stops at an inline loader it does not have, naming the import', async () => {
    const siteDir = copies.copy();
    const doc = join(siteDir, 'docs/lights.mdx');
    writeFileSync(
      doc,
      readFileSync(doc, 'utf8').replace(
        "import seasons from '!!yaml-loader?asStream=true!../data/seasons.yaml';",
        "import seasons from '!!toml-loader!../data/seasons.toml';",
      ),
    );
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const text = (error as BuildError).diagnostics
      .map((d) => formatDiagnostic(d, { color: false }))
      .join('\n');
    expect(text).toContain('docs/lights.mdx:7:');
    expect(text).toContain(
      "webpack's toml-loader (an inline loader), which this build does not have",
    );
  }, 300_000);
});
