// A named import that its module does not export, in a Docusaurus site's build: `undefined` with a
// warning naming the importing file, the name and the module, as webpack (Docusaurus) treats it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { BuildError, type Diagnostic } from './diagnostics.js';

/** Rolldown's log for a missing export it replaced with `undefined` (`shimMissingExports`). */
interface ShimmedExport {
  /** The module that lacks the export. */
  exporter: string;
  binding: string;
}

/** Where a file imports or re-exports `binding`: its line and column, and the module it names. */
export interface ImportSite {
  line: number;
  column: number;
  specifier: string;
}

const IMPORT_LIST =
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g;

/** The import or re-export statements of `source` that name `binding` from a module. */
export function importSitesOf(source: string, binding: string): ImportSite[] {
  const sites: ImportSite[] = [];
  const name = new RegExp(
    `(^|[\\s,{])(${binding.replace(/\$/g, '\\$')})(?=\\s*(?:,|}|$|\\bas\\b))`,
  );
  for (const match of source.matchAll(IMPORT_LIST)) {
    const list = match[1]!;
    const found = name.exec(list);
    if (!found) continue;
    const offset = match.index + match[0].indexOf(list) + found.index + found[1]!.length;
    const before = source.slice(0, offset);
    sites.push({
      line: before.split('\n').length,
      column: offset - before.lastIndexOf('\n'),
      specifier: match[3]!,
    });
  }
  return sites;
}

/**
 * Whether webpack reads the file as a strict ES module (an `.mjs` file, or a `.js` file whose
 * nearest package.json says `"type": "module"`): there it makes a missing export an error.
 */
export function isStrictEsModule(file: string): boolean {
  const ext = extname(file);
  if (ext === '.mjs') return true;
  if (ext !== '.js') return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
      } catch {
        return false;
      }
    }
    if (dirname(dir) === dir) return false;
  }
}

/** The diagnostic for one importer of a missing export (an error where webpack makes it one). */
export function missingExportDiagnostic(
  shim: ShimmedExport,
  importer: string | undefined,
): Diagnostic {
  const file = importer?.split('?')[0];
  const source = file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const site = source ? importSitesOf(source, shim.binding)[0] : undefined;
  const module = site ? `'${site.specifier}' (${shim.exporter})` : shim.exporter;
  const strict = !!file && isStrictEsModule(file);
  return {
    file: file ?? shim.exporter,
    ...(site ? { line: site.line, column: site.column } : {}),
    severity: strict ? 'error' : 'warning',
    message: `'${shim.binding}' is not exported by ${module}${
      strict ? '' : `: the import is undefined at run time, as with Docusaurus's webpack`
    }`,
    hint: strict
      ? 'this file is a strict ES module (.mjs, or "type": "module"), where Docusaurus fails too: import a name the module exports'
      : `install the version of the module that the importing package expects, or import a name it exports`,
    kind: 'bundler',
  };
}

/**
 * Reports the missing exports Rolldown shimmed (`shimMissingExports`), once the bundle is written
 * (Rolldown tells them after `generateBundle`), each at the import that names it: a warning, or an
 * error that fails the build in a strict ES module.
 */
export function missingExportsPlugin(onWarning?: (d: Diagnostic) => void): Plugin {
  let shims: ShimmedExport[] = [];
  return {
    name: 'docs:missing-exports',
    apply: 'build',
    buildStart() {
      shims = [];
    },
    onLog(_level, log) {
      const { code, exporter, binding } = log as {
        code?: string;
        exporter?: string;
        binding?: string;
      };
      if (code !== 'SHIMMED_EXPORT' || !exporter || !binding) return;
      shims.push({ exporter, binding });
      return false;
    },
    closeBundle() {
      const errors: Diagnostic[] = [];
      for (const shim of shims) {
        const importers = this.getModuleInfo(shim.exporter)?.importers ?? [];
        const naming = importers.filter((id) => {
          const file = id.split('?')[0]!;
          return existsSync(file) && importSitesOf(readFileSync(file, 'utf8'), shim.binding).length;
        });
        for (const importer of naming.length ? naming : [undefined]) {
          const d = missingExportDiagnostic(shim, importer);
          if (d.severity === 'error') errors.push(d);
          else onWarning?.(d);
        }
      }
      shims = [];
      if (errors.length) throw new BuildError(errors);
    },
  };
}
