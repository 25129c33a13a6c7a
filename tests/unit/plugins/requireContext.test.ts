// webpack's require.context in a site's own module (Ory's changelog list): the folder is listed at
// build time and the call becomes a context over static imports (plugins/requireContext.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError, formatDiagnostic } from '../../../plugins/diagnostics.js';
import { contextCallsOf, contextKeys, rewriteContexts } from '../../../plugins/requireContext.js';
import { fixtureCopies } from '../fixtureSite.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/require-context');
const copies = fixtureCopies('require-context');

describe('require.context', () => {
  it('reads the literal arguments, with webpack’s defaults (recursive, every file)', () => {
    const code = [
      `const a = require.context('../notes', false, /\\.md$/);`,
      `const b = require.context("!!raw-loader!../notes");`,
    ].join('\n');
    const [a, b] = contextCallsOf(code, '/site/src/x.js');
    expect(a).toMatchObject({ request: '../notes', recursive: false });
    expect(a!.pattern.source).toBe('\\.md$');
    expect(code.slice(a!.start, a!.end)).toBe(`require.context('../notes', false, /\\.md$/)`);
    expect(b).toMatchObject({ request: '!!raw-loader!../notes', recursive: true });
    expect(b!.pattern.test('./deep/any.txt')).toBe(true);
    // Words in a comment or a string are not a call.
    const mention = `// require.context(dir) is webpack's\nconst s = "require.context(x)";`;
    expect(contextCallsOf(mention, '/site/src/y.js')).toEqual([]);
  });

  it('lists the matching files as ./-relative keys, into subfolders only when recursive', () => {
    const releases = join(fixture, 'docs/releases');
    expect(contextKeys(releases, false, /\.md$/)).toEqual(['./spring.md', './winter.md']);
    expect(contextKeys(releases, true, /\.md$/)).toEqual([
      './notes/harbour.md',
      './spring.md',
      './winter.md',
    ]);
  });

  it('imports each file, through ?raw for raw-loader, in place of the call', () => {
    const file = join(fixture, 'src/components/Timetables.js');
    const code = `const t = require.context('!!raw-loader!../../docs/releases', false, /winter\\.md$/);`;
    const out = rewriteContexts(code, file, contextCallsOf(code, file));
    expect(out).toContain(`import * as __docsContext0_0 from "../../docs/releases/winter.md?raw";`);
    expect(out).toContain(`const t = __docsRequireContext({"./winter.md": __docsContext0_0}, `);
  });

  it('reads a require of a computed request as webpack does: a context over its fixed folder', () => {
    const code = [
      'const a = require(`@site/static/img/flags/${name}.png`).default;',
      "const b = require('../img/' + 'x-' + name + '.png');",
      "const c = require('./plain.png'); const d = require(name);",
    ].join('\n');
    const [a, b, ...rest] = contextCallsOf(code, '/site/src/x.js');
    expect(rest).toEqual([]);
    expect(a).toMatchObject({ request: '@site/static/img/flags/', recursive: true });
    expect(a!.key).toBe('`./${name}.png`');
    expect(a!.pattern.test('./harbour@2x.png')).toBe(true);
    expect(a!.pattern.test('./deep/pier.png')).toBe(true);
    expect(a!.pattern.test('./notes.txt')).toBe(false);
    expect(b).toMatchObject({ request: '../img/' });
    expect(b!.key).toBe(`("./" + 'x-' + name + '.png')`);
    expect(b!.pattern.test('./any.png')).toBe(true);
    expect(b!.pattern.test('./any.pngx')).toBe(false);
  });

  it('resolves @site/ from the site and asks the context for the computed key', () => {
    const file = join(fixture, 'src/components/Flags.js');
    const code = 'const src = require(`@site/static/img/flags/${name}.png`).default;';
    const out = rewriteContexts(code, file, contextCallsOf(code, file), undefined, fixture);
    expect(out).toContain(
      `import * as __docsContext0_0 from "@site/static/img/flags/harbour@2x.png";`,
    );
    expect(out).toContain(`import * as __docsContext0_1 from "@site/static/img/flags/pier.png";`);
    expect(out).not.toContain('notes.txt');
    expect(out).toMatch(
      /__docsRequireContext\(\{[^}]*\}, "[^"]+"\)\(`\.\/\$\{name\}\.png`\)\.default;/,
    );
  });

  it('stops at a call whose arguments are not literals', () => {
    const code = `\nconst dir = '../notes';\nconst c = require.context(dir, false, /\\.md$/);`;
    let error: unknown;
    try {
      contextCallsOf(code, '/site/src/list.js');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    const text = formatDiagnostic((error as BuildError).diagnostics[0]!, { color: false });
    expect(text).toContain('/site/src/list.js:3:11');
    expect(text).toContain('its arguments here are not literals');
  });

  it('builds a site whose component lists a folder of docs: each rendered, its text read raw', async () => {
    const siteDir = copies.copy();
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(html).toContain('<p class="all-keys">./notes/harbour.md ./spring.md ./winter.md</p>');
    expect([...html.matchAll(/data-key="([^"]+)"/g)].map((m) => m[1])).toEqual([
      './spring.md',
      './winter.md',
    ]);
    expect(html).toContain('<strong>two hours</strong>');
    // Computed requires of the flags: each image's own file, by template literal and by `+`.
    const flags = [
      ...html.matchAll(/<img class="flag-(template|concat)" alt="([^"]+)" src="([^"]+)"/g),
    ];
    expect(flags.map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'template harbour@2x',
      'concat harbour@2x',
      'template pier',
      'concat pier',
    ]);
    for (const [, , name, src] of flags) {
      const bytes = readFileSync(join(fixture, `static/img/flags/${name}.png`));
      const inlined = `data:image/png;base64,${bytes.toString('base64')}`;
      if (src!.startsWith('data:')) expect(src).toBe(inlined);
      else expect(readFileSync(join(siteDir, 'build', src!))).toEqual(bytes);
    }
    // The raw text's length: the file's bytes, as raw-loader gives them.
    const lengths = [...html.matchAll(/source-length">(\d+)/g)].map((m) => Number(m[1]));
    // The docs keep their own pages.
    expect(readFileSync(join(siteDir, 'build/docs/releases/winter/index.html'), 'utf8')).toContain(
      'No changes this season.',
    );
    expect(lengths).toEqual(
      ['spring.md', 'winter.md'].map((f) => readFileSync(join(fixture, 'docs/releases', f)).length),
    );
  }, 300_000);
});
