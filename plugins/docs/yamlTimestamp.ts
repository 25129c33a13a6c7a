// Unquoted YAML dates in front matter, read as Docusaurus reads them: gray-matter's js-yaml 3 gives
// `date: 2021-01-05` as a Date (YAML 1.1's timestamp type), which the MDX loader exports as a Date
// in `frontMatter` and the JSON metadata carries as an ISO string. The `yaml` package reads YAML
// 1.2, which has no timestamps, so this tag brings js-yaml 3's back with its exact forms.
import type { ScalarTag } from 'yaml';

// js-yaml 3's two forms: a date alone (two-digit month and day), or a date and a time.
const DATE = String.raw`(\d{4})-(\d\d)-(\d\d)`;
const TIMESTAMP = String.raw`(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|[-+]\d\d?(?::\d\d)?))?`;
const TIMESTAMP_RE = new RegExp(`^(?:${DATE}|${TIMESTAMP})$`);

const pad = (s: string | undefined) => (s ?? '0').padStart(2, '0');

/** The Date of a timestamp scalar; a time without a zone is UTC, as in js-yaml 3. */
export function resolveTimestamp(text: string): Date {
  const m = TIMESTAMP_RE.exec(text);
  if (!m) return new Date(Number.NaN);
  if (m[1]) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const [, , , , y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? `.${frac.slice(0, 3).padEnd(3, '0')}` : '';
  let tz = 'Z';
  if (zone && zone !== 'Z') {
    const [hours, minutes] = zone.slice(1).split(':');
    tz = `${zone[0]}${pad(hours)}:${pad(minutes)}`;
  }
  return new Date(`${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${mi}:${s}${ms}${tz}`);
}

/** The `yaml` package's custom tag for js-yaml 3's timestamps (`customTags: [yamlTimestamp]`). */
export const yamlTimestamp: ScalarTag = {
  identify: (value) => value instanceof Date,
  default: true,
  tag: 'tag:yaml.org,2002:timestamp',
  test: TIMESTAMP_RE,
  resolve: resolveTimestamp,
  stringify: ({ value }) => (value as Date).toISOString(),
};

/**
 * A value with its Dates kept (and undefined values left out, as in JSON): the front matter the
 * MDX module exports (`new Date(…)` in its code), where clientFrontMatter gives JSON for metadata.
 */
export function withDates(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : withDates(v)));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .map(([k, v]) => [k, withDates(v)]),
  );
}

/** JSON.stringify's replacer and JSON.parse's reviver that keep Dates (the front-matter cache). */
export function dateReplacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}
export function dateReviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const iso = (value as { $date?: unknown }).$date;
    if (keys.length === 1 && typeof iso === 'string') return new Date(iso);
  }
  return value;
}
