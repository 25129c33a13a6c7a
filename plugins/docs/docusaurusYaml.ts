// Front matter read as Docusaurus reads it: gray-matter's YAML parser, js-yaml 3. It accepts some
// text YAML 1.2 rejects (`authors: [a] tags: [b]` on one line is two keys to it), and real sites
// have such files that Docusaurus builds; the generator reads them with it and warns.
import { createRequire } from 'node:module';

interface JsYaml3 {
  safeLoad(text: string): unknown;
}

let jsYaml: JsYaml3 | undefined;

/** The mapping js-yaml 3 reads from `text`, or undefined when it fails too or gives no mapping. */
export function parseYamlAsDocusaurus(text: string): Record<string, unknown> | undefined {
  jsYaml ??= createRequire(import.meta.url)('js-yaml') as JsYaml3;
  try {
    const value = jsYaml.safeLoad(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
