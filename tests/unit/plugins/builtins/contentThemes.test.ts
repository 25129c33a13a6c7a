// Each content plugin's part of the generator's theme is its own data (plugins/builtins/*Theme.ts,
// gathered in contentThemes.ts): the stylesheet subset leaves out the files of the parts no loaded
// plugin uses, and the content-in-tree rule reads the components around each kind from them, so
// neither names a content type.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_THEMES } from '../../../../plugins/builtins/contentThemes.js';
import { BLOG_THEME } from '../../../../plugins/builtins/blogTheme.js';
import { DOCS_THEME } from '../../../../plugins/builtins/docsTheme.js';
import { PAGES_THEME } from '../../../../plugins/builtins/pagesTheme.js';
import { ENCLOSING_COMPONENTS } from '../../../../plugins/contentInTree.js';
import { subsetSources } from '../../../../plugins/css/subsetInputs.js';

const root = join(import.meta.dirname, '../../../..');
const theme = join(root, 'src/theme');
const siteDir = mkdtempSync(join(tmpdir(), 'content-themes-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const scanned = (contentParts: string[]) =>
  subsetSources({
    packageRoot: root,
    siteDir,
    docFiles: [],
    configFiles: [],
    contentParts: new Set(contentParts),
    footerLinks: true,
    hideableSidebar: true,
  });

describe('the content plugins’ theme parts', () => {
  it('name files and folders the theme has', () => {
    for (const { parts } of CONTENT_THEMES)
      for (const file of Object.values(parts).flat())
        expect(existsSync(join(theme, file))).toBe(true);
  });

  it('give the components around each kind’s content', () => {
    expect(ENCLOSING_COMPONENTS.doc).toEqual(DOCS_THEME.enclosing!.components);
    expect(ENCLOSING_COMPONENTS.blog).toEqual(BLOG_THEME.enclosing!.components);
    expect(ENCLOSING_COMPONENTS.page).toEqual(PAGES_THEME.enclosing!.components);
  });

  it('leave a part’s files out of the stylesheet subset unless a plugin uses the part', () => {
    const blogList = join(theme, 'classic', 'BlogListPage.tsx');
    const markdownPage = join(theme, 'MarkdownPage.tsx');
    const tagsPage = join(theme, 'DocTagsPages.tsx');
    const inVersions = (files: string[]) =>
      files.some((f) => f.startsWith(join(theme, 'docs') + sep));
    const none = scanned([]);
    expect(none).not.toContain(blogList);
    expect(none).not.toContain(markdownPage);
    expect(none).not.toContain(tagsPage);
    expect(inVersions(none)).toBe(false);
    const all = scanned(['blog', 'markdownPages', 'docTags', 'docsVersions']);
    expect(all).toEqual(expect.arrayContaining([blogList, markdownPage, tagsPage]));
    expect(inVersions(all)).toBe(true);
    // A file of no part is always read.
    expect(none).toContain(join(theme, 'DocPage.tsx'));
  });
});
