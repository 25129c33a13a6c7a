// HTML comments in MDX, as Docusaurus accepts them: `<!-- … -->` is dropped, in a block of its own
// (over any number of lines, blank ones included) and inside a line of text alike.
//
// MDX 3 reads `<!` as a broken tag ("Unexpected character `!` (U+0021) before name"). Docusaurus
// keeps MDX 1's comments (its `markdown.mdx1Compat.comments`, on by default) with a syntax
// extension tried before MDX's tags at every `<`, which makes a comment no node at all. This is
// the same construct, written here:
// - it opens with `<!--` not followed by `>` or `->` (`<!-->` and `<!--->` are not comments, and
//   MDX then reports them as it would anyway), and closes at the first `--` followed, after any
//   more dashes, by `>`;
// - an unclosed comment is not a comment (MDX reports the `<!` at its position);
// - in a block, what follows the comment on its line is a paragraph of its own (`<!-- x --> text`
//   is the paragraph `text`), as in Docusaurus. (There micromark reads the character after the
//   comment as a line ending and the rest as a new block; here that paragraph ends with its line
//   and keeps its first character.)
// Code (fenced or inline) is not touched: micromark never tries constructs inside it.
import type { Extension as MdastExtension } from 'mdast-util-from-markdown';
import type {
  Code,
  Construct,
  Effects,
  Extension as MicromarkExtension,
  State,
  TokenizeContext,
} from 'micromark-util-types';
import type { Processor } from 'unified';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    comment: 'comment';
    commentEnd: 'commentEnd';
  }
}

const LESS_THAN = 60;
const EXCLAMATION = 33;
const DASH = 45;
const GREATER_THAN = 62;
const SPACE = 32;
const TAB = -2;

/** micromark's codes for `\r`, `\n` and `\r\n` are -5, -4 and -3. */
const isLineEnding = (code: Code) => code !== null && code < -2;

function tokenizeComment(
  this: TokenizeContext,
  effects: Effects,
  ok: State,
  nok: State,
  flow = false,
): State {
  // `<!--`, one character at a time.
  const opening = [LESS_THAN, EXCLAMATION, DASH, DASH];
  const open =
    (index: number): State =>
    (code) => {
      if (code !== opening[index]) return nok(code);
      if (index === 0) effects.enter('comment');
      effects.consume(code);
      return index === opening.length - 1 ? first : open(index + 1);
    };
  const start = open(0);

  // Right after `<!--`: `>` or `->` would close an empty comment, which HTML's rules reject.
  const first: State = (code) => {
    if (code === GREATER_THAN) return nok(code);
    if (code === DASH) {
      effects.enter('data');
      effects.consume(code);
      return afterFirstDash;
    }
    return body(code);
  };
  const afterFirstDash: State = (code) => (code === GREATER_THAN ? nok(code) : inData(code));

  // The comment's text: `data` tokens, with its line endings as `lineEnding` tokens.
  const body: State = (code) => {
    if (code === null) return nok(code);
    if (isLineEnding(code)) return lineEnding(code);
    effects.enter('data');
    return inData(code);
  };
  const inData: State = (code) => {
    if (code === null) return nok(code);
    if (isLineEnding(code)) {
      effects.exit('data');
      return lineEnding(code);
    }
    effects.consume(code);
    return code === DASH ? afterDash : inData;
  };
  const lineEnding: State = (code) => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return body;
  };
  // One `-` seen: a second one may start the close.
  const afterDash: State = (code) => {
    if (code !== DASH) return inData(code);
    effects.consume(code);
    return afterDashes;
  };
  // `--` (or more) seen: `>` closes the comment.
  const afterDashes: State = (code) => {
    if (code === DASH) {
      effects.consume(code);
      return afterDashes;
    }
    if (code !== GREATER_THAN) return inData(code);
    effects.exit('data');
    effects.enter('commentEnd');
    effects.consume(code);
    effects.exit('commentEnd');
    effects.exit('comment');
    return flow ? afterBlock : ok;
  };

  // A block ends at the end of its line; text after the comment there is a paragraph of its own.
  const afterBlock: State = (code) => {
    if (code === SPACE || code === TAB) {
      effects.enter('whitespace');
      return spaces(code);
    }
    return lineRest(code);
  };
  const spaces: State = (code) => {
    if (code === SPACE || code === TAB) {
      effects.consume(code);
      return spaces;
    }
    effects.exit('whitespace');
    return lineRest(code);
  };
  const lineRest: State = (code) => {
    if (code === null || isLineEnding(code)) return ok(code);
    // Another comment (`<!-- a --> <!-- b -->`), or the paragraph.
    return code === LESS_THAN ? effects.attempt(flowComment, ok, paragraph)(code) : paragraph(code);
  };
  const paragraph: State = (code) => {
    effects.enter('paragraph');
    effects.enter('chunkText', { contentType: 'text' });
    return paragraphText(code);
  };
  const paragraphText: State = (code) => {
    if (code === null || isLineEnding(code)) {
      effects.exit('chunkText');
      effects.exit('paragraph');
      return ok(code);
    }
    effects.consume(code);
    return paragraphText;
  };
  return start;
}

function tokenizeFlowComment(this: TokenizeContext, effects: Effects, ok: State, nok: State) {
  return tokenizeComment.call(this, effects, ok, nok, true);
}

const flowComment: Construct = {
  name: 'htmlCommentBlock',
  tokenize: tokenizeFlowComment,
  concrete: true,
};
const textComment: Construct = { name: 'htmlComment', tokenize: tokenizeComment };

/** The syntax: a comment wherever a block or a piece of text may start with `<`. */
export const commentSyntax: MicromarkExtension = {
  flow: { [LESS_THAN]: flowComment },
  text: { [LESS_THAN]: textComment },
};

/** The tree: a comment's text is read into a scratch buffer and dropped. */
export const commentFromMarkdown: MdastExtension = {
  enter: {
    comment() {
      this.buffer();
    },
  },
  exit: {
    comment() {
      this.resume();
    },
  },
};

interface ParserData {
  micromarkExtensions?: MicromarkExtension[];
  fromMarkdownExtensions?: (MdastExtension | MdastExtension[])[];
}

/**
 * Adds the comment syntax to the parser. Added after remark-mdx (the compile's processor adds MDX
 * first), so micromark tries it before MDX's tags at a `<`.
 */
export default function remarkComments(this: Processor) {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(commentSyntax);
  (data.fromMarkdownExtensions ??= []).push(commentFromMarkdown);
}
