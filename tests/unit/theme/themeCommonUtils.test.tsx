// What docusaurus-theme-openapi-docs 5.2 calls on @docusaurus/theme-common's index: its copy of
// Docusaurus's tabs refuses two tabs with one value (`duplicates`) and keeps the chosen tab in a
// storage slot (`useStorageSlot`); its scroll helpers throw `ReactContextError`. The demo site's
// API pages stopped pre-rendering at `duplicates is not a function`.
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ReactContextError,
  duplicates,
  useStorageSlot,
} from '../../../src/theme/docusaurus/themeCommon.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('duplicates', () => {
  it('gives each item that equals an earlier one, in order', () => {
    expect(duplicates(['get', 'post', 'get', 'put', 'get'])).toEqual(['get', 'get']);
    expect(duplicates([1, 2, 3])).toEqual([]);
    const byValue = (a: { value: string }, b: { value: string }) => a.value === b.value;
    expect(duplicates([{ value: 'a' }, { value: 'b' }, { value: 'a' }], byValue)).toEqual([
      { value: 'a' },
    ]);
  });
});

function Chosen({ storageKey }: { storageKey: string | null }) {
  const [value, slot] = useStorageSlot(storageKey);
  return (
    <button type="button" onClick={() => slot.set('python')}>
      {value ?? 'none'}
    </button>
  );
}

describe('useStorageSlot', () => {
  it('reads the stored value, and re-renders when this tab sets it', () => {
    localStorage.setItem('docusaurus.tab.code-samples', 'curl');
    render(<Chosen storageKey="docusaurus.tab.code-samples" />);
    expect(screen.getByRole('button').textContent).toBe('curl');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('python');
    expect(localStorage.getItem('docusaurus.tab.code-samples')).toBe('python');
  });

  it('is null on the server and for no key', () => {
    localStorage.setItem('k', 'stored');
    expect(renderToStaticMarkup(<Chosen storageKey="k" />)).toBe(
      '<button type="button">none</button>',
    );
    render(<Chosen storageKey={null} />);
    expect(screen.getByRole('button').textContent).toBe('none');
  });
});

describe('ReactContextError', () => {
  it('names the provider the hook needs', () => {
    const error = new ReactContextError('ScrollControllerProvider');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ReactContextError');
    expect(error.message).toContain('<ScrollControllerProvider>');
  });
});
