// A Docusaurus site's code block buttons, as theme-classic's CodeBlock/Buttons draws them (3.8.1
// and 3.10.2 alike): nothing in the server's HTML (BrowserOnly), then a group of icon buttons, a
// word-wrap toggle only while a line scrolls (or while wrapping) and a copy button titled "Copy",
// labelled "Copy code to clipboard", "Copied" for 1000 ms after a copy. The unit tests render as a
// Docusaurus site (`__DOCS_DOCUSAURUS_METADATA__` is true in vite.config.ts's unit-dom project).
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import CodeBlock from '../../../src/theme/mdx/CodeBlock.js';

const LONG = 'slack water at 06:12, then the flood runs north past the harbour light';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The block in jsdom, its `<pre>` as wide as `scrollWidth` in a 300 px box. */
function mount(scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  return render(<CodeBlock language="text">{LONG}</CodeBlock>).container;
}

const data = siteData as { docusaurusVersion?: string };

describe("a Docusaurus site's code block buttons", () => {
  it('are in the server’s HTML on a site before Docusaurus 3.8 (not from 3.8 on)', () => {
    // Docusaurus 3.7.0's build of Roo Code's docs wrote each block's copy button (its group, the
    // button titled "Copy", both icons); 3.8 made them BrowserOnly.
    const html = (version: string) => {
      data.docusaurusVersion = version;
      try {
        return renderToString(<CodeBlock language="text">{LONG}</CodeBlock>);
      } finally {
        delete data.docusaurusVersion;
      }
    };
    const old = html('3.7.0');
    expect(old).toContain('buttonGroup_dv');
    expect(old).toMatch(/<button[^>]*title="Copy"/);
    expect(old).not.toContain('wordWrapButton');
    expect(html('3.8.1')).not.toContain('<button');
  });

  it('are not in the server’s HTML', () => {
    const html = renderToString(<CodeBlock language="text">{LONG}</CodeBlock>);
    expect(html).not.toContain('<button');
    expect(html).toContain(LONG);
  });

  it('copy with an icon button, "Copied" with the tick for 1000 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const host = mount(300);
    const group = host.querySelector('.code-block__body > .code-block__buttons')!;
    expect(group).not.toBeNull();
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons).toHaveLength(1); // no wrap toggle: nothing scrolls
    const copy = buttons[0]!;
    expect([copy.title, copy.getAttribute('aria-label'), copy.textContent]).toEqual([
      'Copy',
      'Copy code to clipboard',
      '',
    ]);
    expect(copy.querySelectorAll('.code-block__copy-icons[aria-hidden="true"] > svg')).toHaveLength(
      2,
    );
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(LONG);
    expect(copy.getAttribute('aria-label')).toBe('Copied');
    expect(copy.classList.contains('code-block__copy--copied')).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(copy.getAttribute('aria-label')).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(copy.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(copy.classList.contains('code-block__copy--copied')).toBe(false);
  });

  it('toggle word wrap when a line scrolls, before the copy button', () => {
    const host = mount(900);
    const buttons = [...host.querySelectorAll('.code-block__buttons button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Toggle word wrap',
      'Copy code to clipboard',
    ]);
    const wrap = buttons[0]!;
    expect(wrap.getAttribute('title')).toBe('Toggle word wrap');
    const code = host.querySelector('pre code') as HTMLElement;
    fireEvent.click(wrap);
    expect([code.style.whiteSpace, code.style.overflowWrap]).toEqual(['pre-wrap', 'anywhere']);
    expect(wrap.classList.contains('code-block__wrap--enabled')).toBe(true);
    fireEvent.click(wrap);
    expect([code.style.whiteSpace, code.style.overflowWrap]).toEqual(['', '']);
    expect(wrap.classList.contains('code-block__wrap--enabled')).toBe(false);
  });
});
