// A site plugin's route kind whose route module is a compiled Markdown page (its kind declares
// `content` in its generator hook routeKindsOf: PluginRouteKinds, plugins/lifecycle/
// generatorHooks.ts): the module's MDX component, handed to the plugin's renderer, is replaced by
// one rendering it as the docs and the blog render theirs (../MDXPageContent.tsx): the server's
// HTML kept, only its islands hydrated, unless a component enclosing the kind is overridden
// (plugins/contentInTree.ts). The generated `virtual:docs/route-kinds` imports this file only for
// such a kind, so no other site bundles it.
import type { ComponentType } from 'react';
import MDXPageContent from '../MDXPageContent.js';
import type { RouteKindRenderer } from './types.js';

type Content = ComponentType<{ components?: Record<string, unknown> }>;

/** One component per content module: the renderer may be called again for the same route. */
const wrapped = new WeakMap<Content, ComponentType>();

export function withIslandContent(
  render: RouteKindRenderer,
  kind: string,
  className?: string,
): RouteKindRenderer {
  return (params) => {
    const content = params.module.default as Content | undefined;
    if (typeof content !== 'function') return render(params);
    let Islands = wrapped.get(content);
    if (!Islands) {
      Islands = () => (
        <MDXPageContent
          kind={kind}
          content={content}
          {...(className === undefined ? {} : { className })}
        />
      );
      wrapped.set(content, Islands);
    }
    return render({ ...params, module: { ...params.module, default: Islands } });
  };
}
