// Highlight comments in code blocks: the parser is shared with the theme (an ejected code block's
// `parseLines`, src/theme/docusaurus/themeCommonCodeBlock.ts), so it lives in src/shared.
export {
  DEFAULT_MAGIC_COMMENTS,
  parseCodeLines,
  type CodeLines,
  type MagicComment,
} from '../../src/shared/magicComments.js';
