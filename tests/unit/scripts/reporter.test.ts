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

describe('build summary CPU', () => {
  it("adds each stage's CPU time with DOCS_BUILD_CPU=1, and nothing without it", () => {
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const run = () => {
      const r = createReporter(stream);
      r.stage('content');
      busy(30);
      r.stage('cache');
      return r.summary().split('\n');
    };
    const before = process.env.DOCS_BUILD_CPU;
    try {
      process.env.DOCS_BUILD_CPU = '1';
      const line = run().find((l) => l.trim().startsWith('content'))!;
      // At least most of the 30 ms spun (a busy core may lose some to other processes).
      const cpu = Number(/\(cpu (\d+\.\d+) s\)/.exec(line)?.[1]);
      expect(cpu).toBeGreaterThanOrEqual(0.01);
      // And the process's start-up before the first stage (outside the stages' total), first.
      const [startup] = run();
      const [, wall, startupCpu] =
        /^ {2}\(start-up\) +(\d+\.\d+) s {2}\(cpu (\d+\.\d+) s\)$/.exec(startup!) ?? [];
      expect(Number(wall)).toBeCloseTo(performance.now() / 1000, 0);
      expect(Number(startupCpu)).toBeGreaterThan(0);
      delete process.env.DOCS_BUILD_CPU;
      expect(run().join('\n')).not.toContain('cpu');
    } finally {
      if (before === undefined) delete process.env.DOCS_BUILD_CPU;
      else process.env.DOCS_BUILD_CPU = before;
    }
  });
});
