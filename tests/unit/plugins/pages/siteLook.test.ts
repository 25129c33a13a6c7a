// A Docusaurus site looks as Docusaurus draws it; a site in this generator's format gets its look.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docsearchLookFiles,
  siteLookFile,
  siteLookModuleSource,
} from '../../../../plugins/pages/siteLook.js';

describe('virtual:docs/look', () => {
  it("imports the classic look for a Docusaurus site and this generator's look otherwise", () => {
    expect(basename(siteLookFile({ docusaurus: {} }))).toBe('classicLook.css');
    expect(basename(siteLookFile({}))).toBe('look.css');
    expect(siteLookModuleSource({})).toBe(`import ${JSON.stringify(siteLookFile({}))};\n`);
  });

  it('keeps underlined links and brand colours out of the classic look', () => {
    const classic = readFileSync(siteLookFile({ docusaurus: {} }), 'utf8');
    const own = readFileSync(siteLookFile({}), 'utf8');
    expect(own).toMatch(/text-decoration: underline/);
    expect(own).toMatch(/--ifm-color-primary:/);
    // It sets no brand colour (DocSearch's button reads the site's: `var(--ifm-color-primary)`).
    expect(classic).not.toMatch(/--ifm-color-primary:/);
    // The one underlined link is the announcement bar's (AnnouncementBar/Content's style); the
    // hideable navbar's sidebar logo is never underlined (DocSidebar/Desktop's sidebarLogo).
    expect(classic.match(/[^{}]*\{[^{}]*text-decoration[^}]*\}/g)?.map((r) => r.trim())).toEqual([
      '.sidebarLogo_dv {\n    display: flex !important;\n    align-items: center;\n    margin: 0 var(--ifm-navbar-padding-horizontal);\n    min-height: var(--ifm-navbar-height);\n    max-height: var(--ifm-navbar-height);\n    color: inherit !important;\n    text-decoration: none !important;\n  }',
      '.announcement-bar__content a {\n  color: inherit;\n  text-decoration: underline;\n}',
    ]);
    // Its font sizes are Docusaurus's own: a doc's "Last updated" line (its lastUpdated style),
    // a code block's title (CodeBlock/Layout), its buttons (CodeBlock/Buttons set none: ours
    // undo our own copy button's size), the announcement bar (the page's size) and its message
    // (AnnouncementBar/Content), the TOC collapsible's button (tocCollapsibleButton), and
    // Infima's own sizes of an article's h2 and h3 (wide, then narrow screens) for those an
    // island's marker holds. (DocSearch 4's button text: docsearch4Look.css.)
    expect(classic.match(/font-size:[^;]*/g)).toEqual([
      'font-size: smaller',
      'font-size: var(--ifm-code-font-size)',
      'font-size: inherit',
      'font-size: inherit',
      'font-size: 85%',
      'font-size: inherit',
      'font-size: 2rem',
      'font-size: 1.5rem',
      'font-size: 1.5rem',
      'font-size: 1.25rem',
      // Docusaurus 3.10's doc card: its icon and its title (DocCard/Heading/Icon, Heading/Text).
      'font-size: 1.6rem',
      'font-size: 1.2rem',
      // A tag with its count (Tag's tagWithCount: the link's size, the count's badge).
      'font-size: inherit',
      'font-size: 0.7rem',
    ]);
    expect(classic).toMatch(/--ifm-breadcrumb-size-multiplier: 0\.8/);
  });

  it('adds the stylesheet of the DocSearch a Docusaurus site runs, for any of its search buttons', () => {
    const names = (files: string[]) => files.map((f) => basename(f));
    expect(names(docsearchLookFiles({ major: 4, release39: true }))).toEqual([
      'docsearch4Look.css',
    ]);
    expect(names(docsearchLookFiles({ major: 3, release39: true }))).toEqual([
      'docsearchFlushKeys.css',
    ]);
    expect(docsearchLookFiles({ major: 3, release39: false })).toEqual([]);
    const source = siteLookModuleSource({ docusaurus: {} }, { major: 4, release39: true });
    // After the classic look, whose DocSearch 3 rules it undoes.
    expect(source.indexOf('classicLook.css')).toBeLessThan(source.indexOf('docsearch4Look.css'));
    // A site of ours keeps its look alone.
    expect(siteLookModuleSource({}, { major: 4, release39: true })).not.toContain('docsearch');
  });
});
