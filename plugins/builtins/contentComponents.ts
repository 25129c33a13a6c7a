// The content plugins' component options (plugins/config/docusaurus/componentOptions.ts): the code
// of `virtual:docs/content-components`, a loader of each module a site names there, by plugin
// instance (`blog/<id>`, `docs/<id>`) and option (a Markdown page's module imports its
// `mdxPageComponent` itself: plugins/pages/markdownPageModule.ts). The theme's route kinds render a
// route with the module its option names (src/theme/contentComponents.ts), loaded with the first
// such route; a site that names none gets an empty object.
import type { SiteData } from '../loadSite.js';
import {
  componentRequest,
  customComponentOptions,
  type ComponentPlugin,
} from '../config/docusaurus/componentOptions.js';
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
