// The highlighter of code known only when a page runs (`<CodeBlock language="js">{code}</CodeBlock>`
// with an imported string, a prop, a template with `${}`): a chunk of its own, loaded by
// ./runtimeCode.tsx only on a page that shows such a block, on the server (the pre-render) and in
// the browser alike. It makes the markup of the build's highlighter (plugins/mdx/rehypeCodeBlocks.ts):
// the site's two themes, as one when they allow it, each token's colours as the classes the theme
// stylesheet colours (src/shared/codeThemeClasses.ts), so both kinds of block look the same.
// Shiki's JavaScript regex engine: no WebAssembly to fetch; the server and the browser use the same.
import type { ReactNode } from 'react';
import type { Element } from 'hast';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { languages, names, themes } from 'virtual:docs/code-highlight';
import {
  COMBINED_THEME,
  combineThemes,
  combinedStyleToDual,
  styleToClasses,
  type ColorPairs,
} from '../../shared/codeThemeClasses.js';
import { docusaurusCodeMarkup } from '../../shared/docusaurusCodeMarkup.js';
import type { RuntimeLines } from './codeBlockParts.js';
import { hastToReact } from './hastToReact.js';

interface Loaded {
  hl: HighlighterCore;
  pairs?: ColorPairs;
}

let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;
const languagesLoaded = new Set<string>();

function highlighter(): Promise<Loaded> {
  loading ??= (async () => {
    const [light, dark] = await themes();
    const hl = await createHighlighterCore({
      themes: [
        { ...(light as object), name: names.light },
        { ...(dark as object), name: names.dark },
      ],
      langs: [],
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
    const combined = combineThemes(hl.getTheme(names.light), hl.getTheme(names.dark));
    if (combined) await hl.loadTheme(combined.theme);
    return (loaded = { hl, ...(combined ? { pairs: combined.pairs } : {}) });
  })();
  return loading;
}

/** Shiki's name for a fence language the site highlights, else undefined (shown plain). */
const shikiName = (lang: string) =>
  Object.hasOwn(languages, lang) ? languages[lang]![0] : undefined;

/** Loads the highlighter and the language's grammar (none for a language the site shows plain). */
export async function prepare(lang: string): Promise<void> {
  const { hl } = await highlighter();
  const name = shikiName(lang);
  if (name === undefined || languagesLoaded.has(name)) return;
  await hl.loadLanguage(...(await languages[lang]![1]()));
  languagesLoaded.add(name);
}

/** Whether `highlighted` can draw code of `lang` now. */
export const ready = (lang: string): boolean => {
  const name = shikiName(lang);
  return loaded !== undefined && (name === undefined || languagesLoaded.has(name));
};

/**
 * The code's `pre` as the build highlights a fence of the language (`ready(lang)` first): tokens
 * with the theme stylesheet's classes, each line a `span.line` with its `data-line` and the classes
 * `lines` gives it (highlight comments), on a Docusaurus site with Docusaurus's markup too.
 */
export function highlighted(code: string, lang: string, lines?: RuntimeLines): ReactNode {
  const { hl, pairs } = loaded!;
  const name = shikiName(lang) ?? 'text';
  const root = hl.codeToHast(code, {
    lang: name,
    tokenizeTimeLimit: 0,
    ...(pairs ? { theme: COMBINED_THEME } : { themes: names, defaultColor: false as const }),
    transformers: [
      {
        span(node) {
          const style = node.properties.style;
          if (typeof style === 'string') {
            for (const cls of styleToClasses(pairs ? combinedStyleToDual(style, pairs) : style))
              this.addClassToHast(node, cls);
            delete node.properties.style;
          }
        },
        line(node, line) {
          node.properties['data-line'] = line + (lines?.lineNumbersStart ?? 1) - 1;
          for (const cls of lines?.lineClasses[line - 1] ?? []) this.addClassToHast(node, cls);
        },
      },
    ],
  });
  const pre = root.children[0] as Element;
  const { tabindex: _shikiTabIndex, style: _style, ...rest } = pre.properties;
  pre.properties = {
    ...rest,
    ...(pairs ? { class: `shiki shiki-themes ${names.light} ${names.dark}` } : {}),
    tabIndex: 0,
  };
  if (__DOCS_DOCUSAURUS_METADATA__)
    docusaurusCodeMarkup(
      pre,
      lang,
      lines?.lineNumbersStart !== undefined,
      __DOCS_DIV_CODE_LINES__ ? 'div-lines' : true,
    );
  return hastToReact(pre);
}
