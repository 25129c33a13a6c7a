// The classic theme's SVG symbols of Docusaurus 3.8 and later: an icon drawn on many links of
// every page (the external-link arrow) is written once, at the start of <body>, and each icon
// refers to it (`<use href="#theme-svg-external-link">`). A site's swizzled icon copied from
// 3.8+ refers to the symbol too, so a page of such a site needs it. Before 3.8 the arrow was
// drawn inline, the same path in the same 24-unit box. Read by the build (plugins/stages/
// prerender.ts writes the symbols) and the theme (Icon/ExternalLink).

/** The external-link arrow's symbol id. */
export const EXTERNAL_LINK_SYMBOL = 'theme-svg-external-link';

/** The arrow's outline, in a 24 × 24 box: a frame open at its top right, an arrow out of it. */
export const EXTERNAL_LINK_PATH =
  'M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z';

/** The hidden element holding the symbols, first in <body> on a Docusaurus 3.8+ site. */
export const SVG_SPRITES_HTML =
  `<svg style="display: none;"><defs>` +
  `<symbol id="${EXTERNAL_LINK_SYMBOL}" viewBox="0 0 24 24"><path fill="currentColor" d="${EXTERNAL_LINK_PATH}"></path></symbol>` +
  `</defs></svg>`;
