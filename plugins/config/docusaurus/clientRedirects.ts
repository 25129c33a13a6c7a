// `@docusaurus/plugin-client-redirects`'s options, checked as Docusaurus checks them (positioned
// errors) and kept for the output stage (plugins/output/clientRedirects.ts), which writes the pages.
import type { ClientRedirectsOptions } from '../../output/clientRedirects.js';
import type { Checker } from './mapDocusaurusConfig.js';

type Path = (string | number)[];
const KEYS = ['id', 'redirects', 'createRedirects', 'fromExtensions', 'toExtensions'];

export function mapClientRedirectsOptions(
  c: Checker,
  raw: unknown,
  path: Path,
): ClientRedirectsOptions {
  const o = c.obj(raw, path);
  for (const key of Object.keys(o))
    if (!KEYS.includes(key))
      c.fail(
        [...path, key],
        `is not an option of @docusaurus/plugin-client-redirects`,
        `its options are ${KEYS.join(', ')}`,
      );
  const redirects = c.array(o.redirects, [...path, 'redirects']).flatMap((r, i) => {
    const at = [...path, 'redirects', i];
    const from = c.stringList(c.obj(r, at).from, [...at, 'from']);
    const to = c.string(c.obj(r, at).to, [...at, 'to'], true);
    if (!from || to === undefined) return [];
    if (!from.length || from.some((f) => !f.startsWith('/')))
      c.fail([...at, 'from'], 'must be a path starting with "/", or a list of them');
    return [{ from, to }];
  });
  let createRedirects: ClientRedirectsOptions['createRedirects'];
  if (typeof o.createRedirects === 'function')
    createRedirects = o.createRedirects as ClientRedirectsOptions['createRedirects'];
  else if (o.createRedirects !== undefined)
    c.fail(
      [...path, 'createRedirects'],
      'must be a function (path) => string | string[] | undefined',
    );
  return {
    redirects,
    createRedirects,
    fromExtensions: c.stringList(o.fromExtensions, [...path, 'fromExtensions']) ?? [],
    toExtensions: c.stringList(o.toExtensions, [...path, 'toExtensions']) ?? [],
  };
}
