import { describe, expect, it } from 'vitest';
import {
  docsearchTagOf,
  hrefForVersions,
  preferredVersionKey,
  readPreferredVersion,
  versionCandidates,
  versionOfPath,
  versionTarget,
} from '../../../src/shared/docsVersions.js';
import type { DocsVersionSummary, DocVersionMeta } from '../../../src/shared/types.js';

const versions: DocsVersionSummary[] = [
  {
    name: 'current',
    label: 'Next',
    path: '/docs/next',
    isLast: false,
    mainDoc: '/docs/next/intro',
  },
  { name: '2.0', label: '2.0', path: '/docs', isLast: true, mainDoc: '/docs/intro' },
  { name: '1.0', label: '1.0', path: '/docs/1.0', isLast: false, mainDoc: '/docs/1.0/bamboo' },
];

describe('docs versions in the browser', () => {
  it("uses Docusaurus's storage key and docsearch tag", () => {
    expect(preferredVersionKey('default')).toBe('docs-preferred-version-default');
    expect(docsearchTagOf('garden', '1.1')).toBe('docs-garden-1.1');
  });

  it('finds the version of a path: the most specific version path containing it', () => {
    expect(versionOfPath('/docs/next/category/guide', versions)?.name).toBe('current');
    expect(versionOfPath('/docs/1.0/', versions)?.name).toBe('1.0');
    expect(versionOfPath('/docs/guide/frames', versions)?.name).toBe('2.0');
    expect(versionOfPath('/docsy', versions)).toBeUndefined();
    expect(versionOfPath('/blog', versions)).toBeUndefined();
  });

  it('keeps a stored version that exists and reports one that does not as stale', () => {
    expect(readPreferredVersion(null, versions)).toEqual({ stale: false });
    expect(readPreferredVersion('1.0', versions).version?.name).toBe('1.0');
    expect(readPreferredVersion('0.9', versions)).toEqual({ stale: true });
  });

  it('orders candidates active, preferred, last', () => {
    const names = (o: { active?: string; preferred?: string }) =>
      versionCandidates({ versions, ...o }).map((v) => v.name);
    expect(names({})).toEqual(['2.0']);
    expect(names({ preferred: '1.0' })).toEqual(['1.0', '2.0']);
    expect(names({ active: 'current', preferred: '1.0' })).toEqual(['current', '1.0', '2.0']);
    expect(names({ active: '2.0', preferred: '2.0' })).toEqual(['2.0']);
  });

  it('a navbar link follows the first candidate version that has its target', () => {
    const hrefs = { '2.0': '/docs/guide/frames', current: '/docs/next/guide/frames' };
    const c = (preferred: string) => versionCandidates({ versions, preferred });
    expect(hrefForVersions('/docs/guide/frames', hrefs, c('current'))).toBe(
      '/docs/next/guide/frames',
    );
    // 1.0 has no such doc: the last version's.
    expect(hrefForVersions('/docs/guide/frames', hrefs, c('1.0'))).toBe('/docs/guide/frames');
    expect(hrefForVersions('/x', undefined, c('1.0'))).toBe('/x');
  });

  it("a version's target is the same doc in it, else its main doc", () => {
    const page = {
      pluginId: 'default',
      name: 'current',
      alternates: { current: '/docs/next/guide/tails' },
    } as unknown as DocVersionMeta;
    expect(versionTarget(versions[0]!, page)).toBe('/docs/next/guide/tails');
    expect(versionTarget(versions[1]!, page)).toBe('/docs/intro');
    expect(versionTarget(versions[2]!, undefined)).toBe('/docs/1.0/bamboo');
  });
});
