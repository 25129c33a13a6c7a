// Emoji shortcodes (issue 39): Docusaurus converts `:smile:` by default (remark-emoji in its
// Markdown pipeline, after the heading ids, before the TOC; 3.10's `markdown.emoji: false` turns it
// off). Expected values from Docusaurus 3.10.2's mdx-loader on the same Markdown: the heading id
// keeps the shortcode's words, the heading and TOC show the emoji, inline code keeps the text
// (its headings plugin and remark-emoji 4.0.1 run on `## :rocket: Launch` give `rocket-launch`
// and `🚀 Launch`).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { emojify } from '../../../../plugins/mdx/rehypeEmoji.js';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { validateSiteConfig } from '../../../../plugins/config/loadSiteConfig.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';
import { NO_EXTENSIONS } from '../../../../plugins/mdx/siteExtensions.js';

const fixture = join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-wild');
const BODY = [
  '## :rocket: Launch',
  '',
  'Works :+1: and :smile:, not :no_such_emoji: nor 10:30:45.',
  '',
  'Inline `:smile:` stays.',
  '',
  '```',
  ':tada: in a code block',
  '```',
  '',
].join('\n');

const compile = (emoji?: boolean) =>
  compileDoc(
    {
      body: BODY,
      filePath: join(fixture, 'docs/emoji.md'),
      source: 'emoji.md',
      staticDirs: [join(fixture, 'static')],
      permalinkBySource: new Map(),
      ...(emoji === undefined ? {} : { markdownConfig: { emoji } }),
    },
    NO_EXTENSIONS,
  );

describe('emoji shortcodes', () => {
  it('become emoji in text, after the heading id is made, and stay in code', async () => {
    const { code, toc } = await compile();
    expect(toc).toEqual([expect.objectContaining({ id: 'rocket-launch', value: '🚀 Launch' })]);
    expect(code).toContain('🚀 Launch');
    // (`:45` is a text directive the pipeline gives back as text, in a node of its own.)
    expect(code).toContain('Works 👍 and 😄, not :no_such_emoji: nor 10:30');
    expect(code).toContain('":smile:"');
    expect(code).toContain(':tada: in a code block');
    expect(code).not.toContain('🎉');
  });

  it('stay as written with markdown.emoji: false', async () => {
    const { code, toc } = await compile(false);
    expect(toc[0]).toMatchObject({ id: 'rocket-launch', value: ':rocket: Launch' });
    expect(code).toContain('Works :+1: and :smile:');
  });

  it("map from a Docusaurus config's markdown.emoji", () => {
    const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    const map = (markdown: object) =>
      mapDocusaurusConfig({ ...base, markdown }, { configFile: 'docusaurus.config.js', source: '' })
        .siteConfig.markdown;
    expect(map({ emoji: false })).toEqual({ emoji: false });
    expect(map({ emoji: true })).toBeUndefined();
    expect(validateSiteConfig({ ...base, markdown: { emoji: false } }, 'x').markdown?.emoji).toBe(
      false,
    );
    expect(emojify(':heart: :-1:')).toBe('❤️ 👎');
  });
});
