// The foot of a doc: "Edit this page" and "Last updated on <date> by <author>", as Docusaurus.
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import DocFooter from '../../../src/theme/DocFooter.js';
import { renderAt } from './render.js';

afterEach(cleanup);

const AT = Date.parse('2024-03-04T12:00:00Z');

describe('DocFooter', () => {
  it('links "Edit this page" to the edit URL in a new tab, with Docusaurus\'s class', () => {
    const { container } = renderAt(
      <DocFooter editUrl="https://git.example/edit/main/docs/intro.md" lastUpdatedAt={AT} />,
    );
    const link = screen.getByRole('link', { name: 'Edit this page' });
    expect(link.className).toBe('theme-edit-this-page');
    expect(link.getAttribute('href')).toBe('https://git.example/edit/main/docs/intro.md');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The pencil and the date's column carry their CSS modules' classes, as Docusaurus 3.7-3.10's
    // (iconEdit_<hash>, lastUpdated_<hash>): a site's `[class*='iconEdit']` reaches them.
    expect(link.querySelector('svg')?.getAttribute('class')).toBe('iconEdit_dv');
    expect(
      container.querySelector('.theme-doc-footer-edit-meta-row > .col + .col')!.className,
    ).toBe('col lastUpdated_dv');
    const footer = container.querySelector('footer.theme-doc-footer')!;
    expect(footer.textContent).toBe('Edit this pageLast updated on Mar 4, 2024');
  });

  it('names the author after the date, and alone when there is no date', () => {
    renderAt(<DocFooter lastUpdatedAt={AT} lastUpdatedBy="Ada Lovelace" />);
    expect(screen.queryByRole('link')).toBeNull();
    const span = document.querySelector('.theme-last-updated')!;
    expect(span.textContent).toBe('Last updated on Mar 4, 2024 by Ada Lovelace');
    expect(span.querySelectorAll('b')[1]!.textContent).toBe('Ada Lovelace');
    cleanup();
    renderAt(<DocFooter lastUpdatedBy="Ada Lovelace" />);
    expect(document.querySelector('.theme-last-updated')!.textContent).toBe(
      'Last updated by Ada Lovelace',
    );
  });

  it('renders nothing without an edit URL or a last update', () => {
    const { container } = renderAt(<DocFooter />);
    expect(container.querySelector('footer')).toBeNull();
  });

  // Docusaurus's EditMetaRow: both columns always there (the edit link's may be empty), the row's
  // theme class, the last update's column styled by the look (italic, smaller, in classicLook.css).
  it('writes the server markup of a date alone as Docusaurus lays out its edit/meta row', () => {
    expect(renderToString(<DocFooter lastUpdatedAt={AT} />)).toBe(
      '<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"></div><div class="col lastUpdated_dv">' +
        '<span class="theme-last-updated">Last updated on<!-- --> <b><time dateTime="2024-03-04T12:00:00.000Z" itemProp="dateModified">Mar 4, 2024</time></b></span>' +
        '</div></div></footer>',
    );
  });

  // Docusaurus 3.8–3.10's DocItem/Footer: the tags row inside the footer, above the edit/meta row;
  // a doc with tags only still has the footer (and no edit/meta row).
  it('puts the tags row inside the footer, above the edit/meta row, as Docusaurus', () => {
    const tags = <span className="the-tags">Tags: lamps</span>;
    const { container } = renderAt(<DocFooter editUrl="https://git.example/e" tags={tags} />);
    const footer = container.querySelector('footer.theme-doc-footer.docusaurus-mt-lg')!;
    expect([...footer.children].map((c) => c.className)).toEqual([
      'row margin-top--sm theme-doc-footer-tags-row',
      'row margin-top--sm theme-doc-footer-edit-meta-row',
    ]);
    expect(footer.querySelector('.theme-doc-footer-tags-row > .col > .the-tags')).not.toBeNull();
    cleanup();
    expect(renderToString(<DocFooter tags={tags} />)).toBe(
      '<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><span class="the-tags">Tags: lamps</span></div></div></footer>',
    );
  });
});
