// The docs option `docItemComponent` (Docusaurus renders each doc page's item with that theme
// component, `@theme/DocItem` by default; docusaurus-theme-openapi-docs's sites name
// `@theme/ApiItem`). This generator renders its doc pages with its own DocItem parts
// (src/theme/DocPage.tsx) and has no route module that could take another component: a site
// naming one stops the build and the dev server (plugins/loadSite.ts) at the option, rather than
// rendering its pages without it. The CLI's other commands (a plugin's `gen-api-docs`) still run.
import { readFileSync } from 'node:fs';
import { BuildError, type Diagnostic } from '../../diagnostics.js';
import { createConfigLocator } from './locateConfigKey.js';
import type { DocusaurusDocsOptions, DocusaurusSection } from './types.js';

/** Docusaurus's default, which this generator's doc pages are. */
export const DEFAULT_DOC_ITEM = '@theme/DocItem';

/** An error for each docs instance whose `docItemComponent` is another component. */
export function docItemComponentErrors(
  docs: DocusaurusDocsOptions[],
  file: string,
  locate: (path: (string | number)[]) => { line: number; column: number } | undefined,
): Diagnostic[] {
  return docs.flatMap((d) => {
    const value = d.other.docItemComponent;
    if (value === undefined || value === DEFAULT_DOC_ITEM) return [];
    return [
      {
        file,
        ...locate([...d.configPath, 'docItemComponent']),
        severity: 'error' as const,
        kind: 'docusaurus config',
        message: `docs${d.id === 'default' ? '' : ` "${d.id}"`} option docItemComponent ${JSON.stringify(value)} is not supported: this generator renders every doc page with its own @theme/DocItem parts, so the pages would not be what ${String(value)} renders`,
        hint: 'remove the option to build the docs with the classic DocItem (override @theme/DocItem/Layout or @theme/DocItem/Content in src/theme/ to change them), or build this site with Docusaurus',
      },
    ];
  });
}

/** Throws the errors of docItemComponentErrors, positioned in the config file. */
export function assertDocItemComponents(section: DocusaurusSection): void {
  const docs = section.docs.filter((d) => d.other.docItemComponent !== undefined);
  if (!docs.length) return;
  const { configFile } = section;
  const locate = createConfigLocator(configFile, readFileSync(configFile, 'utf8'));
  const errors = docItemComponentErrors(docs, configFile, locate);
  if (errors.length) throw new BuildError(errors);
}
