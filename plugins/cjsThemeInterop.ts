// A theme component compiled to CommonJS with an `__esModule` marker (`exports.default = X`, as
// TypeScript writes it: docusaurus-plugin-internaldocs-fb's theme folder, Metro's site), imported
// as `@theme/X` by the generator's ES modules: webpack gives such an import `exports.default`,
// while the bundler, for an importer in a `"type": "module"` package, gives Node's answer, the
// whole `module.exports` object, which React then refuses as a component ("got: object"). The
// component is reached through a small module that takes `exports.default` whichever answer the
// bundler gives.
import { readFileSync, statSync } from 'node:fs';

export const VIRTUAL_CJS_THEME = 'virtual:docs/cjs-theme/';

const known = new Map<string, { mtimeMs: number; marked: boolean }>();

/** Whether a file is CommonJS that marks itself `__esModule` (no `import`/`export` statements). */
export function isMarkedCommonJs(file: string): boolean {
  if (!/\.c?js$/.test(file)) return false;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return false;
  }
  const hit = known.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.marked;
  const text = readFileSync(file, 'utf8');
  const marked =
    /\b__esModule\b/.test(text) &&
    /\bexports\.default\s*=/.test(text) &&
    !/^\s*(?:import\s*[\w{*'"]|export\s)/m.test(text);
  known.set(file, { mtimeMs, marked });
  return marked;
}

/** The names a CommonJS file exports besides `default` (`exports.X =`, `defineProperty(exports, 'X'`). */
export function commonJsExportNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\bexports\.([A-Za-z_$][\w$]*)\s*=(?!=)/g)) names.add(m[1]!);
  for (const m of text.matchAll(
    /\bObject\.defineProperty\(\s*exports\s*,\s*["']([A-Za-z_$][\w$]*)["']/g,
  ))
    names.add(m[1]!);
  names.delete('default');
  names.delete('__esModule');
  return [...names].sort();
}

/**
 * The module that gives the file's `exports.default` as its default export, and its other
 * `exports.X` as named exports (a theme's `Schema` requires its `SchemaExpansion` for
 * `useSchemaDepth`).
 */
export function cjsThemeModuleSource(file: string): string {
  const names = commonJsExportNames(readFileSync(file, 'utf8'));
  return [
    `import * as ns from ${JSON.stringify(file)};`,
    // `ns.default` is `exports.default` (webpack's interop) or `module.exports` (Node's).
    'const m = ns.default;',
    "const whole = m !== null && typeof m === 'object' && m.__esModule ? m : ns;",
    "export default m !== null && typeof m === 'object' && m.__esModule ? m.default : m;",
    ...names.map((n) => `export const ${n} = whole[${JSON.stringify(n)}];`),
    '',
  ].join('\n');
}
