// The docs hooks' answers from the docs plugin's global data and a path (src/theme/docusaurus/
// docsActive.ts), with Docusaurus's rules: the deepest instance, the latest version tried last
// (its path is often the instance's root), a doc at exactly the path, its other versions.
import { describe, expect, it } from 'vitest';
import {
  activeDocContextOf,
  activePluginOf,
  activeVersionOf,
  latestVersionOf,
} from '../../../../src/theme/docusaurus/docsActive.js';
import type { GlobalDocsPluginData } from '../../../../src/theme/docusaurus/docsGlobalData.js';

const version = (name: string, path: string, isLast: boolean, docs: string[]) => ({
  name,
  label: name,
  isLast,
  path,
  docs: docs.map((id) => ({ id, path: `${path}/${id}`.replace('//', '/') })),
  draftIds: [],
  sidebars: {},
});

const all: Record<string, GlobalDocsPluginData> = {
  default: {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      version('current', '/docs/next', false, ['intro', 'new-api']),
      version('2.0', '/docs', true, ['intro', 'api']),
      version('1.0', '/docs/1.0', false, ['intro']),
    ],
  },
  community: {
    path: '/community',
    breadcrumbs: true,
    versions: [version('current', '/community', true, ['support'])],
  },
  pages: { path: '/', breadcrumbs: true, versions: [version('current', '/', true, ['welcome'])] },
};

describe('the active docs instance, version and doc', () => {
  it('finds the deepest instance holding the path; "/" holds every other path', () => {
    expect(activePluginOf(all, '/community/support')?.pluginId).toBe('community');
    expect(activePluginOf(all, '/docs/1.0/intro')?.pluginId).toBe('default');
    expect(activePluginOf(all, '/blog/hello')?.pluginId).toBe('pages');
    const { pages: _, ...withoutRoot } = all;
    expect(activePluginOf(withoutRoot, '/blog/hello')).toBeUndefined();
    expect(() => activePluginOf(withoutRoot, '/blog', { failfast: true })).toThrow(
      /Can't find active docs plugin for "\/blog"/,
    );
  });

  it('tries the latest version last, as its path holds the others', () => {
    const docs = all.default!;
    expect(latestVersionOf(docs).name).toBe('2.0');
    expect(activeVersionOf(docs, '/docs/next/intro')?.name).toBe('current');
    expect(activeVersionOf(docs, '/docs/1.0/intro')?.name).toBe('1.0');
    expect(activeVersionOf(docs, '/docs/intro')?.name).toBe('2.0');
    expect(activeVersionOf(docs, '/docsearch')).toBeUndefined();
  });

  it('gives the doc at exactly the path and the same doc in every version that has it', () => {
    const context = activeDocContextOf(all.default!, '/docs/1.0/intro/');
    expect(context.activeVersion?.name).toBe('1.0');
    expect(context.activeDoc?.path).toBe('/docs/1.0/intro');
    expect(context.alternateDocVersions).toEqual({
      current: { id: 'intro', path: '/docs/next/intro' },
      '2.0': { id: 'intro', path: '/docs/intro' },
      '1.0': { id: 'intro', path: '/docs/1.0/intro' },
    });
    const api = activeDocContextOf(all.default!, '/docs/api');
    expect(Object.keys(api.alternateDocVersions)).toEqual(['2.0']);
    expect(activeDocContextOf(all.default!, '/docs/api/more').activeDoc).toBeUndefined();
  });
});
