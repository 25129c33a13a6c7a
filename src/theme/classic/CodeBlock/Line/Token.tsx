// `@theme/CodeBlock/Line/Token`: one highlighted token (`{line, token, ...getTokenProps({token})}`).
import type { HTMLAttributes } from 'react';
import { ownCodeBlockPart, type CodeToken } from '../../../mdx/codeBlockContext.js';

export default function CodeBlockLineToken({
  line: _line,
  token: _token,
  ...props
}: { line: CodeToken[]; token: CodeToken } & HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} />;
}

ownCodeBlockPart(CodeBlockLineToken, true); // pure: static in MDX content
