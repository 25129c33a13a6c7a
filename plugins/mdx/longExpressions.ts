// MDX expressions of hundreds of kilobytes without a quadratic parse.
//
// MDX's expression syntax (micromark-factory-mdx-expression) does not count `{` when it has a
// JavaScript parser: at every `}` it asks acorn to parse the expression so far, and goes on when
// that fails. An expression holding N `}` and L characters is so parsed N times, about N × L / 2
// characters in all. docusaurus-plugin-openapi-docs writes a response schema as one JSX attribute
// (`<StatusCodes responses={{…}} />`): Bluesky's docs have one of 490 kB with 6,655 `}`, whose
// compile took minutes of CPU, and a build of its 225 API pages did not finish in an hour.
//
// The parser given to MDX here answers the attempts that cannot succeed without parsing them: an
// expression whose brackets are not all closed yet is not valid JavaScript, and acorn's error for
// it would be at its end ("Unexpected token"), where MDX takes the next `}` as the next try. The
// brackets are counted outside strings (an attempt may end in a string: a `}` in its text, where
// acorn's error is the unterminated string); anything this count cannot follow (a comment or regular
// expression `/`, a template literal, JSX `<`, a line break in a string) leaves the attempt to
// acorn, and so does every expression shorter than LONG_EXPRESSION (a hand-written one, whose
// error, when it never closes, stays acorn's own). The count goes on from the previous attempt
// when the expression so far starts with it (each attempt is the previous one and more), so the
// attempts cost about L in all; the one that closes is parsed by acorn as before.
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';

/** Expressions shorter than this are all parsed by acorn at each `}` (MDX's own behaviour). */
export const LONG_EXPRESSION = 4096;

/** Where a count of an expression's brackets stopped, to go on from in the next attempt. */
interface Count {
  input: string;
  /** Open brackets (`{`, `(`, `[`) not closed yet. */
  depth: number;
  /** The quote of the string the input ends in, if it does, and where that string starts. */
  quote: number;
  quoteStart: number;
  /** The input ends after the backslash of an escape in that string. */
  escaped: boolean;
}

const QUOTE_SINGLE = 39;
const QUOTE_DOUBLE = 34;

/**
 * Counts the brackets of `input` left open, going on from `from` (a count of a prefix of it):
 * undefined where the count cannot tell (a `/`, a template literal, JSX, a line break in a string,
 * more brackets closed than opened).
 */
export function countOpenBrackets(input: string, from?: Count): Count | undefined {
  let depth = from?.depth ?? 0;
  let quote = from?.quote ?? 0;
  let quoteStart = from?.quoteStart ?? 0;
  let escaped = from?.escaped ?? false;
  for (let i = from?.input.length ?? 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (quote) {
      if (escaped) escaped = false;
      else if (c === 92 /* \ */) escaped = true;
      else if (c === quote) quote = 0;
      else if (c === 10 || c === 13) return undefined;
      continue;
    }
    switch (c) {
      case QUOTE_SINGLE:
      case QUOTE_DOUBLE:
        quote = c;
        quoteStart = i;
        break;
      case 123 /* { */:
      case 40 /* ( */:
      case 91 /* [ */:
        depth++;
        break;
      case 125 /* } */:
      case 41 /* ) */:
      case 93 /* ] */:
        if (--depth < 0) return undefined;
        break;
      case 47 /* / */:
      case 96 /* ` */:
      case 60 /* < */:
        return undefined;
    }
  }
  return { input, depth, quote, quoteStart, escaped };
}

/**
 * acorn's error for an expression cut short, as MDX reads it (message, `pos`, `raisedAt`): at its
 * end, or at the start of the string it ends in.
 */
function unexpectedEnd(count: Count): SyntaxError {
  const { input, quote, quoteStart } = count;
  const error = new SyntaxError(
    quote ? 'Unterminated string constant' : 'Unexpected token',
  ) as SyntaxError & { pos: number; raisedAt: number };
  error.pos = quote ? quoteStart : input.length;
  error.raisedAt = input.length;
  return error;
}

type AcornOptions = Parameters<typeof Parser.parseExpressionAt>[2];

/**
 * The parser MDX is given (remark-mdx's `acorn` option): acorn with JSX, as MDX's default, whose
 * `parseExpressionAt` fails at once on a long expression with brackets left open.
 */
export function longExpressionParser(): typeof Parser {
  const Jsx = Parser.extend(acornJsx());
  // One count per parser: MDX parses one document at a time, its attempts in order.
  let last: Count | undefined;
  return class LongExpressionParser extends Jsx {
    static override parseExpressionAt(input: string, pos: number, options: AcornOptions) {
      if (pos === 0 && input.length >= LONG_EXPRESSION) {
        const from = last && input.startsWith(last.input) ? last : undefined;
        const count = countOpenBrackets(input, from);
        last = count;
        if (count && count.depth > 0 && !count.escaped) throw unexpectedEnd(count);
      }
      return super.parseExpressionAt(input, pos, options);
    }
  };
}

/** remark-mdx's options with that parser (the rest are MDX's defaults: micromark-extension-mdxjs). */
export function mdxSyntaxOptions() {
  return {
    acorn: longExpressionParser(),
    acornOptions: { ecmaVersion: 2024 as const, sourceType: 'module' as const },
    addResult: true,
  };
}
