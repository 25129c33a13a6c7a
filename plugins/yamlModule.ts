// The `yaml` package, loaded the first time a file needs YAML parsed: a rebuild whose front matter
// all comes from its cache (plugins/docs/frontMatter.ts) and whose categories are JSON never loads
// it (its modules were a tenth of the main thread's work in a rebuild with nothing changed: issue 37).
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let yaml: typeof Yaml | undefined;

export function yamlModule(): typeof Yaml {
  return (yaml ??= createRequire(import.meta.url)('yaml') as typeof Yaml);
}
