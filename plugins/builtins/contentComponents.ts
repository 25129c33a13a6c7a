// The content plugins' component options (plugins/config/docusaurus/componentOptions.ts): the code
// of `virtual:docs/content-components`, a loader of each module a site names there, by plugin
// instance (`blog/<id>`, `docs/<id>`) and option (a Markdown page's module imports its
// `mdxPageComponent` itself: plugins/pages/markdownPageModule.ts). The theme's route kinds render a
// route with the module its option names (src/theme/contentComponents.ts), loaded with the first
// such route; a site that names none gets an empty object.
import type { SiteData } from '../loadSite.js';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import {
  COMPONENT_DEFAULTS,
  componentRequest,
  customComponentOptions,
  type ComponentPlugin,
} from '../config/docusaurus/componentOptions.js';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
import { firstLineOf } from '../bundlerErrors.js';
import { BuildError, isBuildError, type Diagnostic } from '../diagnostics.js';
import type { BlogInstance } from '../blog/loadBlog.js';
import type { LoadedBlogs } from '../blog/index.js';
import { nativeOf } from './native.js';
import type { DocusaurusSection } from '../config/docusaurus/types.js';

/**
 * The loaded blog instances of every plugin, the blog's own and a site plugin's that wraps it
 * (whose name is its own: plugins/lifecycle/wrappedContent.ts).
 */
function loadedBlogInstances(plugins: SiteData['plugins']): BlogInstance[] {
  return (plugins?.result.plugins ?? []).flatMap((p) => {
    const instances = nativeOf<Partial<LoadedBlogs>>(p.content)?.instances;
    return Array.isArray(instances) && instances.every((i) => Array.isArray(i?.posts))
      ? instances
      : [];
  });
}

/** Each instance's options naming another module than the default: `plugin/id` → option → request. */
export function contentComponentsOf(
  site: Pick<SiteData, 'siteDir' | 'plugins' | 'docusaurus'>,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  const add = (plugin: ComponentPlugin, id: string, options: Record<string, string>) => {
    const entries = Object.entries(options);
    if (!entries.length) return;
    out[`${plugin}/${id}`] = Object.fromEntries(
      entries.map(([k, v]) => [k, componentRequest(v, site.siteDir)]),
    );
  };
  // The blogs as loaded: a site plugin wrapping the blog gives its function options of its own
  // (Docusaurus's changelog plugin names its `blogListComponent` there).
  for (const b of loadedBlogInstances(site.plugins))
    add('blog', b.options.id, b.options.components ?? {});
  for (const d of site.docusaurus?.docs ?? [])
    add('docs', d.id, customComponentOptions('docs', d.other));
  return out;
}

/** Where a content plugin instance's options are written: the config file and the key path. */
function optionsPlace(
  section: DocusaurusSection | undefined,
  plugin: 'blog' | 'docs',
  id: string,
): (string | number)[] | undefined {
  if (!section) return undefined;
  const list: { id: string; configPath?: (string | number)[] }[] =
    plugin === 'blog' ? section.blog : section.docs;
  return list.find((x) => x.id === id)?.configPath;
}

/**
 * Each component option's module is resolved before the bundler imports it: one that does not
 * resolve stops the build at the option in the config (the bundler's own error names the module
 * only, in a generated file). `resolve` is the bundler's (a plugin context's `this.resolve`).
 */
export async function assertContentComponentsResolve(
  site: Pick<SiteData, 'siteDir' | 'plugins' | 'docusaurus'>,
  importer: string,
  resolve: (request: string, importer: string) => Promise<{ id: string } | null>,
): Promise<void> {
  const errors: Diagnostic[] = [];
  for (const [key, options] of Object.entries(contentComponentsOf(site)))
    for (const [option, request] of Object.entries(options)) {
      let reason: string | undefined;
      try {
        const resolved = await resolve(request, importer);
        // The site alias gives a path whether or not a file is there.
        const file = resolved?.id.split('?')[0];
        if (!resolved) reason = 'no such module';
        else if (file && isAbsolute(file) && !existsSync(file)) reason = 'no such file';
      } catch (e) {
        // The bundler wraps a plugin's error; ours says what is missing, without its hint.
        const cause = (e as { cause?: unknown }).cause ?? e;
        reason = isBuildError(cause)
          ? (cause.diagnostics[0]?.message ?? '').replace(
              /: add the component to the site .*$/s,
              '',
            )
          : firstLineOf(String((cause as Error).message ?? cause));
      }
      if (reason === undefined) continue;
      const [plugin, id] = key.split('/') as ['blog' | 'docs', string];
      const section = site.docusaurus;
      const path = optionsPlace(section, plugin, id);
      const where =
        section && path
          ? {
              file: section.configFile,
              ...createConfigLocator(
                section.configFile,
                readFileSync(section.configFile, 'utf8'),
              )([...path, option]),
            }
          : { file: section?.configFile ?? join(site.siteDir, 'docusaurus.config.js') };
      const name = request.startsWith(site.siteDir) ? relative(site.siteDir, request) : request;
      errors.push({
        ...where,
        severity: 'error',
        kind: 'docusaurus config',
        message: `${plugin} option ${option}${id === 'default' ? '' : ` (instance "${id}")`} names "${name}", which does not resolve (${reason})`,
        hint: request.startsWith('@theme/')
          ? `add the component as src/theme/${request.slice('@theme/'.length)}.js (or .tsx), or name a module of the site, as "@site/src/components/MyPage"`
          : `name an existing module: "@site/…" is relative to the site's folder; remove the option to use the default, "${defaultOf(plugin, option)}"`,
      });
    }
  if (errors.length) throw new BuildError(errors);
}

const defaultOf = (plugin: 'blog' | 'docs', option: string): string =>
  (COMPONENT_DEFAULTS[plugin] as Record<string, string>)[option] ?? '';

/** The code of `virtual:docs/content-components`. */
export function contentComponentsModuleSource(
  site: Pick<SiteData, 'siteDir' | 'plugins' | 'docusaurus'>,
): string {
  const q = JSON.stringify;
  const entries = Object.entries(contentComponentsOf(site)).map(
    ([key, options]) =>
      `  ${q(key)}: {\n${Object.entries(options)
        .map(([option, request]) => `    ${q(option)}: () => import(${q(request)}),`)
        .join('\n')}\n  },`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** The docs options naming the route levels around a docs page's content. */
const DOCS_ROOT_OPTIONS = ['docsRootComponent', 'docVersionRootComponent', 'docRootComponent'];

/**
 * Whether a docs instance names a module of its own for a level around its docs' content: that
 * module may put providers around the content, so the content renders in the page's tree.
 */
export function hasRootComponents(section: DocusaurusSection | undefined, id: string): boolean {
  const d = section?.docs.find((x) => x.id === id);
  const custom = d ? customComponentOptions('docs', d.other) : {};
  return DOCS_ROOT_OPTIONS.some((o) => custom[o] !== undefined);
}
