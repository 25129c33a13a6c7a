import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { BuildError, formatDiagnostic } from '../../../../plugins/diagnostics.js';

function errorOf(fn: () => unknown): BuildError {
  try {
    fn();
  } catch (e) {
    if (e instanceof BuildError) return e;
    throw e;
  }
  throw new Error('expected a BuildError');
}

describe('front matter', () => {
  it('keeps body line numbers by padding the front matter with blank lines', () => {
    const { body, frontMatter } = parseFrontMatter('---\ntitle: A\nsidebar_position: 2\n---\n# Heading\n', 'docs/a.md');
    expect(frontMatter).toMatchObject({ title: 'A', sidebar_position: 2 });
    expect(body.split('\n')[4]).toBe('# Heading');
  });

  it('reports malformed YAML with its line and a hint', () => {
    const e = errorOf(() => parseFrontMatter('---\ntitle: A\ndescription: [unclosed\n---\nBody', '/site/docs/bad.md'));
    const d = e.diagnostics[0]!;
    expect(d.file).toBe('/site/docs/bad.md');
    expect(d.line).toBe(3);
    expect(d.message).toMatch(/invalid YAML front matter/);
    expect(d.hint).toMatch(/YAML/);
  });

  it('reports a field of the wrong type at the key', () => {
    const e = errorOf(() => parseFrontMatter('---\ntitle: A\nsidebar_position: first\n---\n', '/site/docs/t.md'));
    const d = e.diagnostics[0]!;
    expect(d.line).toBe(3);
    expect(d.column).toBe(1);
    expect(d.message).toContain('"sidebar_position" must be number');
    expect(formatDiagnostic(d, { color: false, frame: false, cwd: '/site' })).toContain('docs/t.md:3:1');
  });

  it('rejects draft and unlisted together', () => {
    const e = errorOf(() => parseFrontMatter('---\ndraft: true\nunlisted: true\n---\n', 'x.md'));
    expect(e.diagnostics[0]!.message).toContain("Can't be draft and unlisted at the same time.");
  });

  it('keeps unknown keys', () => {
    expect(parseFrontMatter('---\ncustom_key: 1\n---\n', 'x.md').frontMatter).toMatchObject({ custom_key: 1 });
  });
});
