// What a visitor sees when something fails: the crash page (with the error and its causes, and a
// button that tries again) and the load-failure notice (with Retry).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, LoadFailure } from '../../../src/theme/ErrorPage.js';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let broken = true;
function Fragile() {
  if (broken) throw new Error('Render failed', { cause: new Error('Missing data') });
  return <p>Content</p>;
}

describe('ErrorBoundary', () => {
  it('shows the crash page with the error and its cause, and "Try again" renders the page anew', () => {
    broken = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    expect(alert.textContent).toContain('Render failed');
    expect(alert.textContent).toContain('Cause:');
    expect(alert.textContent).toContain('Missing data');
    expect(console.error).toHaveBeenCalled();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Content')).toBeTruthy();
  });

  it('clears the crash page when the visitor moves to another page (a new reset key)', () => {
    broken = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Content')).toBeTruthy();
  });
});

describe('LoadFailure', () => {
  it('says what failed and retries on request', () => {
    const onRetry = vi.fn();
    render(<LoadFailure error={new Error('Could not load the page')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the page');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
