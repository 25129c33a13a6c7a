// The configuration reference (reference/configuration.md), generated from the site config's
// schema (src/shared/siteConfigSchema.ts): every field's path, type, default and `.describe()`
// text, so the page cannot say something the schema does not. `npm run reference` writes it;
// tests/unit/scripts/configReference.test.ts fails when the page and the schema differ.
//
//   tsx scripts/configReference.ts          write reference/configuration.md
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SiteConfigSchema } from '../src/shared/siteConfigSchema.js';

/** A JSON Schema node, as zod writes one. */
interface Schema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: Schema | boolean;
  $ref?: string;
  $defs?: Record<string, Schema>;
}

interface Row {
  path: string;
  type: string;
  default: string;
  description: string;
}

export const REFERENCE_FILE = 'reference/configuration.md';

const code = (s: string) => '`' + s + '`';
const variants = (s: Schema) => s.anyOf ?? s.oneOf;

function typeOf(s: Schema, defs: Record<string, Schema>): string {
  if (s.$ref) return typeOf(defs[s.$ref.replace('#/$defs/', '')] ?? {}, defs);
  if (s.const !== undefined) return code(JSON.stringify(s.const));
  if (s.enum) return s.enum.map((v) => code(JSON.stringify(v))).join(' \\| ');
  const union = variants(s);
  if (union) return [...new Set(union.map((v) => typeOf(v, defs)))].join(' \\| ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return 'see description';
  return types
    .map((t) => {
      if (t === 'array') {
        if (s.prefixItems) return `[${s.prefixItems.map((i) => typeOf(i, defs)).join(', ')}]`;
        return s.items ? `${typeOf(s.items, defs)}[]`.replace(/^(.* .*)\[\]$/, '($1)[]') : 'array';
      }
      if (t === 'object' && !s.properties && s.additionalProperties)
        return typeof s.additionalProperties === 'object' && s.additionalProperties.type
          ? `record of ${typeOf(s.additionalProperties, defs)}`
          : 'object';
      return t === 'integer' ? 'number' : t;
    })
    .join(' \\| ');
}

function defaultOf(s: Schema): string {
  if (s.default === undefined) return '';
  const text = JSON.stringify(s.default);
  // A `|` in a table cell, even in code, ends the cell unless escaped.
  return text.length <= 40 ? code(text).replace(/\|/g, '\\|') : 'see below';
}

/** The fields under `s` (an object, an array of objects, or a union of them), depth first. */
function collect(s: Schema, path: string, defs: Record<string, Schema>, seen: Set<string>): Row[] {
  if (s.$ref) {
    if (seen.has(s.$ref)) return [];
    return collect(
      defs[s.$ref.replace('#/$defs/', '')] ?? {},
      path,
      defs,
      new Set([...seen, s.$ref]),
    );
  }
  if (s.properties)
    return Object.entries(s.properties).flatMap(([key, field]) => {
      const fieldPath = path ? `${path}.${key}` : key;
      const row: Row = {
        path: fieldPath,
        type: typeOf(field, defs) + (s.required?.includes(key) ? ' (required)' : ''),
        default: defaultOf(field),
        description: field.description ?? '',
      };
      return [row, ...collect(field, fieldPath, defs, seen)];
    });
  if (s.items) return collect(s.items, `${path}[]`, defs, seen);
  const union = variants(s);
  if (union) {
    // The variants of a union share paths (`items[].label` of a link and of a dropdown): once.
    const rows = union.flatMap((v) => collect(v, path, defs, seen));
    const byKey = new Map(rows.map((r) => [`${r.path}\0${r.description}`, r]));
    return [...byKey.values()];
  }
  return [];
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n+/g, ' ');

function table(rows: Row[]): string[] {
  return [
    '| Field | Type | Default | Description |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${code(r.path)} | ${r.type} | ${r.default} | ${cell(r.description)} |`),
  ];
}

/** The Markdown page: the top-level fields, then one section per group of options. */
export function generateConfigReference(): string {
  const schema = z.toJSONSchema(SiteConfigSchema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Schema;
  const defs = schema.$defs ?? {};
  const fields = Object.entries(schema.properties ?? {});
  const isGroup = (s: Schema) => collect(s, 'x', defs, new Set()).length > 0;
  const plain = fields.filter(([, s]) => !isGroup(s));
  const groups = fields.filter(([, s]) => isGroup(s));
  const single = (key: string, s: Schema): Row => ({
    path: key,
    type: typeOf(s, defs) + (schema.required?.includes(key) ? ' (required)' : ''),
    default: defaultOf(s),
    description: s.description ?? '',
  });
  const lines = [
    '<!-- Generated by scripts/configReference.ts from src/shared/siteConfigSchema.ts: do not edit,',
    '     run `npm run reference` (npm test fails when this page and the schema differ). -->',
    '',
    '# Site configuration',
    '',
    "Every field of a site's `site.config.ts` (`export default defineSiteConfig({ … })`), with its",
    'type, its default and what it does. A Docusaurus site keeps its `docusaurus.config.js`: the',
    'build maps it onto these fields. A wrong key or type fails the build with the file, line and',
    'the field expected.',
    '',
    '## Site',
    '',
    ...table(plain.map(([key, s]) => single(key, s))),
  ];
  for (const [key, s] of groups) {
    lines.push('', `## ${code(key)}`, '');
    if (s.description) lines.push(s.description, '');
    if (s.default !== undefined && defaultOf(s) === 'see below')
      lines.push(`Default: ${code(JSON.stringify(s.default))}`, '');
    lines.push(...table([single(key, s), ...collect(s, key, defs, new Set())]));
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  writeFileSync(join(root, REFERENCE_FILE), generateConfigReference());
  console.log(`Wrote ${REFERENCE_FILE}.`);
}
