// A `_category_` file's value. A `.json` file is parsed with JSON.parse, which gives what the YAML
// parser gives for JSON (YAML 1.2 holds JSON) at a small part of its cost: the YAML parser took
// about a millisecond a file, a tenth of a second at the bench corpus's 110 category files, on
// every build including an edit's rebuild. A file JSON.parse rejects, or one whose text names a key
// twice (the YAML parser rejects a duplicate key, JSON.parse keeps the last), goes to the YAML
// parser, whose error names the line and column.
import { yamlModule } from '../yamlModule.js';

/** Every `"key":` of a JSON text (keys of nested objects too). */
const JSON_KEY = /"((?:[^"\\]|\\.)*)"\s*:/g;

export function parseCategoryFile(file: string, text: string): unknown {
  if (file.endsWith('.json')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return yamlModule().parse(text);
    }
    const keys = [...text.matchAll(JSON_KEY)].map((m) => m[1]);
    if (new Set(keys).size === keys.length) return value;
  }
  return yamlModule().parse(text);
}
