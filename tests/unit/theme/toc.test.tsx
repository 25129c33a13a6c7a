// The table of contents: links to the page's sections (nested by level), the section being read
// highlighted as the reader scrolls, and the mobile "On this page" block that opens on click;
// which headings a page's TOC shows (pageToc) and the desktop column beside the content (TOCColumn).
// The components are Docusaurus's `@theme/TOC` and `@theme/TOCCollapsible`, with its props.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TOC from '../../../src/theme/classic/TOC.js';
import TOCCollapsible from '../../../src/theme/classic/TOCCollapsible.js';
import { TOCColumn, pageToc } from '../../../src/theme/TOC.js';

const nodes = [
  { value: 'Overview', id: 'overview', level: 2 },
  { value: 'Details', id: 'details', level: 3 },
  { value: 'Usage', id: 'usage', level: 2 },
];

/** The desktop TOC's block (a Docusaurus site's <div>: no landmark, as there). */
const tocBlock = () => document.querySelector<HTMLElement>('.table-of-contents-container')!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Headings at the given distances from the top of the viewport. */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    let el = document.getElementById(id);
    if (!el) {
      el = document.createElement('h2');
      el.id = id;
      document.body.append(el);
    }
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }
}

const activeLink = () =>
  document.querySelector('.table-of-contents__link--active')?.textContent ?? null;

describe('TOC', () => {
  it("shows an entry's HTML as Docusaurus does: inline code stays code", () => {
    const withCode = [{ value: 'The <code>init</code> command', id: 'init', level: 2 }];
    render(<TOC toc={withCode} />);
    const link = screen.getByRole('link', { name: 'The init command' });
    expect(link.querySelector('code')?.textContent).toBe('init');
  });

  it('lists the sections as links to their anchors, nested by level', () => {
    render(<TOC toc={nodes} />);
    const toc = tocBlock();
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Details', '#details'],
      ['Usage', '#usage'],
    ]);
    const details = within(toc).getByRole('link', { name: 'Details' });
    expect(details.closest('li')!.parentElement!.closest('li')!.textContent).toContain('Overview');
  });

  it('shows the heading levels its props ask for', () => {
    render(<TOC toc={nodes} minHeadingLevel={3} maxHeadingLevel={3} />);
    const toc = tocBlock();
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Details']);
  });

  it('highlights the section in view, following the scroll', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    placeHeadings({ overview: 100, details: 900, usage: 1500 });
    render(<TOC toc={nodes} />);
    expect(activeLink()).toBe('Overview');
    placeHeadings({ overview: -900, details: -100, usage: 600 });
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(activeLink()).toBe('Details');
    placeHeadings({ overview: -1900, details: -1100, usage: 200 });
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(activeLink()).toBe('Usage');
  });
});

describe('TOCCollapsible', () => {
  it('opens and closes "On this page" on click', () => {
    render(<TOCCollapsible toc={nodes} />);
    const button = screen.getByRole('button', { name: 'On this page' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Usage' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Usage' }).getAttribute('href')).toBe('#usage');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('pageToc', () => {
  const items = [
    { value: 'Overview', id: 'overview', level: 2 },
    { value: 'Details', id: 'details', level: 3 },
    { value: 'Deeper', id: 'deeper', level: 4 },
  ];
  const ids = (toc: ReturnType<typeof pageToc>): string[] =>
    toc.flatMap((n) => [n.id, ...ids(n.children)]);

  it("takes the site's heading levels unless the page sets its own", () => {
    expect(ids(pageToc(items, {}))).toEqual(['overview', 'details']);
    expect(ids(pageToc(items, { tocMaxHeadingLevel: 4 }))).toEqual([
      'overview',
      'details',
      'deeper',
    ]);
    expect(ids(pageToc(items, { tocMinHeadingLevel: 3, tocMaxHeadingLevel: 4 }))).toEqual([
      'details',
      'deeper',
    ]);
  });

  it('is empty when the page hides its TOC or has no headings', () => {
    expect(pageToc(items, { hideTableOfContents: true })).toEqual([]);
    expect(pageToc(undefined, {})).toEqual([]);
  });
});

describe('TOCColumn', () => {
  it('renders the desktop TOC in a column of the given classes, and nothing without headings', () => {
    const { container, rerender } = render(
      <TOCColumn items={nodes} settings={{}} className="col col--3 doc-toc-column" />,
    );
    const column = container.firstElementChild!;
    expect(column.className).toBe('col col--3 doc-toc-column');
    // On a Docusaurus site (as the tests build), Docusaurus's <div> with its CSS-module class.
    expect(column.firstElementChild!.outerHTML).toMatch(
      /^<div class="tableOfContents_dv table-of-contents-container thin-scrollbar"><ul class="table-of-contents table-of-contents__left-border">/,
    );
    rerender(<TOCColumn items={[]} settings={{}} className="col col--2" />);
    expect(container.innerHTML).toBe('');
    rerender(<TOCColumn items={nodes} settings={{ hideTableOfContents: true }} className="x" />);
    expect(container.innerHTML).toBe('');
  });
});
