// The "On this page" button of the narrow-screen table of contents, in the classic look: drawn as
// Docusaurus's TOCCollapsible (the text's weight and size, a caret at the right that turns when
// open). The look's rules hang on the button's class and `aria-expanded`: both must stay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CollapseButton from '../../../src/theme/classic/TOCCollapsible/CollapseButton.js';

const css = readFileSync(join(process.cwd(), 'src/theme/classicLook.css'), 'utf8');
const rule = (selector: string) => {
  const at = css.indexOf(`${selector} {`);
  return at < 0 ? '' : css.slice(at, css.indexOf('}', at));
};

describe('the TOC collapsible button in the classic look', () => {
  it('carries the class and aria-expanded the look selects on', () => {
    expect(renderToString(<CollapseButton collapsed />)).toContain(
      'class="clean-btn tocCollapsibleButton_dv toc-collapsible__button" aria-expanded="false"',
    );
    expect(renderToString(<CollapseButton collapsed={false} />)).toContain(
      'class="clean-btn tocCollapsibleButton_dv tocCollapsibleButtonExpanded_dv toc-collapsible__button" aria-expanded="true"',
    );
  });

  it("is laid out as Docusaurus's: a flex row, normal weight, Infima's sublist caret", () => {
    expect(rule('.toc-collapsible__button')).toMatch(
      /display: flex;[^}]*justify-content: space-between/,
    );
    expect(rule('.toc-collapsible__button')).toContain('font-weight: inherit');
    expect(rule('.toc-collapsible__button::after')).toContain('var(--ifm-menu-link-sublist-icon)');
    expect(rule('.toc-collapsible__button::after')).toContain('rotate(180deg)');
    expect(rule(".toc-collapsible__button[aria-expanded='true']::after")).toContain(
      'transform: none',
    );
  });
});
