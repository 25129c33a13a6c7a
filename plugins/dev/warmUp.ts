// The dev server's warm-up: the first compile in a process loads the MDX pipeline and Shiki.
import { siteCodeTheme } from '../mdx/codeTheme.js';
import { join } from 'node:path';
import { siteStaticDirs } from '../staticDirectories.js';
import type { SiteData } from '../loadSite.js';
import { compileDoc } from '../mdx/compileDoc.js';
import { docsDirOf } from '../builtins/docsViews.js';

/** A compile of a small doc, to load the MDX pipeline and Shiki before the first real one. */
export function warmUpCompile(siteDir: string, s: SiteData): Promise<void> {
  const body =
    '# Warm-up\n\nA paragraph with `code` and [a link](./x.md).\n\n```js\nconst a = 1;\n```\n';
  return compileDoc({
    body,
    filePath: join(docsDirOf(s), '.warm-up.mdx'),
    source: '.warm-up.mdx',
    siteDir,
    docsDir: docsDirOf(s),
    staticDirs: siteStaticDirs({ siteDir, siteConfig: s.siteConfig }),
    permalinkBySource: s.permalinkBySource,
    linksKey: s.linksKey,
    codeTheme: siteCodeTheme(s.siteConfig.code),
  }).then(
    () => undefined,
    () => undefined,
  );
}
