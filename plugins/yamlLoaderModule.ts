// What webpack's yaml-loader makes of a YAML file, for a site importing one through webpack's
// inline syntax (Home Assistant's developer docs: `import intents from
// '!!yaml-loader!../intents/intents.yaml'`, rendered in JSX). yaml-loader parses the file with the
// `yaml` package and exports the value as the module's default: one document, or every document
// as an array with `asStream`, or the value at a dotted path with `namespace` (a loader option or
// the file's own query). Its other options are the `yaml` package's, passed through as it does.
import { yamlModule } from './yamlModule.js';

/** A YAML parse error, 1-based. */
export class YamlLoaderError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/** yaml-loader's own options; the rest go to the `yaml` package. */
export interface YamlLoaderOptions {
  asStream?: boolean;
  namespace?: string;
  [option: string]: unknown;
}

/** Why this build cannot do what the options ask, if it cannot. */
export function unsupportedYamlOption(options: YamlLoaderOptions): string | undefined {
  // asJSON makes the module a JSON text, which only a loader after it can read: with `!!` there
  // is none, and webpack fails at it.
  if (options.asJSON) return 'its option asJSON (the module is then JSON text) is not supported';
  if (options.namespace !== undefined && typeof options.namespace !== 'string')
    return 'its option namespace is not a string';
  return undefined;
}

/** JavaScript source for a value `toJS` gives (JSON's, plus what JSON cannot write). */
export function valueSource(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
  if (Array.isArray(value)) return `[${value.map(valueSource).join(',')}]`;
  if (value instanceof Map)
    return `new Map([${[...value].map(([k, v]) => `[${valueSource(k)},${valueSource(v)}]`).join(',')}])`;
  if (value instanceof Set) return `new Set(${valueSource([...value])})`;
  if (value instanceof Uint8Array) return `new Uint8Array(${valueSource([...value])})`;
  // A computed key: `"__proto__": x` in a literal would set the prototype instead.
  const entries = Object.entries(value).map(([k, v]) => `[${JSON.stringify(k)}]:${valueSource(v)}`);
  return `{${entries.join(',')}}`;
}

/** The module yaml-loader gives for `text`; throws a YamlLoaderError at a parse error. */
export function yamlLoaderModule(text: string, options: YamlLoaderOptions = {}): string {
  const { asStream, namespace, asJSON: _asJSON, ...yamlOptions } = options;
  const YAML = yamlModule();
  const docs = asStream
    ? YAML.parseAllDocuments(text, yamlOptions)
    : [YAML.parseDocument(text, yamlOptions)];
  const values = (Array.isArray(docs) ? docs : [docs]).map((doc) => {
    const error = doc.errors[0];
    if (error) {
      const at = error.linePos?.[0];
      throw new YamlLoaderError(error.message.split('\n')[0]!, at?.line, at?.col);
    }
    if (!asStream && namespace) doc.contents = doc.getIn(namespace.split('.'), true) as never;
    return doc.toJS(yamlOptions) as unknown;
  });
  return `export default ${valueSource(asStream ? values : values[0])};\n`;
}
