// The names a site module exports, read from its syntax without running it: what `...icons` adds
// to an MDXComponents map when `import * as icons from '../icons'` (Dyte's docs spread a module of
// icon components into the map). Undefined when the module cannot be read that way.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseAst } from './rolldownLazy.js';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

interface Stmt {
  type: string;
  exportKind?: string;
  source?: { value: string } | null;
  exported?: { name?: string; value?: string } | null;
  declaration?: {
    type: string;
    id?: { name: string } | null;
    declarations?: { id: { name?: string } }[];
  } | null;
  specifiers?: { exported: { name?: string; value?: string } }[];
}

/** `./x` from `importer` as a bundler finds it: the file, `x.tsx`…, or `x/index.tsx`…. */
export function resolveRelativeModule(importer: string, specifier: string): string | undefined {
  const base = resolve(dirname(importer), specifier);
  const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
  if (isFile(base)) return base;
  for (const candidate of [
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ])
    if (isFile(candidate)) return candidate;
  return undefined;
}

const nameOf = (n: { name?: string; value?: string } | null | undefined) => n?.name ?? n?.value;

/**
 * The named exports of `file` (not `default`), following `export * from './y'`; undefined when a
 * file cannot be found or parsed, or a re-export leaves the site (a package's names are unknown).
 */
export function moduleExportNames(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return [];
  seen.add(file);
  let body: Stmt[];
  try {
    const lang = /\.tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'jsx';
    body = (parseAst(readFileSync(file, 'utf8'), { lang }, file) as unknown as { body: Stmt[] })
      .body;
  } catch {
    return undefined;
  }
  const names: string[] = [];
  for (const stmt of body) {
    if (stmt.type === 'ExportAllDeclaration') {
      const from = stmt.source?.value ?? '';
      if (stmt.exported) {
        names.push(nameOf(stmt.exported)!);
        continue;
      }
      const target = from.startsWith('.') ? resolveRelativeModule(file, from) : undefined;
      const more = target && moduleExportNames(target, seen);
      if (!more) return undefined;
      names.push(...more);
    }
    if (stmt.type !== 'ExportNamedDeclaration' || stmt.exportKind === 'type') continue;
    const decl = stmt.declaration;
    // Types are not in the module's namespace at run time.
    if (decl && /^TS(TypeAlias|Interface)Declaration$/.test(decl.type)) continue;
    if (decl?.id?.name) names.push(decl.id.name);
    for (const d of decl?.declarations ?? []) if (d.id.name) names.push(d.id.name);
    for (const s of stmt.specifiers ?? []) names.push(nameOf(s.exported)!);
  }
  return names.filter((n) => n && n !== 'default');
}
