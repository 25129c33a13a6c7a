// An ejected Docusaurus `Admonition` (zig.guide's site has one) reads its props through
// theme-common's `processAdmonitionProps`: the `:::type[Title]` title the compile puts among the
// children becomes the `title` prop, the rest stay the children.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { processAdmonitionProps } from '../../../src/theme/docusaurus/themeCommon.js';
import { AdmonitionTitle } from '../../../src/theme/mdx/AdmonitionLayout.js';

describe('processAdmonitionProps', () => {
  it('takes the title out of the children', () => {
    const props = processAdmonitionProps({
      type: 'tip',
      children: [
        <AdmonitionTitle key="t">
          <p>
            Heads <em>up</em>
          </p>
        </AdmonitionTitle>,
        <p key="b">The body.</p>,
      ],
    });
    expect(props.type).toBe('tip');
    const { container } = render(
      <div>
        <h5>{props.title}</h5>
        {props.children}
      </div>,
    );
    expect(container.innerHTML).toBe('<div><h5>Heads <em>up</em></h5><p>The body.</p></div>');
  });

  it('keeps a title prop, and props without a title as they are', () => {
    expect(processAdmonitionProps({ type: 'note', title: 'Given' }).title).toBe('Given');
    const plain = processAdmonitionProps({ type: 'note', children: <p>Only a body.</p> });
    expect(plain.title).toBeUndefined();
    expect(render(<>{plain.children}</>).container.innerHTML).toBe('<p>Only a body.</p>');
  });
});
