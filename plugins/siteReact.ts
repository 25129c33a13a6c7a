// Which React a site's bundles use. The generator brings React 19 and bundles its own sites with
// it; Docusaurus bundles a site with the React the site installs. A Docusaurus site whose folder
// resolves `react` and `react-dom` of its own (18.x or 19.x, the same major) is bundled, client and
// server, and pre-rendered with its own copies, as Docusaurus does: a dependency built for React 18
// (one that bundles an older JSX runtime reading React's internals) renders as it does there, and a
// site on another React 19 than the generator's (QuestDB's 19.3.1) does not meet react-dom's
// version check with one package of each. One copy is bundled either way (sharedModules.ts sends
// every import of the packages to it). A site that resolves no React of its own keeps the
// generator's; a React older than 18, or `react` and `react-dom` of different major versions, stop
// the build at the site's package.json with a hint.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BuildError } from './diagnostics.js';
import { GENERATOR_IMPORTER } from './sharedModules.js';

/** The site's own React, when its bundles use it. */
export interface SiteReact {
  /** `react`'s version (`18.3.1`). */
  version: string;
  /** The file `react` and `react-dom` resolve from (the site's package.json). */
  importer: string;
  /** react-dom's package.json: `scheduler`, react-dom's dependency, resolves from it. */
  reactDomPackage: string;
}

interface Installed {
  version: string;
  packageJson: string;
}

/** The package `name` as `dir` resolves it (Node's rules): its package.json and version. */
export function installedPackage(name: string, dir: string): Installed | undefined {
  let packageJson: string;
  try {
    packageJson = createRequire(join(dir, 'package.json')).resolve(`${name}/package.json`);
  } catch {
    return undefined;
  }
  try {
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? { version, packageJson } : undefined;
  } catch {
    return undefined;
  }
}

const majorOf = (version: string) => Number(/^(\d+)\./.exec(version)?.[1] ?? NaN);

/** Where the site's package.json names `name` (its line and column), or its top. */
function dependencyPosition(siteDir: string, name: string) {
  const file = join(siteDir, 'package.json');
  if (!existsSync(file)) return { file };
  const text = readFileSync(file, 'utf8');
  const at = text.search(new RegExp(`"${name.replace('-', '\\-')}"\\s*:`));
  if (at < 0) return { file, line: 1, column: 1 };
  const before = text.slice(0, at);
  return { file, line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

const UPGRADE_HINT =
  'Docusaurus 3 runs on React 18 or 19: set "react" and "react-dom" to the same version (e.g. ' +
  '"^18.3.1" or "^19.0.0") in the package.json and install again';

/**
 * The React a Docusaurus site's bundles use: its own when its folder resolves React 18 or newer of
 * its own (and the same major version of react-dom), undefined for the generator's (a site with no
 * React of its own, or one whose folder resolves to the generator's copy).
 */
export function siteReactOf(siteDir: string, generatorImporter = GENERATOR_IMPORTER) {
  const react = installedPackage('react', siteDir);
  if (!react) return undefined;
  const generator = installedPackage('react', dirname(generatorImporter));
  if (react.packageJson === generator?.packageJson) return undefined;
  const major = majorOf(react.version);
  if (!(major >= 18))
    throw new BuildError({
      ...dependencyPosition(siteDir, 'react'),
      severity: 'error',
      message: `the site installs React ${react.version} (${react.packageJson}): Docusaurus 3 needs React 18 or newer`,
      hint: UPGRADE_HINT,
    });
  const reactDom = installedPackage('react-dom', siteDir);
  if (!reactDom || majorOf(reactDom.version) !== major)
    throw new BuildError({
      ...dependencyPosition(siteDir, reactDom ? 'react-dom' : 'react'),
      severity: 'error',
      message: reactDom
        ? `the site installs react ${react.version} with react-dom ${reactDom.version}: they must be the same major version`
        : `the site installs react ${react.version} and no react-dom`,
      hint: UPGRADE_HINT,
    });
  return {
    version: react.version,
    importer: join(siteDir, 'package.json'),
    reactDomPackage: reactDom.packageJson,
  } satisfies SiteReact;
}
