import { describe, expect, it } from 'vitest';
import { createReporter } from '../../../scripts/reporter.js';

const stream = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;

describe('build summary warnings', () => {
  it('lists a warning once when every locale of a build reports it from the same file', () => {
    const r = createReporter(stream);
    const authors = {
      file: 'blog/2019-05-28-first-blog-post.md',
      line: 4,
      column: 1,
      message: 'authors [Gao Wei] are not in the authors map',
      hint: 'add them to authors.yml',
      severity: 'warning' as const,
      kind: 'blog authors',
    };
    r.warn(authors); // en
    r.warn({ ...authors }); // fr: the same untranslated post
    r.warn({ ...authors, line: 9 }); // another place: kept
    r.warn({ ...authors, message: 'authors [Ann] are not in the authors map' });
    const summary = r.summary();
    expect(summary).toContain('3 warnings: blog authors');
    expect(
      summary.split('\n').filter((l) => l.includes('4:1 warning authors [Gao Wei]')),
    ).toHaveLength(1);
    expect(r.warnings).toHaveLength(3);
  });
});
