import { describe, expect, it } from 'vitest';
import { docEditUrl, joinUrl } from '../../../../plugins/docs/editUrl.js';

const doc = { docsDirPath: 'docs', docPath: 'guide/setup.md', permalink: '/docs/guide/setup' };

describe('"Edit this page" URLs, as Docusaurus computes them', () => {
  it('appends the docs folder and the doc path to a string editUrl, with one slash each', () => {
    expect(docEditUrl({ ...doc, editUrl: 'https://git.example/site/edit/main/' })).toBe(
      'https://git.example/site/edit/main/docs/guide/setup.md',
    );
    expect(docEditUrl({ ...doc, editUrl: 'https://git.example/site/edit/main' })).toBe(
      'https://git.example/site/edit/main/docs/guide/setup.md',
    );
    expect(joinUrl('https://a.example//', '/x/', '', 'y')).toBe('https://a.example/x/y');
  });

  it('calls a function with the doc path, the docs folder, the permalink, version and locale', () => {
    const seen: unknown[] = [];
    const url = docEditUrl({
      ...doc,
      editUrl: (p) => {
        seen.push(p);
        return `https://cms.example/${p.versionDocsDirPath}/${p.docPath}`;
      },
    });
    expect(url).toBe('https://cms.example/docs/guide/setup.md');
    expect(seen).toEqual([
      {
        docPath: 'guide/setup.md',
        versionDocsDirPath: 'docs',
        permalink: '/docs/guide/setup',
        version: 'current',
        locale: 'en',
      },
    ]);
    expect(docEditUrl({ ...doc, editUrl: () => undefined })).toBeUndefined();
  });

  it('lets custom_edit_url win, and null remove the link', () => {
    const editUrl = 'https://git.example/edit/';
    expect(docEditUrl({ ...doc, editUrl, customEditUrl: 'https://elsewhere.example/x' })).toBe(
      'https://elsewhere.example/x',
    );
    expect(docEditUrl({ ...doc, editUrl, customEditUrl: null })).toBeUndefined();
    expect(docEditUrl({ ...doc, editUrl: undefined })).toBeUndefined();
  });

  it('rejects a function that returns something other than a string', () => {
    const editUrl = (() => 42) as unknown as () => string;
    expect(() => docEditUrl({ ...doc, editUrl })).toThrow(/number, not a URL string/);
  });
});

describe('"Edit this page" URLs of versioned docs', () => {
  const versioned = {
    docsDirPath: 'versioned_docs/version-1.0',
    docPath: 'guide/setup.md',
    permalink: '/docs/1.0/guide/setup',
    version: '1.0',
  };

  it("gives a function the doc's version and its version's folder", () => {
    // A site that offers an edit button per release, as React Native's editUrl does.
    const editUrl = (p: { version: string; versionDocsDirPath: string; docPath: string }) =>
      p.version === 'current'
        ? `https://git.example/docs/${p.docPath}`
        : `https://git.example/${p.versionDocsDirPath}/${p.docPath}?release=${p.version}`;
    expect(docEditUrl({ ...versioned, editUrl })).toBe(
      'https://git.example/versioned_docs/version-1.0/guide/setup.md?release=1.0',
    );
  });

  it("points a string editUrl at the version's folder, or the current one (editCurrentVersion)", () => {
    const editUrl = 'https://git.example/edit/main';
    expect(docEditUrl({ ...versioned, editUrl })).toBe(
      'https://git.example/edit/main/versioned_docs/version-1.0/guide/setup.md',
    );
    expect(docEditUrl({ ...versioned, editUrl, editDocsDirPath: 'docs' })).toBe(
      'https://git.example/edit/main/docs/guide/setup.md',
    );
  });
});
