// Docusaurus's `themeConfig.prism.theme` and `darkTheme` as our `code.theme` (plugins/mdx/codeTheme.ts).
// A theme prism-react-renderer names (`themes.dracula`, v1's `prism-react-renderer/themes/dracula`)
// is the stand-in's object (standIns.ts) and becomes the closest theme Shiki bundles; any other
// object, Prism's `{ plain, styles: [{ types, style }] }`, is converted to a TextMate theme, each
// Prism token type standing for the TextMate scopes that Shiki's grammars give the same text.
import { colord } from 'colord';
import type { CodeThemeObject } from '../../../src/shared/siteConfigSchema.js';
import type { PRISM_THEMES } from './standIns.js';

type PrismThemeName = (typeof PRISM_THEMES)[number];

/** prism-react-renderer's themes → the Shiki bundled theme closest in background and palette. */
export const PRISM_TO_SHIKI: Record<PrismThemeName, string> = {
  dracula: 'dracula',
  duotoneDark: 'rose-pine-moon',
  duotoneLight: 'rose-pine-dawn',
  github: 'github-light',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  jettwaveDark: 'night-owl',
  jettwaveLight: 'github-light-default',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'one-dark-pro',
  okaidia: 'monokai',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'synthwave-84',
  synthwave84: 'synthwave-84',
  ultramin: 'min-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
};

/**
 * Prism's token types → TextMate scope selectors. A type stands for the scopes Shiki's grammars
 * give the text Prism's grammars give that type; the more specific selectors (a string's quotes,
 * a comment's `//`) keep the parts Prism colours as one token from taking the colour of a broader
 * rule (`punctuation`). No type names a scope that wraps others (`meta.function-call` holds the
 * whole `console.log`, whose `console` Prism leaves plain). A type not listed is used as a scope
 * of its own name.
 */
export const PRISM_TYPE_SCOPES: Record<string, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  'block-comment': ['comment.block', 'punctuation.definition.comment'],
  prolog: ['comment', 'meta.tag.preprocessor.xml'],
  doctype: ['meta.tag.metadata.doctype', 'meta.tag.sgml.doctype', 'entity.name.tag.doctype'],
  cdata: ['string.unquoted.cdata'],
  shebang: ['comment.line.shebang', 'meta.shebang'],
  punctuation: ['punctuation', 'meta.brace'],
  delimiter: ['punctuation.section.embedded'],
  'interpolation-punctuation': [
    'punctuation.definition.template-expression',
    'punctuation.section.embedded',
  ],
  'template-punctuation': ['string.template punctuation.definition.string'],
  operator: ['keyword.operator'],
  keyword: [
    'keyword',
    'storage.type',
    'storage.modifier',
    'keyword.operator.new',
    'keyword.operator.expression',
  ],
  control: ['keyword.control'],
  directive: ['keyword.control.directive', 'meta.preprocessor'],
  statement: ['keyword.other.statement', 'keyword.control'],
  imports: ['keyword.control.import', 'keyword.control.export', 'keyword.control.from'],
  rule: ['keyword.control.at-rule'],
  atrule: ['keyword.control.at-rule', 'meta.at-rule'],
  'atrule-id': ['keyword.control.at-rule'],
  important: ['keyword.other.important'],
  string: ['string', 'punctuation.definition.string'],
  char: ['string.quoted.single', 'constant.character'],
  'attr-value': ['meta.attribute string', 'string.quoted.double.html', 'string.unquoted.html'],
  regex: ['string.regexp'],
  url: ['markup.underline.link', 'string.other.link', 'variable.parameter.url'],
  entity: ['constant.character.entity'],
  number: ['constant.numeric'],
  boolean: ['constant.language.boolean', 'constant.language'],
  constant: ['constant', 'variable.other.constant', 'support.constant'],
  symbol: ['constant.other.symbol'],
  hexcode: ['constant.other.color'],
  unit: ['keyword.other.unit'],
  builtin: ['support.function.builtin', 'support.type.primitive', 'support.class.builtin'],
  function: ['entity.name.function', 'support.function'],
  'function-name': ['entity.name.function'],
  'function-variable': ['entity.name.function'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class'],
  'maybe-class-name': ['entity.name.type', 'support.class'],
  namespace: ['entity.name.namespace', 'entity.name.type.module'],
  variable: ['variable', 'variable.other.readwrite'],
  parameter: ['variable.parameter'],
  property: ['variable.other.property', 'support.type.property-name', 'meta.object-literal.key'],
  'property-access': ['variable.other.property', 'variable.other.object.property'],
  tag: ['entity.name.tag'],
  'tag-id': ['entity.name.tag'],
  'attr-name': ['entity.other.attribute-name'],
  selector: ['meta.selector', 'entity.name.tag.css'],
  'selector-class': ['entity.other.attribute-name.class'],
  'selector-id': ['entity.other.attribute-name.id'],
  placeholder: ['constant.other.placeholder', 'variable.other.placeholder'],
  key: ['entity.name.tag.yaml', 'support.type.property-name'],
  title: ['markup.heading', 'entity.name.section'],
  code: ['markup.inline.raw', 'markup.fenced_code'],
  inserted: ['markup.inserted'],
  deleted: ['markup.deleted'],
  changed: ['markup.changed'],
  bold: ['markup.bold'],
  italic: ['markup.italic'],
};

/** Prism's language names → the root scope of Shiki's grammar (for a style given `languages`). */
const LANGUAGE_SCOPES: Record<string, string[]> = {
  markup: ['text.html', 'text.xml'],
  html: ['text.html'],
  xml: ['text.xml'],
  svg: ['text.xml'],
  css: ['source.css'],
  javascript: ['source.js'],
  js: ['source.js'],
  jsx: ['source.js.jsx'],
  typescript: ['source.ts'],
  ts: ['source.ts'],
  tsx: ['source.tsx'],
  markdown: ['text.html.markdown'],
  md: ['text.html.markdown'],
  bash: ['source.shell'],
  shell: ['source.shell'],
};

export interface PrismThemeObject {
  plain?: Record<string, unknown>;
  styles?: unknown;
}

interface PrismStyle {
  types: string[];
  languages?: string[];
  style: Record<string, unknown>;
}

const COLOR_IN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)/i;

/** A CSS colour (the first one of a value such as a gradient) as hex; undefined when none. */
function cssColor(v: unknown, opacity?: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  let c = colord(v.trim());
  if (!c.isValid()) {
    const inside = COLOR_IN.exec(v);
    if (!inside) return undefined;
    c = colord(inside[0]);
    if (!c.isValid()) return undefined;
  }
  const alpha = typeof opacity === 'number' ? opacity : Number(opacity);
  if (opacity !== undefined && Number.isFinite(alpha) && alpha < 1) c = c.alpha(c.alpha() * alpha);
  return c.toHex();
}

/** Prism's `fontStyle`, `fontWeight` and `textDecorationLine` → TextMate's `fontStyle`. */
function fontStyleOf(style: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  if (style.fontStyle === 'italic' || style.fontStyle === 'oblique') parts.push('italic');
  const weight = String(style.fontWeight ?? '');
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) parts.push('bold');
  const line = String(style.textDecorationLine ?? style.textDecoration ?? '');
  if (line.includes('underline')) parts.push('underline');
  if (parts.length) return parts.join(' ');
  return style.fontStyle === 'normal' || style.fontWeight === 'normal' ? '' : undefined;
}

function isPrismStyle(s: unknown): s is PrismStyle {
  const o = s as PrismStyle | null;
  return (
    !!o &&
    typeof o === 'object' &&
    Array.isArray(o.types) &&
    !!o.style &&
    typeof o.style === 'object'
  );
}

/** The scope selectors of a Prism style: its types' scopes, under its languages' root scopes. */
export function scopesOf(types: string[], languages?: string[]): string[] {
  const scopes = [...new Set(types.flatMap((t) => PRISM_TYPE_SCOPES[t] ?? [t]))];
  if (!languages?.length) return scopes;
  const roots = languages.flatMap((l) => LANGUAGE_SCOPES[l] ?? [`source.${l}`]);
  return roots.flatMap((root) => scopes.map((s) => `${root} ${s}`));
}

/**
 * A Prism theme (`{ plain: { color, backgroundColor }, styles: [{ types, languages?, style }] }`)
 * as a TextMate theme named `name`. Its `type` (light or dark) is that of its background, or
 * `mode`'s without one. Colours are written in hex; an `opacity` is folded into its colour.
 * `textShadow`, `cursor`, a `line-through` and other properties the code classes do not hold
 * (codeTheme.ts: colour, italic, bold, underline) are left out.
 */
export function prismThemeToShiki(
  theme: PrismThemeObject,
  name: string,
  mode: 'light' | 'dark',
): CodeThemeObject {
  const plain = theme.plain ?? {};
  const fg = cssColor(plain.color, plain.opacity) ?? (mode === 'dark' ? '#ffffff' : '#000000');
  const bg =
    cssColor(plain.backgroundColor) ??
    cssColor(plain.background) ??
    (mode === 'dark' ? '#1e1e1e' : '#ffffff');
  const tokenColors: { scope?: string[]; settings: Record<string, string> }[] = [
    { settings: { foreground: fg, background: bg } },
  ];
  const styles = Array.isArray(theme.styles) ? theme.styles.filter(isPrismStyle) : [];
  // TextMate's operators are keywords (`keyword.operator`); Prism's are a type of their own, plain
  // unless the theme styles them.
  if (!styles.some((s) => s.types.includes('operator')))
    tokenColors.push({
      scope: PRISM_TYPE_SCOPES.operator,
      settings: { foreground: fg, fontStyle: '' },
    });
  for (const { types, languages, style } of styles) {
    const settings: Record<string, string> = {};
    const color =
      cssColor(style.color, style.opacity) ??
      (style.opacity !== undefined ? cssColor(fg, style.opacity) : undefined);
    if (color) settings.foreground = color;
    const fontStyle = fontStyleOf(style);
    if (fontStyle !== undefined) settings.fontStyle = fontStyle;
    if (!Object.keys(settings).length) continue;
    tokenColors.push({ scope: scopesOf(types, languages), settings });
  }
  return {
    name,
    type: colord(bg).isDark() ? 'dark' : 'light',
    colors: { 'editor.foreground': fg, 'editor.background': bg },
    fg,
    bg,
    tokenColors,
  };
}
