// Admonitions through Docusaurus's parts: `Admonition` → `Admonition/Types` → `Admonition/Type/*`
// → `Admonition/Layout`, with `Admonition/Icon/*`; the aliases and the fallback as Docusaurus has
// them; all static in MDX content, a site's type component an island given the title as a prop.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment, type ReactElement, type ReactNode, type SVGProps } from 'react';
import { describe, expect, it } from 'vitest';
import Admonition from '../../../src/theme/mdx/Admonition.js';
import { AdmonitionTitle } from '../../../src/theme/mdx/AdmonitionLayout.js';
import AdmonitionTypes from '../../../src/theme/classic/Admonition/Types.js';
import Tip from '../../../src/theme/classic/Admonition/Type/Tip.js';
import Layout from '../../../src/theme/classic/Admonition/Layout.js';
import IconTip from '../../../src/theme/classic/Admonition/Icon/Tip.js';
import IconNote from '../../../src/theme/classic/Admonition/Icon/Note.js';
import IconInfo from '../../../src/theme/classic/Admonition/Icon/Info.js';
import IconWarning from '../../../src/theme/classic/Admonition/Icon/Warning.js';
import IconDanger from '../../../src/theme/classic/Admonition/Icon/Danger.js';
import { expandStatic } from '../../../src/theme/mdx/islands.js';

function staticHtml(tree: ReactNode) {
  const islands: ReactElement[] = [];
  const out = expandStatic(tree, (el) => {
    islands.push(el);
    return createElement(Fragment, null, el);
  });
  return { html: renderToStaticMarkup(<>{out}</>), islands };
}

const tip = renderToStaticMarkup(<IconTip />);

describe('admonitions through their parts', () => {
  it('draws a type through its Type, Layout and Icon files, static', () => {
    const { html, islands } = staticHtml(
      <Admonition type="tip">
        <p>Body</p>
      </Admonition>,
    );
    expect(islands).toEqual([]);
    // The box's classes in theme-classic 3.10.2's order (its Layout's clsx): the theme's, the CSS
    // module's, then those its Type passes (`alert alert--success`).
    expect(html).toBe(
      '<div class="theme-admonition theme-admonition-tip admonition_dv alert alert--success">' +
        `<div class="admonitionHeading_dv"><span class="admonitionIcon_dv" aria-hidden="true">${tip}</span>` +
        '<span class="admonition-title">tip</span></div>' +
        '<div class="admonitionContent_dv"><p>Body</p></div></div>',
    );
    expect(renderToStaticMarkup(<Tip>x</Tip>)).toBe(html.replace('<p>Body</p>', 'x'));
  });

  it("keeps the compile's title element, and Layout takes Docusaurus's props", () => {
    const { html } = staticHtml(
      <Admonition type="note">
        <AdmonitionTitle>
          <p>Heads up</p>
        </AdmonitionTitle>
        <p>Body</p>
      </Admonition>,
    );
    expect(html).toContain('<span class="admonition-title"><p>Heads up</p></span>');
    expect(html).not.toContain('>note<');
    expect(
      renderToStaticMarkup(
        <Layout type="quiz" title="Quiz" className="alert alert--info">
          Q
        </Layout>,
      ),
    ).toBe(
      '<div class="theme-admonition theme-admonition-quiz admonition_dv alert alert--info">' +
        '<div class="admonitionHeading_dv"><span class="admonition-title">Quiz</span></div>' +
        '<div class="admonitionContent_dv">Q</div></div>',
    );
  });

  it("has none of Docusaurus 2's global classes, so a site's stylesheet for 2 applies as in 3", () => {
    // Redux's custom.css, written for Docusaurus 2, sets `.admonition { color: black }`: in
    // Docusaurus 3 the box's class is a CSS module's (`admonition_<hash>`), so the rule applies to
    // nothing there, and here it made dark mode's tip black on dark green.
    const { html } = staticHtml(
      <Admonition type="tip" title="What you'll learn">
        <p>Body</p>
      </Admonition>,
    );
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' '));
    for (const v2 of ['admonition', 'admonition-heading', 'admonition-icon', 'admonition-content'])
      expect(classes).not.toContain(v2);
    // Docusaurus 3's CSS-module names start with the module's local name, as these do.
    for (const local of ['admonition', 'admonitionHeading', 'admonitionIcon', 'admonitionContent'])
      expect(classes.some((c) => c.startsWith(`${local}_`))).toBe(true);
  });

  it("has Docusaurus's aliases and draws an unknown type as info, titled by its name", () => {
    expect(Object.keys(AdmonitionTypes).sort()).toEqual([
      'caution',
      'danger',
      'important',
      'info',
      'note',
      'secondary',
      'success',
      'tip',
      'warning',
    ]);
    const secondary = staticHtml(<Admonition type="secondary">x</Admonition>).html;
    expect(secondary).toContain('theme-admonition-secondary admonition_dv alert alert--secondary');
    expect(secondary).toContain('<span class="admonition-title">secondary</span>');
    const caution = staticHtml(<Admonition type="caution">x</Admonition>).html;
    expect(caution).toContain('theme-admonition-caution admonition_dv alert alert--warning');
    const unknown = staticHtml(<Admonition type="tide">x</Admonition>).html;
    // Info's component with the type as given, titled "info" (Docusaurus 3.8.1's build of
    // tests/fixtures/sites/compile-options: `theme-admonition-docsnote`, heading "info").
    expect(unknown).toContain('theme-admonition-tide admonition_dv alert alert--info');
    expect(unknown).toContain('<span class="admonition-title">info</span>');
  });

  it("draws Docusaurus's icons: each its own viewBox and no size (the stylesheet's), info not note's", () => {
    // Docusaurus 3.7 to 3.10's Admonition/Icon/*: the viewBox fits each drawing (a 16-unit square
    // for all of them put the 12- and 14-unit ones off centre), and info is a ring around a bar and
    // a dot, not the note's ring around an i.
    const svg = (Icon: (props: SVGProps<SVGSVGElement>) => ReactElement) => {
      const html = renderToStaticMarkup(<Icon />);
      return {
        open: /^<svg[^>]*>/.exec(html)![0],
        path: /\sd="([^"]+)"/.exec(html)![1],
      };
    };
    const boxes = [IconNote, IconTip, IconInfo, IconWarning, IconDanger].map((i) => svg(i).open);
    expect(boxes).toEqual([
      '<svg viewBox="0 0 14 16">',
      '<svg viewBox="0 0 12 16">',
      '<svg viewBox="0 0 14 16">',
      '<svg viewBox="0 0 16 16">',
      '<svg viewBox="0 0 12 16">',
    ]);
    expect(svg(IconInfo).path).not.toBe(svg(IconNote).path);
    expect(svg(IconInfo).path).toMatch(/^M7 2\.3c3\.14 0 5\.7 2\.56/);
  });

  it("gives a site's type component the title's content as a prop, as an island", () => {
    function Quiz({ title, children }: { title?: ReactNode; children?: ReactNode }) {
      return (
        <aside>
          <b>{title}</b>
          {children}
        </aside>
      );
    }
    AdmonitionTypes.quiz = Quiz;
    try {
      const { islands } = staticHtml(
        <Admonition type="quiz">
          <AdmonitionTitle>
            <p>Question</p>
          </AdmonitionTitle>
          <p>Body</p>
        </Admonition>,
      );
      expect(islands.map((e) => e.type)).toEqual([Quiz]);
      expect(renderToStaticMarkup(islands[0]!)).toBe('<aside><b>Question</b><p>Body</p></aside>');
    } finally {
      delete AdmonitionTypes.quiz;
    }
  });
});
