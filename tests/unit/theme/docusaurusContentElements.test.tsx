// Elements of MDX content as Docusaurus's theme draws them on a Docusaurus site (the unit-dom
// project builds the theme as one): an image carries the class of its CSS module (`img_<hash>`,
// ours `img_dv`), a table is not wrapped, and a `mailto:` or `tel:` link opens in a new tab, as
// Docusaurus's Link opens every URL with a protocol. A Docusaurus 3.7.0 build of a docs page
// with `![Diagram](./d.png)`, a Markdown table and `<a href="mailto:…">` showed all three, where
// ours had no image class, a `div.table-wrapper` and a mailto link without a target.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mdxComponents } from '../../../src/theme/mdx/components.js';
import Link from '../../../src/theme/Link.js';
import { renderAt } from './render.js';

afterEach(cleanup);

describe("MDX content's elements on a Docusaurus site", () => {
  it("gives an image Docusaurus's img class after its own", () => {
    const Img = mdxComponents.img;
    const { container } = renderAt(
      <div>
        <Img src="/img/plain.png" alt="plain" />
        <Img src="/img/own.png" alt="own" className="wide" />
      </div>,
    );
    const [plain, own] = [...container.querySelectorAll('img')];
    expect(plain!.className).toBe('img_dv');
    expect(own!.className).toBe('wide img_dv');
    expect(plain!.getAttribute('loading')).toBe('lazy');
  });

  it('draws a table as it is, with no wrapper', () => {
    // MDX draws a table through the map's `table` when there is one, else the element.
    const Table = (mdxComponents as Record<string, unknown>).table as 'table' | undefined;
    const T = Table ?? 'table';
    const { container } = renderAt(
      <div className="markdown">
        <T>
          <tbody>
            <tr>
              <td>cell</td>
            </tr>
          </tbody>
        </T>
      </div>,
    );
    expect(container.querySelector('.markdown > table')).not.toBeNull();
    expect(container.querySelector('.table-wrapper')).toBeNull();
  });

  it('opens a mailto: or tel: link in a new tab, as any URL with a protocol', () => {
    const { container } = renderAt(
      <p>
        <Link href="mailto:crew@example.org">mail</Link>
        <Link href="tel:+15550100">call</Link>
        <Link href="https://example.org/">web</Link>
        <Link href="mailto:crew@example.org" target="_self">
          here
        </Link>
        <Link to="/docs/intro">doc</Link>
      </p>,
    );
    const attrs = [...container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(attrs).toEqual([
      ['mail', '_blank', 'noopener noreferrer'],
      ['call', '_blank', 'noopener noreferrer'],
      ['web', '_blank', 'noopener noreferrer'],
      // The link's own target wins, as Docusaurus spreads the props after its own.
      ['here', '_self', 'noopener noreferrer'],
      ['doc', null, null],
    ]);
  });
});
