// `@theme/TOCItems` called with the toc alone, as a site's own TOC calls it (Sequelize's swizzled
// TOC passes only its link classes): the list gets theme-classic's default classes, which Infima
// draws as the side TOC (small type, no bullets, a left border); without them it was a bulleted
// list in the body's type.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TOCItems from '../../../src/theme/classic/TOCItems.js';

const toc = [
  { value: 'Installing', id: 'installing', level: 2 },
  { value: 'Testing', id: 'testing', level: 3 },
];

describe('@theme/TOCItems', () => {
  it("gives the list theme-classic's default classes when the caller gives none", () => {
    const html = renderToStaticMarkup(
      <TOCItems toc={toc} linkClassName="table-of-contents__link toc-highlight" />,
    );
    expect(html).toMatch(/^<ul class="table-of-contents table-of-contents__left-border">/);
    // The nested list has none, as TOCItems/Tree draws it in Docusaurus.
    expect(html).toContain('<ul><li>');
  });

  it("keeps the caller's classes", () => {
    const html = renderToStaticMarkup(<TOCItems toc={toc} className="my-toc" />);
    expect(html).toMatch(/^<ul class="my-toc">/);
  });
});
