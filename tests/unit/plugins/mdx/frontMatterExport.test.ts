// A Docusaurus site's compiled doc exports its front matter, and its content reads it
// (`{frontMatter.x}`), as Docusaurus's MDX loader allows; a site.config.ts doc's module is as before.
import { describe, expect, it } from 'vitest';
import { renderDoc } from './renderDoc.js';

const body = 'Slack water lasts {frontMatter.slack.minutes} minutes at {frontMatter.port}.\n';

describe('export const frontMatter', () => {
  it('is exported and read by the content when the compile is given the front matter', async () => {
    const frontMatter = { port: 'Kelmouth', slack: { minutes: 15 }, tags: ['tides'] };
    const { html, compiled } = await renderDoc(body, { frontMatter });
    expect(html).toBe('<p>Slack water lasts 15 minutes at Kelmouth.</p>');
    expect(compiled.code).toMatch(/export const frontMatter = \{/);
  });

  it('is left out without front matter (a site.config.ts doc)', async () => {
    const { compiled } = await renderDoc('Slack water lasts a while.\n');
    expect(compiled.code).not.toContain('frontMatter');
  });
});
