// A site's child selectors over MDX content with islands in it. A component of the site's in a
// doc (an imported one, one of its MDXComponents) is an island: its elements sit inside a
// `docs-island` marker (display: contents: src/theme/mdx/islands.tsx) one level below the static
// element that holds them, where a site's rule for that element's children (`.markdown > ul`,
// `.theme-doc-markdown > p`, `.shelf > .jar`) did not reach them, as it does in Docusaurus. Each
// such rule gets, beside each selector, the selectors with the marker at one of its child
// combinators, `.markdown > :where(docs-island) > ul`: islands are outermost only (no marker in
// an island), so a chain of elements has at most one marker in it, and `:where` keeps the rule's
// specificity. A variant whose element after the marker is tested for its place among its
// siblings (`:first-child`, `:nth-of-type(2)`) is left out: inside the marker the element is its
// only sibling, which is not its place in the content.
import postcss from 'postcss';
import type { Plugin as VitePlugin } from 'vite';
import { PACKAGE_ROOT } from '../paths.js';
import { compiledStylesheet } from './layerPolyfill.js';

const MARKER = ':where(docs-island)';
const STRUCTURAL = /:(?:first|last|only|nth)-/;

/** The offsets of a selector's child combinators (`>` outside brackets, parentheses and strings). */
function childCombinators(selector: string): number[] {
  const found: number[] = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') i++;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '>' && depth === 0) found.push(i);
  }
  return found;
}

/** The compound selector after a combinator at `at` (up to the next combinator). */
function compoundAfter(selector: string, at: number): string {
  const rest = selector.slice(at + 1).trimStart();
  const end = rest.search(/\s|[>+~]/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The selector's variants with an island's marker at one of its child combinators. */
export function islandSelectorVariants(selector: string): string[] {
  if (!selector.includes('>')) return [];
  return childCombinators(selector)
    .filter((at) => !STRUCTURAL.test(compoundAfter(selector, at)))
    .map((at) => `${selector.slice(0, at)}> ${MARKER} >${selector.slice(at + 1)}`);
}

/** The stylesheet with each rule's island variants beside its selectors (see above). */
export function withIslandSelectors(css: string, from?: string): string {
  if (!css.includes('>')) return css;
  const root = postcss.parse(css, { from });
  let changed = false;
  root.walkRules((rule) => {
    if (!rule.selector.includes('>')) return;
    const selectors = rule.selectors.flatMap((s) => [s, ...islandSelectorVariants(s)]);
    if (selectors.length === rule.selectors.length) return;
    rule.selectors = selectors;
    changed = true;
  });
  return changed ? root.toString() : css;
}

const OWN_THEME = PACKAGE_ROOT.replace(/\/$/, '') + '/src/';

/**
 * The Vite adapter: each of the site's stylesheets after it is compiled (Vite's CSS plugin),
 * before bundling. Not the generator's own (its theme's rules for island-held children are its
 * own: classicLook.css) nor a package's.
 */
export function islandSelectorsPlugin(): VitePlugin {
  return {
    name: 'docs:css-island-selectors',
    transform(code, id) {
      const path = compiledStylesheet(id);
      if (!path || path.startsWith(OWN_THEME) || path.includes('/node_modules/')) return undefined;
      const out = withIslandSelectors(code, path);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
