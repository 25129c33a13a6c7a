// `@docusaurus/plugin-client-redirects`, one instance per entry of the config: postBuild writes its
// redirect pages (plugins/output/clientRedirects.ts), after the link check as Docusaurus does (a
// link to an old path is still reported). A redirect to a path that is no page, or a redirect file
// that would replace a file of the output (from static/), fails the build.
import { applyTrailingSlash } from '../../src/shared/paths.js';
import { BuildError } from '../diagnostics.js';
import type { Plugin } from '../lifecycle/types.js';
import { planRedirects, type ClientRedirectsOptions } from '../output/clientRedirects.js';
import { BUILT_IN_NAMES } from './native.js';
import { nativeBuildOf } from './nativeBuild.js';

export function clientRedirectsPlugin(options: ClientRedirectsOptions): Plugin {
  return {
    name: BUILT_IN_NAMES['client-redirects'],
    postBuild(props) {
      const build = nativeBuildOf(props);
      if (!build) return;
      const { output } = build;
      const { siteConfig, configFile } = output;
      const plan = planRedirects({
        routePaths: build.urls.map((u) => applyTrailingSlash(u, siteConfig.trailingSlash)),
        options: [options],
        trailingSlash: siteConfig.trailingSlash,
        baseUrl: siteConfig.baseUrl,
        configFile,
        // Docusaurus sends no policy; a site that asks for one (customFields.csp) gets pages it allows.
        policy: siteConfig.csp !== false,
      });
      if (plan.errors.length) throw new BuildError(plan.errors);
      plan.warnings.forEach((w) => output.warn(w));
      const taken = plan.files.filter((f) => output.exists(f.file));
      if (taken.length)
        throw new BuildError({
          file: configFile,
          severity: 'error',
          kind: 'client redirects',
          message: `a redirect would replace a file of the output: ${taken.map((f) => `${f.file} (from ${f.redirect.from})`).join(', ')}`,
          hint: 'remove the redirect, or the file (static/ is copied into the output)',
        });
      for (const f of plan.files) output.write(f.file, f.content);
    },
  };
}
