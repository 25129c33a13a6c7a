// Right-to-left locales (`direction: 'rtl'`) as Docusaurus draws them: it loads Infima's RTL
// stylesheet and runs rtlcss over every other stylesheet of the site (theme-classic's
// configurePostCss). Infima's RTL stylesheet is rtlcss's output for its LTR one, so here one pass
// over the built stylesheets does both: each CSS file of the client bundle gets a flipped copy
// beside it (`x.css` → `x.rtl.css`), made once per build and only when a locale is right to left;
// an RTL locale's pages link the copies, and the LTR files stay as they were, byte for byte.
//
// The minifier drops comments, so rtlcss's directives (`/* rtl:ignore */` and the others) are
// gone from the built files: the plugin notes them in the compiled stylesheets (after PostCSS,
// before bundling) and puts them back beside the same selector and property of the built file
// before flipping it.
import postcss, { Input, type ChildNode, type Container, type Root } from 'postcss';
import rtlcss from 'rtlcss';
import type { Plugin } from 'vite';
import type { Diagnostic } from '../diagnostics.js';
import { rtlStylesheetFile } from './rtlLocale.js';

// The pre-render takes these from rtlLocale.ts, which loads neither PostCSS nor rtlcss: a build
// whose stylesheets are not flipped (a rebuild reuses the bundle) does not load them (issue 37).
export { hasRtlLocale, isRtlLocale, rtlStylesheetFile, rtlStylesheetScript } from './rtlLocale.js';

/** An rtlcss directive of a compiled stylesheet, and where it stands. */
interface Directive {
  /** The comment's text. */
  text: string;
  /** The selector of the rule it is in (`inRule`) or before, whitespace removed. */
  selector: string;
  /** Inside the rule: the property of the declaration after it (undefined: at the rule's end). */
  beforeProp?: string;
  inRule: boolean;
  /** Where it was written, for the warning when the built file has no such rule. */
  file: string;
  line: number;
  column: number;
}

const DIRECTIVE = /^!?\s*rtl:/;
/** The compiled stylesheets' files (after Vite's CSS plugin, before bundling). */
const STYLESHEET = /\.(css|scss|sass|less|styl|stylus|pcss|postcss)$/;
const squeeze = (selector: string) => selector.replace(/\s+/g, '');

/** The directives of one compiled stylesheet (empty when it has none). */
export function collectDirectives(css: string, file: string): Directive[] {
  if (!css.includes('rtl:')) return [];
  const out: Directive[] = [];
  postcss.parse(css, { from: file }).walkComments((c) => {
    if (!DIRECTIVE.test(c.text)) return;
    const where = { file, line: c.source?.start?.line ?? 0, column: c.source?.start?.column ?? 0 };
    const parent = c.parent;
    if (parent?.type === 'rule') {
      const next = nextOf(c, (n) => n.type === 'decl');
      out.push({
        text: c.text,
        selector: squeeze((parent as postcss.Rule).selector),
        ...(next?.type === 'decl' ? { beforeProp: next.prop } : {}),
        inRule: true,
        ...where,
      });
    } else {
      const next = nextOf(c, (n) => n.type === 'rule');
      if (next?.type === 'rule')
        out.push({ text: c.text, selector: squeeze(next.selector), inRule: false, ...where });
    }
  });
  return out;
}

function nextOf(node: ChildNode, accept: (n: ChildNode) => boolean): ChildNode | undefined {
  for (let n = node.next(); n; n = n.next()) if (accept(n)) return n;
  return undefined;
}

/**
 * A built stylesheet flipped for right-to-left pages, with the compiled stylesheets' directives put
 * back first. `unplaced` receives the directives whose rule the built file does not have.
 */
export function flipStylesheet(
  css: string,
  directives: readonly Directive[],
  unplaced: (d: Directive) => void = () => {},
): string {
  const root = postcss.parse(css);
  if (directives.length) placeDirectives(root, directives, unplaced);
  const flipped = postcss([rtlcss()]).process(root, { from: undefined }).root;
  // The directives were only for rtlcss: the flipped file is as bare as the built one.
  flipped.walkComments((c) => {
    if (DIRECTIVE.test(c.text)) c.remove();
  });
  return flipped.toString();
}

function placeDirectives(
  root: Root,
  directives: readonly Directive[],
  unplaced: (d: Directive) => void,
) {
  const bySelector = new Map<string, Directive[]>();
  for (const d of directives) {
    const list = bySelector.get(d.selector) ?? [];
    list.push(d);
    bySelector.set(d.selector, list);
  }
  const placed = new Set<Directive>();
  root.walkRules((rule) => {
    const list = bySelector.get(squeeze(rule.selector));
    if (!list) return;
    for (const d of list) {
      const comment = postcss.comment({ text: d.text });
      // Where it came from (rtlcss's `rtl:raw` parses its text as from that file).
      comment.source = {
        input: new Input('', { from: d.file }),
        start: { line: d.line, column: d.column, offset: 0 },
      };
      if (!d.inRule) {
        rule.before(comment);
        placed.add(d);
        continue;
      }
      if (d.beforeProp === undefined) {
        rule.append(comment);
        placed.add(d);
        continue;
      }
      const decl = findDecl(rule, d.beforeProp);
      if (decl) {
        decl.before(comment);
        placed.add(d);
      }
    }
  });
  for (const d of directives) if (!placed.has(d)) unplaced(d);
}

function findDecl(rule: Container, prop: string): ChildNode | undefined {
  let found: ChildNode | undefined;
  rule.each((n) => {
    if (n.type === 'decl' && n.prop === prop && !found) found = n;
  });
  return found;
}

/**
 * The client bundle's plugin: notes the compiled stylesheets' directives, then writes each built
 * stylesheet's flipped copy beside it. Added only for a site with a right-to-left locale.
 */
export function rtlStylesheetsPlugin(onWarning?: (d: Diagnostic) => void): Plugin {
  const directives = new Map<string, Directive[]>();
  return {
    name: 'docs:rtl-stylesheets',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!STYLESHEET.test(file)) return null;
      const found = collectDirectives(code, file);
      if (found.length) directives.set(id, found);
      else directives.delete(id);
      return null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const all = [...directives.values()].flat();
        const placed = new Set<Directive>();
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const css =
            typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
          const missing = new Set<Directive>();
          const source = flipStylesheet(css, all, (d) => missing.add(d));
          for (const d of all) if (!missing.has(d)) placed.add(d);
          this.emitFile({ type: 'asset', fileName: rtlStylesheetFile(asset.fileName), source });
        }
        // A directive whose rule no built stylesheet has (the minifier merged or rewrote it).
        for (const d of all)
          if (!placed.has(d))
            onWarning?.({
              file: d.file,
              line: d.line,
              column: d.column,
              severity: 'warning',
              message: `the rtlcss directive /*${d.text}*/ is on a rule the built stylesheets do not have as written (the minifier changed its selector): the right-to-left stylesheets flip that rule whole`,
              hint: 'give the rule a plain selector of its own, or write the flipped value with a logical property',
            });
      },
    },
  };
}

/**
 * The dev server's plugin for a right-to-left locale (it serves one locale, as `docusaurus start
 * --locale ar`): each compiled stylesheet flipped as it is served, its comments still there.
 */
export function rtlDevStylesheetsPlugin(): Plugin {
  return {
    name: 'docs:rtl-stylesheets-dev',
    apply: 'serve',
    transform(code, id) {
      if (/[?&](raw|url)\b/.test(id) || !STYLESHEET.test(id.split('?')[0]!)) return null;
      return { code: postcss([rtlcss()]).process(code, { from: id.split('?')[0] }).css, map: null };
    },
  };
}
