// `<details>` in the classic look (a Docusaurus site): drawn as Docusaurus's Details, a 1px border
// all round in the alert's colour, a summary of normal weight after a CSS arrow that turns when
// open, the content under a rule, each rule weighing what Docusaurus's does (the site's CSS
// overrides it as there: Hydra's landscape page). Hydra's blog posts were 2 px shorter per details block here (the
// 5px left border only, no rule). The rules hang on the classes the MDX Details renders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Details from '../../../src/theme/mdx/Details.js';

const css = readFileSync(join(process.cwd(), 'src/theme/classicLook.css'), 'utf8');
const rule = (selector: string) => {
  const at = css.indexOf(`${selector} {`);
  return at < 0 ? '' : css.slice(at, css.indexOf('}', at));
};

describe('details in the classic look', () => {
  it('carries the classes the look selects on', () => {
    const html = renderToString(
      <Details>
        <summary>Tide times</summary>
        <p>High water at noon.</p>
      </Details>,
    );
    expect(html).toMatch(/^<details class="details alert alert--info[ "]/);
    expect(html).toContain('<summary>Tide times</summary><div class="details__content">');
  });

  it("is drawn as Docusaurus's: border, arrow, normal weight, a rule above the content", () => {
    expect(rule('.details:where(.alert)')).toContain(
      'border: 1px solid var(--ifm-alert-border-color)',
    );
    expect(rule('.details:where(.alert)')).toContain('margin: 0 0 var(--ifm-spacing-vertical)');
    expect(rule('.details:where(.alert) > summary')).toMatch(
      /list-style: none;[^}]*padding-left: 1rem/,
    );
    expect(rule('.details:where(.alert) > summary')).toContain('font-weight: inherit');
    expect(rule('.details:where(.alert) > summary::before')).toContain(
      'border: 0.38rem solid transparent',
    );
    expect(rule('.details:where(.alert)[open] > summary::before')).toContain('rotate(90deg)');
    expect(rule(':where(.details.alert) > .details__content')).toContain(
      'border-top: 1px solid var(--ifm-alert-border-color)',
    );
  });
});
