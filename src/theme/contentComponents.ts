// The modules a content plugin's component options name (`blogListComponent`, `docRootComponent`…:
// plugins/builtins/contentComponents.ts makes `virtual:docs/content-components`): a route kind asks
// for the one of its route's option, loaded once, and renders it in the default component's place
// with the props Docusaurus gives there. No such option: undefined, the theme's component renders.
import type { ComponentType } from 'react';
import components from 'virtual:docs/content-components';

/** A component an option names: it takes the props Docusaurus gives the route's component. */
export type OptionComponent = ComponentType<Record<string, unknown>>;

const loaded = new Map<string, Promise<OptionComponent>>();

/**
 * The component the option `option` of the instance `id` of `plugin` names, loading it the first
 * time; undefined when the option is its default (the theme's component).
 */
export function contentComponent(
  plugin: 'blog' | 'docs',
  id: string | undefined,
  option: string,
): Promise<OptionComponent> | undefined {
  const key = `${plugin}/${id ?? 'default'}`;
  const load = components[key]?.[option];
  if (!load) return undefined;
  const name = `${key} ${option}`;
  let pending = loaded.get(name);
  if (!pending) {
    pending = load().then((m) => {
      // A CommonJS module's export may arrive as the namespace's `default.default`.
      const c = (m.default as unknown as { default?: unknown } | undefined)?.default ?? m.default;
      if (typeof c !== 'function' && (typeof c !== 'object' || c === null))
        throw new Error(
          `The ${plugin} option ${option}${id && id !== 'default' ? ` (instance "${id}")` : ''} names a module with no component as its default export.`,
        );
      return c as OptionComponent;
    });
    loaded.set(name, pending);
    pending.catch(() => loaded.delete(name)); // a chunk that failed may load on a retry
  }
  return pending;
}

/** Every option of the instance that names a module, loaded (docs route levels need theirs at once). */
export async function contentComponents(
  plugin: 'blog' | 'docs',
  id: string | undefined,
  options: readonly string[],
): Promise<Record<string, OptionComponent>> {
  const out: Record<string, OptionComponent> = {};
  await Promise.all(
    options.map(async (o) => {
      const c = contentComponent(plugin, id, o);
      if (c) out[o] = await c;
    }),
  );
  return out;
}
