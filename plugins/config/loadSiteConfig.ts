// Loads site.config.ts and the sidebars file of a site and validates both against their schemas.
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseAcorn, parseExpressionAt } from 'acorn';
import { dirname, join, resolve } from 'node:path';
import type { z } from 'zod';
import type { SiteConfig } from '../../src/shared/types.js';
import { bundlerErrorToDiagnostics } from '../bundlerErrors.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import type { DocusaurusSection } from './docusaurus/types.js';
import { SiteConfigSchema, SidebarsSchema, describeIssue, type SidebarsConfig } from './schema.js';

/** The sidebars file a site without `docs.sidebarPath` has, in every form Docusaurus reads. */
export const SIDEBARS_FILE_NAMES = [
  'sidebars.ts',
  'sidebars.mts',
  'sidebars.cts',
  'sidebars.js',
  'sidebars.mjs',
  'sidebars.cjs',
  'sidebars.json',
];

/** A JSON file, with the position of a syntax error (Node's JSON.parse gives none). */
function readJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    // JSON is (nearly) a JavaScript expression: acorn says where it stops reading.
    let pos: { line: number; column: number } | undefined;
    try {
      parseExpressionAt(text, 0, { ecmaVersion: 'latest', locations: true });
    } catch (syntax) {
      const loc = (syntax as { loc?: { line: number; column: number } }).loc;
      if (loc) pos = { line: loc.line, column: loc.column + 1 };
    }
    // Valid JavaScript but not JSON: a trailing comma, a comment or a single-quoted string.
    const m = pos ? null : /,\s*[\]}]|\/\/|\/\*|'/.exec(text);
    if (m) {
      const before = text.slice(0, m.index);
      pos = { line: before.split('\n').length, column: m.index - before.lastIndexOf('\n') };
    }
    throw new BuildError({
      file,
      ...pos,
      severity: 'error',
      message: `invalid JSON: ${(e as Error).message.split('\n')[0]}`,
      hint: 'check the commas and quotes near this position (JSON has no comments or trailing commas)',
    });
  }
}

export const CONFIG_FILE_NAMES = [
  'site.config.ts',
  'site.config.mts',
  'site.config.js',
  'site.config.mjs',
];

/** Finds the line and column of the last key of `path` in a config source, for error positions. */
export function locateKey(
  source: string,
  path: (string | number)[],
): { line: number; column: number } | undefined {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  if (key === undefined) return undefined;
  const re = new RegExp(
    `(^|[\\s{,])(['"]?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\s*:`,
    'm',
  );
  const m = re.exec(source);
  if (!m) return undefined;
  const offset = m.index + m[1]!.length;
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Converts zod issues into diagnostics positioned in the given file. */
export function issuesToDiagnostics(
  file: string,
  source: string,
  issues: z.core.$ZodIssue[],
  hint: string,
): Diagnostic[] {
  return issues.map((issue) => {
    const keyPath =
      issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    const pos = locateKey(source, keyPath as (string | number)[]);
    return {
      file,
      ...pos,
      severity: 'error',
      message: describeIssue(issue),
      hint,
    } satisfies Diagnostic;
  });
}

/** Vite's answer for a module without a default export (or a default export that is not an object). */
const NOT_AN_OBJECT = /config must export or return an object/;

/**
 * Imports a config file fresh (it may have changed since the last load in this process), whatever
 * it is written in: Vite bundles it with the TypeScript it imports into a temporary module beside
 * it (packages stay imports), so no TypeScript loader is needed, and a test runner's module cache
 * never hands back an old version. A default export that is a function is called, as in Vite.
 */
async function importFresh(file: string): Promise<unknown> {
  const { loadConfigFromFile } = await import('vite');
  try {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      file,
      dirname(file),
      'silent',
    );
    return loaded?.config;
  } catch (e) {
    if (e instanceof Error && NOT_AN_OBJECT.test(e.message)) return undefined;
    throw e;
  }
}

/** A config file that does not load: at the bundler's position when it has one (a syntax error, an import that does not resolve). */
function loadError(e: unknown, file: string, hint: string): BuildError {
  const positioned = bundlerErrorToDiagnostics(e);
  if (positioned?.length)
    return new BuildError(
      positioned.map((d) => ({
        ...d,
        file: d.file || file,
        message: `could not load: ${d.message}`,
        hint: /Could not resolve/.test(d.message) ? d.hint : hint,
      })),
    );
  return new BuildError({
    file,
    severity: 'error',
    message: `could not load: ${(e as Error).message}`,
    hint,
  });
}

/** Validates a raw config object (exported for tests). */
export function validateSiteConfig(raw: unknown, file: string, source = ''): SiteConfig {
  const parsed = SiteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BuildError(
      issuesToDiagnostics(
        file,
        source,
        parsed.error.issues,
        'see the site config reference in README.md ("Site config"); only title, url and baseUrl are required',
      ),
    );
  }
  const c = parsed.data;
  return {
    ...c,
    docs: { ...c.docs, sidebarPath: c.docs.sidebarPath },
    navbar: { ...c.navbar, title: c.navbar.title ?? c.title },
  };
}

const SIDEBAR_ITEM_TYPES = ['doc', 'ref', 'link', 'html', 'autogenerated', 'category'];

/** Finds items whose `type` is not a sidebar item type (zod's union error would only say "unexpected shape"). */
function findUnknownItemTypes(
  value: unknown,
  path: (string | number)[] = [],
  isItem = false,
): { path: (string | number)[]; type: string }[] {
  // Items are the elements of arrays (a sidebar, a category's items, a shorthand category's list).
  if (Array.isArray(value))
    return value.flatMap((v, i) => findUnknownItemTypes(v, [...path, i], true));
  if (!value || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  if (isItem && typeof obj.type === 'string' && !SIDEBAR_ITEM_TYPES.includes(obj.type))
    return [{ path: [...path, 'type'], type: obj.type }];
  // A category's items, or the values of a shorthand `{ Label: items }` (nested as deep as wanted).
  const shorthand = typeof obj.type !== 'string';
  return Object.entries(obj).flatMap(([k, v]) =>
    Array.isArray(v) || (shorthand && v && typeof v === 'object') || (k === 'items' && v)
      ? findUnknownItemTypes(v, [...path, k])
      : [],
  );
}

const valueAt = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    root,
  );

/**
 * zod says only "unexpected shape" when no branch of a union fits: this keeps the issues of the
 * branch the author meant (the item's `type`; a list; `{ Label: items }`), at any depth.
 */
function itemIssues(
  issue: z.core.$ZodIssue,
  root: unknown,
  base: PropertyKey[],
): z.core.$ZodIssue[] {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union') return [{ ...issue, path }];
  const value = valueAt(root, path);
  const typeMismatch = (errors: z.core.$ZodIssue[]) =>
    errors.some(
      (e) =>
        (e.path.length === 0 && e.code === 'invalid_type') ||
        (e.path.length === 1 && e.path[0] === 'type' && e.code === 'invalid_value'),
    );
  const branch =
    value && typeof value === 'object'
      ? issue.errors.find((errors) => errors.length > 0 && !typeMismatch(errors))
      : undefined;
  if (!branch)
    return [
      {
        code: 'custom',
        path,
        message: 'a doc id string, { Label: items }, or an item object with a type',
        input: value,
      } as z.core.$ZodIssue,
    ];
  return branch.flatMap((e) => itemIssues(e, root, path));
}

/**
 * Where the value at `path` is written in a JavaScript or JSON sidebars file (module.exports = …,
 * export default …, or a variable either names), found in its syntax tree; undefined when the
 * file is not plain JavaScript or the value is computed.
 */
export function locatePath(
  source: string,
  path: (string | number)[],
): { line: number; column: number } | undefined {
  type N = {
    type: string;
    loc?: { start: { line: number; column: number } };
    [k: string]: unknown;
  };
  let program: N;
  try {
    program = parseAcorn(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
    }) as unknown as N;
  } catch {
    try {
      program = parseExpressionAt(source, 0, {
        ecmaVersion: 'latest',
        locations: true,
      }) as unknown as N;
      program = { type: 'Program', body: [{ type: 'ExpressionStatement', expression: program }] };
    } catch {
      return undefined;
    }
  }
  const body = (program.body as N[]) ?? [];
  const declared = new Map<string, N>();
  let root: N | undefined;
  for (const st of body) {
    if (st.type === 'VariableDeclaration')
      for (const d of st.declarations as N[])
        if ((d.id as N).type === 'Identifier' && d.init)
          declared.set((d.id as N).name as string, d.init as N);
    if (st.type === 'ExportDefaultDeclaration') root = st.declaration as N;
    if (st.type === 'ExpressionStatement') {
      const e = st.expression as N;
      if (
        e.type === 'AssignmentExpression' &&
        /module\.exports|exports\.default/.test(
          source.slice((e.left as { start: number }).start, (e.left as { end: number }).end),
        )
      )
        root = e.right as N;
      else if (e.type === 'ObjectExpression') root = e; // JSON
    }
  }
  const resolve = (n: N | undefined): N | undefined => {
    let node = n;
    while (node && (node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression'))
      node = node.expression as N;
    if (node?.type === 'Identifier') return declared.get(node.name as string);
    return node;
  };
  let node = resolve(root);
  let found: N | undefined;
  for (const key of path) {
    if (!node) break;
    let next: N | undefined;
    if (node.type === 'ObjectExpression') {
      const prop = (node.properties as N[]).find((p) => {
        const k = p.key as N | undefined;
        return p.type === 'Property' && k && (k.name === key || k.value === key);
      });
      next = prop;
      node = prop ? resolve(prop.value as N) : undefined;
    } else if (node.type === 'ArrayExpression' && typeof key === 'number') {
      next = (node.elements as N[])[key];
      node = resolve(next);
    } else break;
    if (!next) break;
    found = next;
  }
  return found?.loc
    ? { line: found.loc.start.line, column: found.loc.start.column + 1 }
    : undefined;
}

export function validateSidebars(raw: unknown, file: string, source = ''): SidebarsConfig {
  const unknownTypes = findUnknownItemTypes(raw);
  if (unknownTypes.length) {
    throw new BuildError(
      unknownTypes.map(({ path, type }) => {
        const at =
          source.indexOf(`'${type}'`) >= 0
            ? source.indexOf(`'${type}'`)
            : source.indexOf(`"${type}"`);
        const before = at >= 0 ? source.slice(0, at) : '';
        const close = SIDEBAR_ITEM_TYPES.find(
          (t) => t[0] === type[0] && Math.abs(t.length - type.length) <= 2,
        );
        return {
          file,
          ...(at >= 0
            ? { line: before.split('\n').length, column: at - before.lastIndexOf('\n') }
            : {}),
          severity: 'error' as const,
          message: `Unknown sidebar item type "${type}" at "${path.join('.')}".`,
          hint: `use one of ${SIDEBAR_ITEM_TYPES.join(', ')}${close ? ` (did you mean "${close}"?)` : ''}`,
        };
      }),
    );
  }
  const parsed = SidebarsSchema.safeParse(raw);
  if (!parsed.success) {
    const hint =
      'sidebar items are a doc id string, { Label: items }, or an object with type doc, ref, link, html, autogenerated or category';
    throw new BuildError(
      parsed.error.issues
        .flatMap((issue) => itemIssues(issue, raw, []))
        .map((issue) => {
          const keyPath =
            issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
          const pos =
            locatePath(source, keyPath as (string | number)[]) ??
            locateKey(source, keyPath as (string | number)[]);
          return {
            file,
            ...pos,
            severity: 'error' as const,
            message: describeIssue(issue),
            hint,
          };
        }),
    );
  }
  return parsed.data;
}

export interface LoadedConfig {
  siteDir: string;
  siteConfig: SiteConfig;
  configFile: string;
  /** undefined = no sidebars file: one autogenerated sidebar of all docs. */
  sidebarsConfig: SidebarsConfig | false;
  sidebarsFile?: string;
  /** A site with a docusaurus.config.* and no site.config.*: the rest of what its config says. */
  docusaurus?: DocusaurusSection;
  /** Where the docs are served (`/` unless a Docusaurus config says otherwise). */
  docsRouteBasePath?: string;
  /** Warnings about the config (parts of a Docusaurus config that are skipped or not built yet). */
  warnings?: Diagnostic[];
}

/** Loads a sidebars file and validates it. */
export async function loadSidebarsFile(sidebarsFile: string): Promise<SidebarsConfig> {
  let rawSidebars: unknown;
  try {
    rawSidebars = sidebarsFile.endsWith('.json')
      ? readJson(sidebarsFile)
      : await importFresh(sidebarsFile);
  } catch (e) {
    if (e instanceof BuildError) throw e;
    throw loadError(
      e,
      sidebarsFile,
      'the file must export an object of sidebars (export default, or module.exports)',
    );
  }
  return validateSidebars(rawSidebars, sidebarsFile, readFileSync(sidebarsFile, 'utf8'));
}

/** `locale`: a Docusaurus site's locale to load (its navbar and footer translated); the default if unset. */
export async function loadSiteConfig(siteDirInput: string, locale?: string): Promise<LoadedConfig> {
  const siteDir = resolve(siteDirInput);
  const configFile = CONFIG_FILE_NAMES.map((n) => join(siteDir, n)).find((f) => existsSync(f));
  if (!configFile) {
    // A Docusaurus site: its own config, mapped onto ours (site.config.* wins when both exist).
    const { findDocusaurusConfig, loadDocusaurusSite } =
      await import('./docusaurus/loadDocusaurusSite.js');
    const docusaurusConfig = findDocusaurusConfig(siteDir);
    if (docusaurusConfig) return loadDocusaurusSite(siteDir, docusaurusConfig, locale);
    throw new BuildError({
      file: join(siteDir, 'site.config.ts'),
      severity: 'error',
      message: 'no site config found',
      hint: 'create site.config.ts exporting { title, url, baseUrl } as its default export (or a Docusaurus docusaurus.config.js)',
    });
  }
  const source = readFileSync(configFile, 'utf8');
  let raw: unknown;
  try {
    raw = await importFresh(configFile);
  } catch (e) {
    throw loadError(
      e,
      configFile,
      'fix the syntax error; the file must default-export a plain object',
    );
  }
  if (raw === undefined)
    throw new BuildError({
      file: configFile,
      line: 1,
      column: 1,
      severity: 'error',
      message: 'the config has no default export, or it is not an object',
      hint: 'write `export default { title, url, baseUrl }` (or defineSiteConfig({...}))',
    });
  const siteConfig = validateSiteConfig(raw, configFile, source);
  const missing = siteConfig.clientModules.filter((f) => !existsSync(resolve(siteDir, f)));
  if (missing.length)
    throw new BuildError(
      missing.map((f) => ({
        file: configFile,
        ...locateKey(source, ['clientModules']),
        severity: 'error' as const,
        message: `"clientModules" names "${f}", which does not exist`,
        hint: 'client modules are paths relative to the site folder, or absolute',
      })),
    );

  const sidebarPath = siteConfig.docs.sidebarPath;
  if (sidebarPath === false) return { siteDir, siteConfig, configFile, sidebarsConfig: false };
  const sidebarsFile =
    sidebarPath !== undefined
      ? resolve(siteDir, sidebarPath)
      : SIDEBARS_FILE_NAMES.map((n) => join(siteDir, n)).find((f) => existsSync(f));
  if (!sidebarsFile || !existsSync(sidebarsFile)) {
    return {
      siteDir,
      siteConfig,
      configFile,
      sidebarsConfig: { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] },
    };
  }
  const sidebarsConfig = await loadSidebarsFile(sidebarsFile);
  return { siteDir, siteConfig, configFile, sidebarsConfig, sidebarsFile };
}
