// `docusaurus --version` (`-V`): Docusaurus prints its own version. A site switched to this
// generator runs our bin under that name, so the answer names the generator and its version, then
// the Docusaurus release the site's package.json is written for (the `@docusaurus/*` packages it
// keeps, such as `@docusaurus/types`): the version to reinstall to go back to Docusaurus, and the one
// whose behaviour the build follows where releases differ.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docusaurusDependencyOf } from '../plugins/config/docusaurus/docusaurusVersion.js';
import { PACKAGE_NAME, PACKAGE_ROOT } from '../plugins/paths.js';

/** The generator's own version (its package.json). */
export function generatorVersion(root = PACKAGE_ROOT): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** What `--version` prints for the site in `siteDir` (lines, without a trailing newline). */
export function versionReport(siteDir: string, own = generatorVersion()): string {
  const lines = [`${PACKAGE_NAME} ${own}`];
  const dependency = docusaurusDependencyOf(siteDir);
  if (dependency) {
    const { major, minor, patch } = dependency.version;
    lines.push(
      `Docusaurus ${major}.${minor}.${patch}: the release this site is written for (${dependency.name} in its package.json)`,
    );
  }
  return lines.join('\n');
}
