// Footnotes' link targets by the Docusaurus release a site depends on. Docusaurus 3.8.1's build of
// tests/fixtures/sites/docusaurus-doc-parts writes the reference and the note with no class:
//   <sup><a href="#user-content-fn-sheet" id="user-content-fnref-sheet" data-footnote-ref="true"
//   aria-describedby="footnote-label">1</a></sup> … <li id="user-content-fn-sheet">
// 3.9.0 gives the reference link alone `footnoteRefStickyNavbar_<hash>` (MDXComponents/A);
// from 3.9.2 on, theme-common's useAnchorTargetClassName gives every content link and list item
// with an id the headings' `anchorTargetStickyNavbar_<hash>` (MDXComponents/A and Li, before the
// element's own class), `…HideOnScrollNavbar` with navbar.hideOnScroll. The theme writes the local
// names with `_dv` (src/theme/mdx/anchorTarget.ts).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import siteConfig, { siteData } from 'virtual:docs/site-config';
import { mdxComponents } from '../../../src/theme/mdx/components.js';
import { renderAt } from './render.js';

const data = siteData as { docusaurusVersion?: string };
const navbar = siteConfig.navbar as { hideOnScroll: boolean };
afterEach(() => {
  delete data.docusaurusVersion;
  navbar.hideOnScroll = false;
  cleanup();
});

const A = mdxComponents.a;
const Li = mdxComponents.li;

/** The classes of a footnote's reference, its back link, a plain link and its note, at a release. */
function footnote(version: string | undefined) {
  if (version) data.docusaurusVersion = version;
  else delete data.docusaurusVersion;
  const { container } = renderAt(
    <div>
      <sup>
        <A
          href="#user-content-fn-sheet"
          id="user-content-fnref-sheet"
          data-footnote-ref
          aria-describedby="footnote-label"
        >
          1
        </A>
      </sup>
      <A href="#rigging">Rigging</A>
      <ol>
        <li>plain</li>
        <Li id="user-content-fn-sheet">
          A sheet.{' '}
          <A
            href="#user-content-fnref-sheet"
            data-footnote-backref=""
            aria-label="Back to reference 1"
            className="data-footnote-backref"
          >
            ↩
          </A>
        </Li>
        <Li>An item without an id</Li>
      </ol>
    </div>,
  );
  const cls = (selector: string) => container.querySelector(selector)!.getAttribute('class');
  const result = {
    ref: cls('#user-content-fnref-sheet'),
    backref: cls('[data-footnote-backref]'),
    link: cls('a[href="#rigging"]'),
    note: cls('#user-content-fn-sheet'),
    item: cls('li:last-child'),
  };
  cleanup();
  return result;
}

describe('footnote link targets by Docusaurus release', () => {
  it('3.8 (and a Docusaurus site of unknown release): no class', () => {
    for (const version of ['3.8.1', undefined])
      expect(footnote(version)).toEqual({
        ref: null,
        backref: 'data-footnote-backref',
        link: null,
        note: null,
        item: null,
      });
  });

  it('3.9.0 and 3.9.1: the reference link alone, footnoteRefStickyNavbar', () => {
    for (const version of ['3.9.0', '3.9.1'])
      expect(footnote(version)).toEqual({
        ref: 'footnoteRefStickyNavbar_dv',
        backref: 'data-footnote-backref',
        link: null,
        note: null,
        item: null,
      });
  });

  it('3.9.2 and 3.10: the reference and the note, anchorTargetStickyNavbar', () => {
    for (const version of ['3.9.2', '3.10.2'])
      expect(footnote(version)).toEqual({
        ref: 'anchorTargetStickyNavbar_dv',
        backref: 'data-footnote-backref',
        link: null,
        note: 'anchorTargetStickyNavbar_dv',
        item: null,
      });
  });

  it('with navbar.hideOnScroll: the HideOnScrollNavbar names', () => {
    navbar.hideOnScroll = true;
    expect([footnote('3.9.0').ref, footnote('3.10.2').ref, footnote('3.10.2').note]).toEqual([
      'footnoteRefHideOnScrollNavbar_dv',
      'anchorTargetHideOnScrollNavbar_dv',
      'anchorTargetHideOnScrollNavbar_dv',
    ]);
  });

  it("3.10: a link's own class after the target class; an item given a class keeps it alone", () => {
    data.docusaurusVersion = '3.10.2';
    const { container } = renderAt(
      <ul>
        <Li id="north" className="compass-point">
          <A id="west" href="#west" className="mark">
            West
          </A>
        </Li>
      </ul>,
    );
    expect(container.querySelector('#west')!.getAttribute('class')).toBe(
      'anchorTargetStickyNavbar_dv mark',
    );
    // Docusaurus's Li spreads the item's props over the class it computed.
    expect(container.querySelector('#north')!.getAttribute('class')).toBe('compass-point');
  });
});
