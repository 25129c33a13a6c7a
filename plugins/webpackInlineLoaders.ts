// Imports written with webpack's inline loader syntax. Sites use it to take a file's text
// (typescript-eslint's docs: `import x from '!!../types.ts?raw'`, a site webpack rule turning
// `?raw` into the file's source; older sites: `!!raw-loader!./file.js`, `raw-loader!./x.txt`):
// Vite's own `?raw` gives the same string, so the request becomes `<path>?raw`. yaml-loader's
// parsed YAML (`!!yaml-loader!./x.yaml`) is made here as it makes it (plugins/yamlLoaderModule.ts);
// file-loader and url-loader are plugins/webpackFileLoaders.ts's. Any other inline loader stops the
// build at the import, named: Vite has no meaning for it, and read as a module the file fails with
// a parse error that does not say why.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { fileLoaderName, importError, parseLoaderQuery } from './webpackFileLoaders.js';
import {
  unsupportedYamlOption,
  YamlLoaderError,
  yamlLoaderModule,
  type YamlLoaderOptions,
} from './yamlLoaderModule.js';
import { BuildError } from './diagnostics.js';

/** `request` as Vite reads it, if it is a raw-text import in webpack's inline syntax. */
export function viteRequestOf(request: string): string | undefined {
  // Without a prefix, the inline loader runs before the configured ones (none for a text file):
  // Ory's `require("raw-loader!./samples/x.txt")`.
  const prefix = /^(?:-!|!!|!)?/.exec(request)![0];
  const rest = request.slice(prefix.length);
  const loaders = rest.split('!');
  const path = loaders.pop()!;
  if (!path) return undefined;
  if (loaders.length === 0) return prefix && /[?&]raw(?:&|$)/.test(path) ? path : undefined;
  if (loaders.length === 1 && /^raw-loader(?:\?.*)?$/.test(loaders[0]!))
    return `${path.split('?')[0]}?raw`;
  return undefined;
}

/**
 * A package naming a loader, with its query (`yaml-loader?asStream=true`); a relative path is left
 * alone (`./a!b.js` is more likely a file's name than a loader of the site's own).
 */
const LOADER_NAME = /^(?:@[\w.-]+\/)?\w[\w.-]*(?:\/[\w.-]+)*(?:\?.*)?$/;

export type InlineLoaderRequest =
  | { kind: 'yaml'; path: string; options: YamlLoaderOptions }
  | { kind: 'unsupported'; loaders: string[] };

/**
 * `request`'s loaders, if it is in webpack's inline syntax and neither a raw-text request nor a
 * file-loader or url-loader one: yaml-loader's, or loaders this build does not have.
 */
export function inlineLoaderRequestOf(request: string): InlineLoaderRequest | undefined {
  if (viteRequestOf(request)) return undefined;
  const rest = request.replace(/^(?:-!|!!|!)/, '');
  const loaders = rest.split('!');
  const path = loaders.pop()!;
  if (!path || loaders.length === 0 || !loaders.every((l) => LOADER_NAME.test(l))) return undefined;
  const names = loaders.map((l) => l.split('?')[0]!);
  if (loaders.length === 1 && fileLoaderName(names[0])) return undefined;
  if (loaders.length === 1 && names[0] === 'yaml-loader') {
    const query = loaders[0]!.slice('yaml-loader'.length + 1);
    return { kind: 'yaml', path, options: parseLoaderQuery(query) };
  }
  return { kind: 'unsupported', loaders: names };
}

const YAML_QUERY = '?webpack-yaml-loader=';

/** The Vite plugin: resolves raw-text requests as `?raw`, and loads yaml-loader's modules. */
export function webpackInlineLoadersPlugin(): Plugin {
  return {
    name: 'docs:webpack-inline-loaders',
    enforce: 'pre',
    resolveId: {
      // Only a request with a `!` can be one (Rolldown calls the handler for no other import).
      filter: { id: /!/ },
      async handler(source, importer, options) {
        const request = viteRequestOf(source);
        if (request) return this.resolve(request, importer, { ...options, skipSelf: true });
        const inline = inlineLoaderRequestOf(source);
        if (!inline) return null;
        if (inline.kind === 'unsupported')
          throw importError(
            importer,
            source,
            `"${source}" asks for webpack's ${inline.loaders.join(', ')} (an inline loader), which this build does not have`,
            'raw-loader, yaml-loader, file-loader and url-loader are supported inline; import the file plainly, or with Vite\'s "?raw" for its text',
          );
        const why = unsupportedYamlOption(inline.options);
        if (why)
          throw importError(
            importer,
            source,
            `yaml-loader in "${source}": ${why}`,
            'write the request without the option: the module exports the parsed YAML',
          );
        const [path, query = ''] = inline.path.split('?') as [string, string?];
        const resolved = await this.resolve(path, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        // The file's own query names a namespace too (yaml-loader reads `?namespace=a.b`).
        const namespace = new URLSearchParams(query).get('namespace');
        const yamlOptions = { ...inline.options, ...(namespace ? { namespace } : {}) };
        const file = resolved.id.replace(/[?#].*$/, '');
        return `${file}${YAML_QUERY}${encodeURIComponent(JSON.stringify(yamlOptions))}`;
      },
    },
    load: {
      filter: { id: /\?webpack-yaml-loader=/ },
      handler(id) {
        const at = id.indexOf(YAML_QUERY);
        if (at < 0) return undefined;
        const file = id.slice(0, at);
        const yamlOptions = JSON.parse(
          decodeURIComponent(id.slice(at + YAML_QUERY.length)),
        ) as YamlLoaderOptions;
        this.addWatchFile(file);
        try {
          return { code: yamlLoaderModule(readFileSync(file, 'utf8'), yamlOptions), map: null };
        } catch (error) {
          if (!(error instanceof YamlLoaderError)) throw error;
          throw new BuildError({
            file,
            line: error.line,
            column: error.column,
            severity: 'error',
            message: `yaml-loader: ${error.message}`,
            hint: 'fix the YAML at this position',
          });
        }
      },
    },
  };
}
