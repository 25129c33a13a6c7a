// `@theme/Heading` by the Docusaurus release the site depends on. 3.10.2 writes, for `## Springs`
// (its build of tests/fixtures/sites/docusaurus-look, 2026-11-30):
//   <h2 class="anchor anchorTargetStickyNavbar_W8yc" id="springs">Springs<a href="#springs"
//   class="hash-link" aria-label="Direct link to Springs" title="Direct link to Springs"
//   translate="no">&#8203;</a></h2>
// 3.8.1 the same without `translate` (theme-classic 3.9.0 added it), its CSS-module class
// anchorWithStickyNavbar_… (3.9.2 renamed it). The theme writes the class's local name with `_dv` for the hash, as for its other
// CSS-module classes (a site's CSS picks them out by `[class*='anchorWithStickyNavbar']`), and
// gives every `.anchor` the scroll margin they carry (classicLook.css).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import Heading from '../../../src/theme/mdx/Heading.js';

const data = siteData as { docusaurusVersion?: string };
afterEach(() => {
  delete data.docusaurusVersion;
  cleanup();
});

function heading(version: string | undefined, className?: string) {
  if (version) data.docusaurusVersion = version;
  else delete data.docusaurusVersion;
  const { container } = render(
    <Heading as="h2" id="springs" {...(className ? { className } : {})}>
      Springs
    </Heading>,
  );
  return container.querySelector('h2')!;
}

describe('@theme/Heading by Docusaurus release', () => {
  it('3.9 and later: the section link is not for translation', () => {
    for (const version of ['3.9.0', '3.9.2', '3.10.0', '3.10.2']) {
      const h = heading(version);
      const link = h.querySelector('a.hash-link')!;
      expect(link.getAttribute('translate')).toBe('no');
      expect([
        link.getAttribute('href'),
        link.getAttribute('aria-label'),
        link.getAttribute('title'),
      ]).toEqual(['#springs', 'Direct link to Springs', 'Direct link to Springs']);
      expect(link.textContent).toBe('\u200B');
      cleanup();
    }
  });

  it('3.8 and a site of ours: no translate attribute', () => {
    for (const version of ['3.8.1', undefined]) {
      expect(heading(version).querySelector('a.hash-link')!.hasAttribute('translate')).toBe(false);
      cleanup();
    }
  });

  it('keeps `anchor` and its target class first beside a class the heading is given', () => {
    const h = heading('3.10.2', 'tide-heading');
    expect(h.className).toBe('anchor anchorTargetStickyNavbar_dv tide-heading');
    expect(h.id).toBe('springs');
  });

  it("names the anchor target class as the site's release does", () => {
    const classes = ['3.8.1', '3.9.0', '3.9.2', '3.10.0', undefined].map((v) => {
      const name = heading(v).className;
      cleanup();
      return name;
    });
    expect(classes).toEqual([
      'anchor anchorWithStickyNavbar_dv',
      'anchor anchorWithStickyNavbar_dv',
      'anchor anchorTargetStickyNavbar_dv',
      'anchor anchorTargetStickyNavbar_dv',
      // A Docusaurus site whose version is unknown: the 3.8 name (the test build is one).
      'anchor anchorWithStickyNavbar_dv',
    ]);
  });
});
