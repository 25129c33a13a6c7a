// The knowledgebase's own compile plugins (src/remark), named in site.config.ts: AT sessions and
// the payload calculator's line in the Markdown export.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileDoc } from '../../../plugins/mdx/compileDoc.js';

const root = join(import.meta.dirname, '../../..');
const compile = (body: string) =>
  compileDoc({
    body,
    filePath: join(root, 'docs/x.mdx'),
    source: 'x.mdx',
    staticDirs: [join(root, 'static')],
    permalinkBySource: new Map(),
    markdown: { siteUrl: 'https://docs.example', baseUrl: '/' },
  });

describe('AT sessions (src/remark/atSession.ts)', () => {
  it('styles commands and replies apart, notes known replies, copies only the commands', async () => {
    const { code } = await compile(
      '```at title="Send" {2} showLineNumbers=5\nAT+SBDIX\n+SBDIX: 0, 12, 0, 0, 0, 0\n\nOK\n```\n',
    );
    expect(code).toContain('code: "AT+SBDIX"');
    expect(code).toContain('copyLabel: "Copy commands"');
    expect(code).toContain('className: "shiki at-session"');
    expect(code).toMatch(
      /className: "line at-line at-line--command",\s*"data-line": "5",\s*"data-kind": "command"/,
    );
    expect(code).toMatch(
      /className: "line at-line at-line--reply theme-code-block-highlighted-line",\s*"data-line": "6"/,
    );
    expect(code).toContain('"aria-describedby": "at-note-1-1"');
    expect(code).toContain('MO status 0: MO message (if any) reached the gateway.');
  });

  it('leaves other fences to the generator', async () => {
    const { code } = await compile('```js\nconst a = 1;\n```\n');
    expect(code).not.toContain('at-session');
    expect(code).not.toContain('copyLabel');
  });
});

describe('the payload calculator in the Markdown export (src/remark/payloadCalculator.ts)', () => {
  it('writes its line where the element is, as before it left the generator', async () => {
    const { markdown } = await compile(
      'import PayloadCalculator from \'@site/src/components/PayloadCalculator\';\n\nTry it:\n\n<PayloadCalculator initial="hi" />\n\nAfter.\n',
    );
    expect(markdown).toContain(
      'Try it:\n\n(An interactive payload calculator is available on the web page.)\n\nAfter.',
    );
    expect(markdown).not.toContain('import');
  });
});
