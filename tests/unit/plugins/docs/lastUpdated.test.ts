import { describe, expect, it } from 'vitest';
import { parseGitLog } from '../../../../plugins/docs/lastUpdated.js';

describe('last updated from one git log pass', () => {
  it('keeps the newest commit time of each file', () => {
    const out = '\0' + '1700000300\n\ndocs/a.md\ndocs/b.md\n' + '\0' + '1700000100\n\ndocs/a.md\ndocs/c.md\n';
    const times = parseGitLog(out, '/repo');
    expect(times.get('/repo/docs/a.md')).toBe(1700000300_000);
    expect(times.get('/repo/docs/b.md')).toBe(1700000300_000);
    expect(times.get('/repo/docs/c.md')).toBe(1700000100_000);
    expect(times.size).toBe(3);
  });
});
