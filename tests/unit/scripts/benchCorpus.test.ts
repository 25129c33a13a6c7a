// The benchmark's corpus plans: the usual tree of sections and topics, and one folder of N docs
// (a sidebar level longer than its limit).
import { describe, expect, it } from 'vitest';
import { planCorpus } from '../../../scripts/bench/lib/corpus.js';

describe('benchmark corpus', () => {
  it('files N docs in √(N/20) sections of as many topics, 20 docs each', () => {
    const { docs, folders } = planCorpus(1000);
    expect(docs).toHaveLength(1000);
    const sections = new Set(docs.slice(1).map((d) => d.file.split('/')[0]));
    expect(sections.size).toBe(8);
    expect(folders.filter((f) => !f.dir.includes('/'))).toHaveLength(8);
    expect(new Set(docs.map((d) => d.permalink)).size).toBe(1000);
  });

  it('puts every doc but the home page in one folder for the flat layout, deterministically', () => {
    const { docs, folders } = planCorpus(2000, 42, 'flat');
    expect(docs).toHaveLength(2000);
    expect(docs[0]!.permalink).toBe('/');
    expect(
      docs.slice(1).every((d) => d.file.startsWith('reference/') && d.file.split('/').length === 2),
    ).toBe(true);
    expect(folders).toEqual([{ dir: 'reference', label: 'Reference', position: 1 }]);
    expect(planCorpus(2000, 42, 'flat')).toEqual({ docs, folders });
  });
});
