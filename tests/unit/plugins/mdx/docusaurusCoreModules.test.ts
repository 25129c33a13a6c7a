// Every module `@docusaurus/core` 3.10 gives site code (its lib/client/exports/, each reached as
// `@docusaurus/<name>`) is a module of this generator, with the names Docusaurus exports. The
// openapi-docs theme stopped the build at `@docusaurus/useIsomorphicLayoutEffect`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_MODULES } from '../../../../plugins/mdx/remarkThemeImports.js';

/** @docusaurus/core 3.10.2's lib/client/exports/*.js and what each exports (3.8.1 has the same). */
const CORE_3_10: Record<string, string[]> = {
  BrowserOnly: ['default'],
  ComponentCreator: ['default'],
  ErrorBoundary: ['default'],
  ExecutionEnvironment: ['default'],
  Head: ['default'],
  Interpolate: ['default', 'interpolate'],
  Link: ['default'],
  Noop: ['default'],
  Translate: ['default', 'translate'],
  constants: ['DEFAULT_PLUGIN_ID'],
  isInternalUrl: ['default', 'hasProtocol'],
  renderRoutes: ['default'],
  router: ['useHistory', 'useLocation', 'Redirect', 'matchPath'],
  useBaseUrl: ['default', 'addBaseUrl', 'useBaseUrlUtils'],
  useBrokenLinks: ['default'],
  useDocusaurusContext: ['default'],
  useGlobalData: ['default', 'useAllPluginInstancesData', 'usePluginData'],
  useIsBrowser: ['default'],
  useIsomorphicLayoutEffect: ['default'],
  useRouteContext: ['default'],
};

const root = join(import.meta.dirname, '../../../..');

/** The names a module file exports, read from its text (`export function x`, `export { a, b }`). */
function exportedNames(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const names = new Set<string>();
  if (/^export default\b/m.test(text)) names.add('default');
  for (const m of text.matchAll(/^export (?:async )?(?:function|const|class|let) (\w+)/gm))
    names.add(m[1]!);
  for (const m of text.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of m[1]!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
  return [...names].filter(Boolean);
}

describe("@docusaurus/core's client modules", () => {
  it('are all provided, under the same specifiers', () => {
    const ours = Object.keys(THEME_MODULES)
      // utils-common is not core's: a package of its own that site code imports too.
      .filter(
        (k) =>
          /^@docusaurus\/[^/]+$/.test(k) &&
          !k.startsWith('@docusaurus/theme-') &&
          k !== '@docusaurus/utils-common',
      )
      .map((k) => k.slice('@docusaurus/'.length))
      .sort();
    expect(ours).toEqual(Object.keys(CORE_3_10).sort());
  });

  it.each(Object.entries(CORE_3_10))('%s exports what Docusaurus exports', (name, exports) => {
    const module = THEME_MODULES[`@docusaurus/${name}`]!;
    // What the compile lets a doc import (the module's list, when it keeps one)...
    if (module.exports) expect(module.exports).toEqual(expect.arrayContaining(exports));
    // ...and what the file the bundler loads really exports (its default is the module's).
    const names = exportedNames(module.file);
    const expected = exports.map((e) => (e === 'default' ? module.exportName : e));
    expect(names).toEqual(expect.arrayContaining(expected));
  });
});
