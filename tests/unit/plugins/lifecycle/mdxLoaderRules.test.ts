// The @docusaurus/mdx-loader rules of a plugin's configureWebpack, read as the compile applies
// them: the shapes Docusaurus's content plugins return (3.8's createMDXLoaderRule; 3.0–3.5's rule
// with getJSLoader first) and a site plugin's own; what cannot be applied is named.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMdxLoader, mdxRulesOf, recipeOf } from '../../../../plugins/lifecycle/mdxLoaderRules.js';

const plugin = { name: 'my-docs', id: 'guides', entryPath: '/site/plugins/my-docs.js' };
const remark = () => () => undefined;
const rehype = () => () => undefined;
const LOADER = '/site/node_modules/@docusaurus/mdx-loader/lib/index.js';

describe('mdxRulesOf', () => {
  it("reads createMDXLoaderRule's rule: its folders, lists and admonitions", () => {
    const result = mdxRulesOf(
      {
        rules: [
          {
            test: /\.mdx?$/i,
            include: ['/site/guides/', '/site/guides_versioned_docs/version-1/'],
            use: [
              {
                loader: LOADER,
                options: {
                  remarkPlugins: [remark],
                  rehypePlugins: [],
                  beforeDefaultRemarkPlugins: [[remark, { a: 1 }]],
                  admonitions: { keywords: ['guide'] },
                  siteDir: '/site',
                },
              },
            ],
          },
        ],
      },
      plugin,
      '/site',
    );
    expect(result.lost).toEqual([]);
    expect(result.others).toBe(false);
    expect(result.rules).toEqual([
      {
        owner: 'my-docs@guides',
        plugin: 'my-docs',
        file: '/site/plugins/my-docs.js',
        dirs: ['/site/guides', '/site/guides_versioned_docs/version-1'],
        lists: {
          remarkPlugins: [remark],
          rehypePlugins: [],
          beforeDefaultRemarkPlugins: [[remark, { a: 1 }]],
        },
        admonitions: { keywords: ['guide'] },
      },
    ]);
    // The recipe names only the lists that hold plugins.
    expect(recipeOf(result.rules[0]!).options).toEqual([
      'beforeDefaultRemarkPlugins',
      'remarkPlugins',
    ]);
  });

  it("reads a rule with webpack's JS loader first, by package name, admonitions off when not given", () => {
    const result = mdxRulesOf(
      {
        rules: [
          {
            test: /(\.mdx?)$/,
            include: 'showcase',
            use: [{}, { loader: '@docusaurus/mdx-loader', options: { rehypePlugins: [rehype] } }],
          },
        ],
      },
      plugin,
      '/site',
    );
    expect(result.rules.map((r) => [r.dirs, r.admonitions])).toEqual([
      [[join('/site', 'showcase')], false],
    ]);
  });

  it('names what it cannot apply and the other rules', () => {
    const result = mdxRulesOf(
      {
        rules: [
          { test: /\.mdx?$/, exclude: ['/site/docs'], use: [{ loader: LOADER, options: {} }] },
          { test: /\.mdx?$/, include: [/extra/], use: [{ loader: LOADER, options: {} }] },
          {
            test: /\.mdx?$/,
            include: ['/site/a'],
            use: [{ loader: LOADER, options: { recmaPlugins: [remark], remarkPlugins: remark } }],
          },
          { test: /\.scss$/, use: ['sass-loader'] },
        ],
      },
      plugin,
      '/site',
    );
    expect(result.lost).toEqual([
      'module.rules[0].include (mdx-loader: only folders are applied)',
      'module.rules[1].include (mdx-loader: only folders are applied)',
      'module.rules[2] mdx-loader remarkPlugins (not a list)',
      'module.rules[2] mdx-loader recmaPlugins',
    ]);
    expect(result.rules.map((r) => r.dirs)).toEqual([['/site/a']]);
    expect(result.others).toBe(true);
  });

  it('knows the loader by its package name or a file of it only', () => {
    expect(isMdxLoader(LOADER)).toBe(true);
    expect(isMdxLoader('C:\\site\\node_modules\\@docusaurus\\mdx-loader\\lib\\index.js')).toBe(
      true,
    );
    expect(isMdxLoader('@mdx-js/loader')).toBe(false);
    expect(isMdxLoader(undefined)).toBe(false);
  });
});
