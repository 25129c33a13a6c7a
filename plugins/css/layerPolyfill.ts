// CSS cascade layers of a Docusaurus site's own stylesheets, as Docusaurus builds them for the
// default browser targets. Docusaurus runs postcss-preset-env on every stylesheet, one file at a
// time; when the site's browserslist (none: browserslist's defaults) includes a browser without
// `@layer`, preset-env's cascade layers polyfill removes the layers of the file and gives its rules
// specificity instead: `:not(#\#)` repeated, fewer for an earlier layer, the most for the file's
// rules outside layers. A rule of the site in a layer (Tailwind 4's `@layer base { :root {…} }`)
// then wins over Infima's and the theme's unlayered rules, where a browser's own layers would
// have it lose to them: the site's colours, Tailwind's preflight.
//
// The rules of the polyfill followed here: a layer's place is its first mention (`@layer a, b;` or
// a block), a layer's sublayers come before its own rules; the step is one more than the most IDs
// of any selector of the file; a layered rule gets (its layer's place × step) `:not(#\#)`, a rule
// outside layers (layers × step), in its first compound selector (before the first combinator or
// pseudo-element); a rule with `!important` declarations is split, its important part in a layer
// getting (layers − place × step) and outside layers none; rules in @keyframes are left alone.
import postcss, {
  type AtRule,
  type ChildNode,
  type Container,
  type Plugin,
  type Root,
  type Rule,
} from 'postcss';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import { cascadeLayersPlugin, usesCascadeLayers } from './cascadeLayers.js';

const NOT_ID = ':not(#\\#)';
/** At-rules a layer may be inside and still be a layer (the polyfill's list). */
const LAYER_PARENTS = new Set(['layer', 'supports', 'media', 'container', 'scope']);
const PSEUDO_ELEMENTS_ONE_COLON = new Set(['before', 'after', 'first-line', 'first-letter']);

const isImportant = (n: ChildNode): boolean => n.type === 'decl' && n.important === true;

const isLayer = (node: { type: string; name?: string }): node is AtRule =>
  node.type === 'atrule' && node.name!.toLowerCase() === 'layer';

/** An `@layer` the polyfill handles: not inside a style rule or another kind of at-rule. */
function isProcessableLayer(node: AtRule): boolean {
  for (
    let p: Container | undefined = node.parent;
    p && p.type !== 'root';
    p = p.parent as Container
  ) {
    if (p.type === 'rule') return false;
    if (p.type === 'atrule' && !LAYER_PARENTS.has((p as AtRule).name.toLowerCase())) return false;
  }
  return true;
}

function inKeyframes(rule: Rule): boolean {
  const p = rule.parent;
  return p?.type === 'atrule' && /keyframes$/i.test((p as AtRule).name);
}

/** The nearest enclosing processable layer block. */
function layerOf(node: { parent?: unknown }): AtRule | undefined {
  for (let p = node.parent as Container | undefined; p; p = p.parent as Container | undefined)
    if (isLayer(p) && isProcessableLayer(p)) return p;
  return undefined;
}

/** Splits at top-level commas (outside parentheses, brackets and strings). */
function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The ID part of a selector's specificity (`:is()`, `:not()`, `:has()`: their most; `:where()`: 0). */
export function idCount(selector: string): number {
  let count = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[') i = closing(selector, i, '[', ']');
    else if (c === '#') count++;
    else if (c === ':' && selector[i + 1] !== ':') {
      const name = /^[\w-]+/.exec(selector.slice(i + 1))?.[0] ?? '';
      const open = i + 1 + name.length;
      if (selector[open] !== '(') continue;
      const end = closing(selector, open, '(', ')');
      const inner = selector.slice(open + 1, end);
      if (/^(is|not|has|matches|-webkit-any|-moz-any)$/i.test(name))
        count += Math.max(0, ...splitTopLevel(inner).map(idCount));
      i = end;
    }
  }
  return count;
}

/** The index of the bracket closing the one at `open`. */
function closing(text: string, open: number, o: string, c: string): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === o) depth++;
    else if (ch === c && --depth === 0) return i;
  }
  return text.length;
}

/** `selector` with `n` × `:not(#\#)` at the end of its first compound selector. */
export function withSpecificity(selector: string, n: number): string {
  if (n <= 0) return selector;
  const nots = NOT_ID.repeat(n);
  const lead = /^\s*/.exec(selector)![0].length;
  let quote = '';
  for (let i = lead; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[') i = closing(selector, i, '[', ']');
    else if (c === '(') i = closing(selector, i, '(', ')');
    else if (/[\s>+~]/.test(c) && i > lead) {
      return selector.slice(0, i) + nots + selector.slice(i);
    } else if (c === ':') {
      const name = /^:?([\w-]+)/.exec(selector.slice(i + 1));
      const element =
        selector[i + 1] === ':' || PSEUDO_ELEMENTS_ONE_COLON.has(name?.[1]?.toLowerCase() ?? '');
      if (element) return selector.slice(0, i) + nots + selector.slice(i);
    }
  }
  return selector.trimEnd() + nots + selector.slice(selector.trimEnd().length);
}

/** The names a layer at-rule declares, each as its parts (`a.b` → [a, b]); [] for anonymous. */
const declaredNames = (rule: AtRule): string[][] =>
  rule.params.trim()
    ? splitTopLevel(rule.params).map((n) =>
        n
          .trim()
          .split('.')
          .map((p) => p.trim()),
      )
    : [];

interface LayerTree {
  children: Map<string, LayerTree>;
}

/** Flattens the cascade layers of one stylesheet (see the top of this file). */
export function flattenLayers(root: Root): void {
  const layers: AtRule[] = [];
  root.walkAtRules((a) => {
    if (isLayer(a) && isProcessableLayer(a)) layers.push(a);
  });
  if (!layers.length) return;

  // Important declarations apart, before their rule.
  root.walkRules((rule) => {
    if (inKeyframes(rule) || !rule.some((n) => isImportant(n))) return;
    if (rule.every((n) => isImportant(n))) return;
    const important = rule.clone();
    important.each((n) => {
      if (!isImportant(n)) n.remove();
    });
    rule.each((n) => {
      if (isImportant(n)) n.remove();
    });
    rule.before(important);
  });

  // Each block's full name (anonymous blocks each a name of their own); the tree of names.
  const tree: LayerTree = { children: new Map() };
  const fullName = new Map<AtRule, string[]>();
  let anonymous = 0;
  const add = (parts: string[]) => {
    let node = tree;
    for (const p of parts) {
      if (!node.children.has(p)) node.children.set(p, { children: new Map() });
      node = node.children.get(p)!;
    }
  };
  for (const layer of layers) {
    const parent = layerOf(layer);
    const prefix = parent ? fullName.get(parent)! : [];
    const names = declaredNames(layer);
    if (layer.nodes) {
      const own = names[0] ?? [`\0anonymous-${anonymous++}`];
      fullName.set(layer, [...prefix, ...own]);
      add([...prefix, ...own]);
    } else for (const n of names) add([...prefix, ...n]);
  }
  // Places: a layer's sublayers before its own rules, siblings in order of first mention. The
  // rules of a layer that has sublayers are an implicit last sublayer of it (a place of their own,
  // before the layer's, which the polyfill counts too).
  const direct = new Set<string>();
  root.walkRules((rule) => {
    const layer = layerOf(rule);
    if (layer) direct.add(fullName.get(layer)!.join('.'));
  });
  const place = new Map<string, number>();
  const rulesPlace = new Map<string, number>();
  let count = 0;
  const visit = (node: LayerTree, path: string[]) => {
    for (const [name, child] of node.children) visit(child, [...path, name]);
    if (!path.length) return;
    const name = path.join('.');
    if (node.children.size && direct.has(name)) rulesPlace.set(name, count++);
    place.set(name, count++);
  };
  visit(tree, []);

  let step = 0;
  root.walkRules((rule) => {
    for (const s of rule.selectors) step = Math.max(step, idCount(s) + 1);
  });

  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const layer = layerOf(rule);
    const important = rule.some((n) => isImportant(n));
    let n: number;
    if (!layer) n = important ? 0 : count * step;
    else {
      const name = fullName.get(layer)!.join('.');
      const p = (rulesPlace.get(name) ?? place.get(name) ?? 0) * step;
      n = important ? count - p : p;
    }
    if (n > 0) rule.selectors = rule.selectors.map((s) => withSpecificity(s, n));
  });

  // The layers' contents in their place; the statements gone.
  for (const layer of layers.reverse()) {
    if (layer.nodes?.length) layer.replaceWith(layer.nodes);
    else layer.remove();
  }
}

/** The PostCSS plugin (run after the site's own PostCSS plugins: Tailwind writes layers). */
export const layerPolyfillPostCss = (): Plugin => ({
  postcssPlugin: 'docusaurus-cascade-layers-polyfill',
  OnceExit: flattenLayers,
});
layerPolyfillPostCss.postcss = true;

/** Flattens the layers of a stylesheet's text (unchanged without `@layer`). */
export function flattenLayersOf(css: string, from?: string): string {
  if (!/@layer\b/i.test(css)) return css;
  return postcss([layerPolyfillPostCss()]).process(css, { from }).css;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Whether the site has a browserslist configuration of its own (package.json `browserslist`, a
 * `.browserslistrc` or `browserslist` file, from its folder up, or the environment's). Without one
 * preset-env targets browserslist's defaults, which include browsers without `@layer`.
 */
export function hasBrowserslistConfig(siteDir: string): boolean {
  if (process.env.BROWSERSLIST || process.env.BROWSERSLIST_CONFIG) return true;
  for (let d = resolve(siteDir); ; d = dirname(d)) {
    if (isFile(join(d, '.browserslistrc')) || isFile(join(d, 'browserslist'))) return true;
    const pkg = join(d, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ('browserslist' in (JSON.parse(readFileSync(pkg, 'utf8')) as object)) return true;
      } catch {
        // not JSON: browserslist ignores it too
      }
    }
    if (dirname(d) === d) return false;
  }
}

const STYLESHEET = /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)$/;

/** The Vite adapter: each stylesheet after it is compiled (Vite's CSS plugin), before bundling. */
export function layerPolyfillPlugin(): VitePlugin {
  return {
    name: 'docs:css-layer-polyfill',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!STYLESHEET.test(path) || /[?&](?:inline|raw|url)\b/.test(id)) return undefined;
      if (!/@layer\b/i.test(code)) return undefined;
      return { code: flattenLayersOf(code, path), map: null };
    },
  };
}

/**
 * The cascade layers plugins of a Docusaurus site (`config`: its raw config; none for this
 * generator's own format): `future.v4`'s layers of the theme's CSS (cascadeLayers.ts), or else,
 * without a browserslist configuration of the site's own, the polyfill of its own layers.
 */
export function cascadeLayerPlugins(
  config: Record<string, unknown> | undefined,
  siteDir: string,
): VitePlugin[] {
  if (!config) return [];
  if (usesCascadeLayers(config.future)) return [cascadeLayersPlugin()];
  return hasBrowserslistConfig(siteDir) ? [] : [layerPolyfillPlugin()];
}
