// The pure parts of the real-site runner (scripts/real-sites/run.mjs): the package.json a site is
// installed from, the key its install is cached under, the routes a build wrote, the comparison of
// our routes with Docusaurus's and the table row of a site. No process is started here; the unit
// test (tests/unit/scripts/realSites.test.ts) runs these on small inputs.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The webpack every Docusaurus install here is pinned to (as scripts/bench/peer pins it). */
export const WEBPACK_VERSION = '5.105.4';

/**
 * The package.json a site is installed from: its own, without `scripts` (no lifecycle hook of the
 * site runs), without `devDependencies` unless `site.keepDev` names them, with the site's
 * replacements applied (`workspace:*` ranges have no meaning outside their monorepo: the site
 * entry gives a published version) and webpack pinned.
 */
export function installManifest(pkg, site = {}) {
  const replace = site.dependencies ?? {};
  const omit = new Set(site.omitDependencies ?? []);
  const pick = (deps = {}, keep = () => true) =>
    Object.fromEntries(
      Object.entries(deps)
        .filter(([name]) => !omit.has(name) && keep(name))
        .map(([name, range]) => [name, replace[name] ?? range]),
    );
  const dependencies = pick(pkg.dependencies);
  const keepDev = new Set(site.keepDev ?? []);
  Object.assign(
    dependencies,
    pick(pkg.devDependencies, (name) => keepDev.has(name)),
  );
  for (const [name, range] of Object.entries(replace)) {
    if (!(name in dependencies) && !omit.has(name)) dependencies[name] = range;
  }
  // npm refuses an override that differs from a direct dependency's range (pnpm.io lists webpack).
  if ('webpack' in dependencies) dependencies.webpack = WEBPACK_VERSION;
  const unresolved = Object.entries(dependencies).filter(([, r]) =>
    /^(workspace|link|file):/.test(r),
  );
  if (unresolved.length) {
    const names = unresolved.map(([n, r]) => `${n}@${r}`).join(', ');
    throw new Error(
      `${site.name ?? 'site'}: ${names} cannot be installed from the registry; give a published ` +
        'version in the site entry\'s "dependencies" (or list it in "omitDependencies")',
    );
  }
  return {
    name: `real-site-${site.name ?? 'site'}`,
    private: true,
    ...(pkg.type ? { type: pkg.type } : {}),
    dependencies: sortKeys(dependencies),
    overrides: { webpack: WEBPACK_VERSION, ...(site.overrides ?? {}) },
  };
}

const sortKeys = (obj) =>
  Object.fromEntries(Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The cache key of an install: the manifest written and the npm lock file, if the site has one. */
export function installKey(manifest, lockText = '') {
  return createHash('sha256')
    .update(JSON.stringify(manifest))
    .update('\0')
    .update(lockText)
    .digest('hex')
    .slice(0, 16);
}

/** Every HTML file under a build folder, as sorted paths with `/` separators. */
export function htmlRoutes(dir) {
  const out = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

/**
 * Our routes against Docusaurus's. `known` lists the differences a site's entry explains:
 * `{ side: 'ours' | 'peer', match: RegExp | string, why }` (a string matches a route exactly).
 * Returns the routes only one side wrote, each with its reason when one is known.
 */
export function compareRoutes(ours, peer, known = []) {
  const peerSet = new Set(peer);
  const ourSet = new Set(ours);
  const explain = (side, route) => {
    const hit = known.find(
      (k) =>
        k.side === side &&
        (typeof k.match === 'string' ? k.match === route : new RegExp(k.match).test(route)),
    );
    return { route, why: hit?.why };
  };
  const onlyOurs = ours.filter((r) => !peerSet.has(r)).map((r) => explain('ours', r));
  const onlyPeer = peer.filter((r) => !ourSet.has(r)).map((r) => explain('peer', r));
  return {
    common: ours.length - onlyOurs.length,
    onlyOurs,
    onlyPeer,
    equal: onlyOurs.length === 0 && onlyPeer.length === 0,
    unexplained: [...onlyOurs, ...onlyPeer].filter((d) => !d.why).length,
  };
}

/** Differences grouped by reason, each reason with its count and first routes. */
export function summariseDifferences(diffs, side, shown = 3) {
  const groups = new Map();
  for (const d of diffs) {
    const key = d.why ?? 'not explained';
    groups.set(key, [...(groups.get(key) ?? []), d.route]);
  }
  return [...groups].map(([why, routes]) => {
    const first = routes.slice(0, shown).join(', ') + (routes.length > shown ? ', …' : '');
    return `${routes.length} only in ${side} (${why}): ${first}`;
  });
}

const seconds = (ms) => (ms === undefined ? '' : ` (${Math.round(ms / 1000)} s)`);

/**
 * One run of a site: the locales its entry builds (its `locale`, else every locale), or the one
 * `--locale` names. A run of a locale the entry does not name is kept apart (its results, output
 * and logs under `name.locale`), so that the site's own run stays as it was; its row says the
 * locale.
 */
export function siteRun(site, locale) {
  if (!locale || locale === site.locale)
    return { key: site.name, label: site.name, locale: site.locale };
  if (!/^[A-Za-z0-9_-]+$/.test(locale)) throw new Error(`--locale ${locale}: not a locale name`);
  return { key: `${site.name}.${locale}`, label: `${site.name} (locale ${locale})`, locale };
}

/**
 * One build's cell: `builds: N HTML files (T s)`, `fails (exit N): first error line` or `not run`;
 * a Docusaurus route list (run.mjs --peer-routes, `method: 'routes'`) says it was not built.
 */
export function buildCell(build) {
  if (!build) return 'not run';
  if (build.exitCode !== 0)
    return `fails (exit ${build.exitCode}): ${build.error ?? 'see its log'}`;
  if (build.method === 'routes')
    return `route list (not built): ${build.routes.length} HTML files${seconds(build.ms)}`;
  return `builds: ${build.routes.length} HTML files${seconds(build.ms)}`;
}

/** The table row of a site's result: site | its Docusaurus | ours | Docusaurus | routes. */
export function tableRow(result) {
  const { site, ours, peer } = result;
  let routes = 'not compared';
  if (ours?.exitCode === 0 && peer?.exitCode === 0) {
    const cmp = compareRoutes(ours.routes, peer.routes, site.known);
    routes = cmp.equal
      ? `equal: the same ${cmp.common} routes`
      : [
          `${cmp.common} routes in common`,
          ...summariseDifferences(cmp.onlyOurs, 'ours'),
          ...summariseDifferences(cmp.onlyPeer, 'Docusaurus'),
        ].join('; ');
  } else if (result.peerSkipped) {
    routes = `not compared: ${result.peerSkipped}`;
  }
  const cells = [
    `${site.name} (\`${site.repo}\` ${site.commit.slice(0, 7)}${site.dir ? `, ${site.dir}/` : ''})`,
    site.docusaurus ?? '',
    buildCell(ours),
    buildCell(peer),
    routes,
  ];
  return `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
}

export const TABLE_HEADER = [
  '| Site | Its Docusaurus | Ours | Docusaurus | Routes |',
  '|---|---|---|---|---|',
];

// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/** The first line of a failed build's log that names an error, for the table. */
export function firstError(log) {
  const lines = log.split('\n').map((l) => l.replace(ANSI_COLOUR, '').trim());
  const line =
    lines.find((l) => /\berror\b|^Error|✖|\[ERROR\]/i.test(l)) ?? lines.findLast(Boolean);
  return (line ?? '').slice(0, 200);
}
