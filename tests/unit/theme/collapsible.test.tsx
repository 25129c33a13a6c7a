// Collapsible: collapsed content is hidden (a lazy block, as Docusaurus's, not even rendered, its
// element included, until first opened); opening
// shows it at once, collapsing hides it when the height animation ends.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Collapsible from '../../../src/theme/Collapsible.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const block = () => document.getElementById('block')!;

describe('Collapsible', () => {
  it('renders nothing of collapsed content, not even its element, until it is first opened', () => {
    const { rerender, container } = render(
      <Collapsible collapsed id="block">
        <p>Inside</p>
      </Collapsible>,
    );
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText('Inside')).toBeNull();
    rerender(
      <Collapsible collapsed={false} id="block">
        <p>Inside</p>
      </Collapsible>,
    );
    expect(block().hidden).toBe(false);
    expect(screen.getByText('Inside')).toBeTruthy();
  });

  it('renders collapsed content up front when not lazy, hidden', () => {
    render(
      <Collapsible collapsed lazy={false} id="block">
        <p>Inside</p>
      </Collapsible>,
    );
    expect(block().hidden).toBe(true);
    expect(screen.getByText('Inside', { selector: 'p' }).closest('[hidden]')).toBe(block());
  });

  it('hides the content once the collapse animation has run, and keeps it for the next opening', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <Collapsible collapsed={false} id="block">
        <p>Inside</p>
      </Collapsible>,
    );
    expect(block().hidden).toBe(false);
    rerender(
      <Collapsible collapsed id="block">
        <p>Inside</p>
      </Collapsible>,
    );
    expect(block().hidden).toBe(false); // still animating
    act(() => vi.runAllTimers());
    expect(block().hidden).toBe(true);
    expect(block().style.height).toBe('');
    rerender(
      <Collapsible collapsed={false} id="block">
        <p>Inside</p>
      </Collapsible>,
    );
    expect(block().hidden).toBe(false);
    act(() => vi.runAllTimers());
    expect(block().style.height).toBe('auto');
    expect(screen.getByText('Inside')).toBeTruthy();
  });
});
