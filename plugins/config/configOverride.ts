// `--config FILE` (scripts/cli.ts): the Docusaurus config a site is built, served or run with in
// place of the docusaurus.config.* of its folder, as Docusaurus's CLI takes it. Set in the
// environment, so that the build's workers load the same one.
import { resolve } from 'node:path';

/** `{"siteDir": …, "file": …}`: the site and the config file it is run with. */
export const CONFIG_OVERRIDE_ENV = 'DOCUSAURUS_VITE_CONFIG_FILE';

/** Sets the config file of a site for this process and the workers it starts. */
export function setConfigOverride(siteDir: string, file: string): void {
  process.env[CONFIG_OVERRIDE_ENV] = JSON.stringify({
    siteDir: resolve(siteDir),
    file: resolve(file),
  });
}

/** The config file `--config` names for a site, if it named one. */
export function configOverrideOf(siteDir: string): string | undefined {
  const raw = process.env[CONFIG_OVERRIDE_ENV];
  if (!raw) return undefined;
  const { siteDir: dir, file } = JSON.parse(raw) as { siteDir: string; file: string };
  return dir === resolve(siteDir) ? file : undefined;
}
