import { describe, expect, it } from 'vitest';
import {
  markdownPageFile,
  markdownPageMetadata,
  markdownPageModuleId,
  markdownPageModuleSource,
} from '../../../../plugins/pages/markdownPageModule.js';

describe('markdown page modules', () => {
  it('names the file in the module id and back', () => {
    const id = markdownPageModuleId('/site/src/pages/a b.md');
    expect(id.startsWith('virtual:docs/markdown-page/')).toBe(true);
    expect(markdownPageFile(id)).toBe('/site/src/pages/a b.md');
    expect(markdownPageFile('virtual:docs/site-config')).toBeUndefined();
    // The id's last segment, which names the page's chunk, is the file's name only.
    expect(id.split('/').at(-1)).toBe('a_b.js');
    // Not `index`: the bundler would name the chunk after the folder above, the encoded path.
    const home = markdownPageModuleId('/site/src/pages/index.md');
    expect(home.split('/').at(-1)).toBe('index-page.js');
    expect(markdownPageFile(home)).toBe('/site/src/pages/index.md');
  });

  it('takes the title and description from front matter, else the first heading and line', () => {
    expect(markdownPageMetadata('# Hello\n\nFirst line of text.\n', 'a.md')).toMatchObject({
      title: 'Hello',
      description: 'First line of text.',
      hideTableOfContents: false,
      unlisted: false,
    });
    const fm =
      '---\ntitle: T\ndescription: D\nhide_table_of_contents: true\nwrapperClassName: wide\nunlisted: true\ntoc_max_heading_level: 4\n---\n\n# Heading\n';
    expect(markdownPageMetadata(fm, 'a.md')).toEqual({
      title: 'T',
      description: 'D',
      unlisted: true,
      hideTableOfContents: true,
      tocMaxHeadingLevel: 4,
      wrapperClassName: 'wide',
    });
  });

  it('renders the file through @theme/MDXPage and exports the head fields', () => {
    const code = markdownPageModuleSource('/s/src/pages/p.md', '# P\n\nText.\n');
    expect(code).toContain('import * as content from "/s/src/pages/p.md";');
    expect(code).toContain('import MDXPage from "@theme/MDXPage";');
    // `@theme/MDXPage` gets the page's component carrying its metadata and TOC, as in Docusaurus.
    expect(code).toContain('metadata: { ...metadata, frontMatter }');
    expect(code).toContain('return jsx(MDXPage, { content: Content });');
    expect(code).toContain('export const title = metadata.title;');
    expect(code).toContain('"title":"P"');
  });

  it("renders it through the pages' mdxPageComponent, with the route and Docusaurus's metadata", () => {
    const code = markdownPageModuleSource('/s/src/pages/p.md', '# P\n\nText.\n', {
      component: '@site/src/components/Page',
      path: '/p',
      permalink: '/base/p',
      source: '@site/src/pages/p.md',
    });
    expect(code).toContain('import MDXPage from "@site/src/components/Page";');
    expect(code).toContain('"type":"mdx","permalink":"/base/p","source":"@site/src/pages/p.md"');
    expect(code).toContain(
      'return jsx(OptionRoute, { path: "/p", children: (extra) => jsx(MDXPage, { content: Content, ...extra }) });',
    );
  });
});
