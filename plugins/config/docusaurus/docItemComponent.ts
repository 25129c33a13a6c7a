// The docs option `docItemComponent` (Docusaurus renders each doc page's item with that theme
// component, `@theme/DocItem` by default; docusaurus-theme-openapi-docs's sites name
// `@theme/ApiItem`): a module name, which the docs' route kind loads (plugins/builtins/
// docItemKinds.ts). Anything but a string stops the build and the dev server (plugins/loadSite.ts)
// at the option.
import { readFileSync } from 'node:fs';
import { BuildError, type Diagnostic } from '../../diagnostics.js';
import { createConfigLocator } from './locateConfigKey.js';
import type { DocusaurusDocsOptions, DocusaurusSection } from './types.js';

/** Docusaurus's default, which this generator's doc pages are. */
export const DEFAULT_DOC_ITEM = '@theme/DocItem';

/** An error for each docs instance whose `docItemComponent` is not a module name. */
export function docItemComponentErrors(
  docs: DocusaurusDocsOptions[],
  file: string,
  locate: (path: (string | number)[]) => { line: number; column: number } | undefined,
): Diagnostic[] {
  return docs.flatMap((d) => {
    const value = d.other.docItemComponent;
    if (value === undefined || (typeof value === 'string' && value.trim() !== '')) return [];
    return [
      {
        file,
        ...locate([...d.configPath, 'docItemComponent']),
        severity: 'error' as const,
        kind: 'docusaurus config',
        message: `docs${d.id === 'default' ? '' : ` "${d.id}"`} option docItemComponent must name a component module, not ${typeof value === 'string' ? 'an empty string' : typeof value}`,
        hint: `write the module's name, as "@theme/ApiItem" (a theme component) or "@site/src/components/DocItem"; "${DEFAULT_DOC_ITEM}" is the default`,
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
