// Colour mode: the toggle's name says the current mode, a click switches it, the choice is stored
// under "theme" and applied to <html>, and a change made in another tab is followed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import ColorModeToggle from '../../../src/theme/classic/ColorModeToggle.js';
import { THEME_STORAGE_KEY } from '../../../src/shared/constants.js';
import { colorModeScript } from '../../../plugins/output/colorModeScript.js';
import siteConfig from './fixtures/siteConfig.js';

const html = document.documentElement;
const toggle = () => screen.getByRole('button', { name: /Switch between dark and light mode/ });

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-theme-choice');
  html.style.colorScheme = '';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ColorModeToggle', () => {
  it('starts in the default (light) mode and switches to dark and back on click', () => {
    render(<ColorModeToggle />);
    expect(toggle()).toHaveProperty('disabled', false);
    expect(toggle().getAttribute('aria-label')).toContain('currently light mode');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    fireEvent.click(toggle());
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('shows the mode the page was loaded in (set on <html> before the bundle ran)', () => {
    html.setAttribute('data-theme', 'dark');
    render(<ColorModeToggle />);
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
  });

  it('keeps every toggle on the page in step', () => {
    render(
      <>
        <ColorModeToggle />
        <ColorModeToggle />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(second!.getAttribute('aria-label')).toContain('currently dark mode');
  });

  it('follows a change made in another tab, and the default when that tab clears it', () => {
    render(<ColorModeToggle />);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    });
    expect(html.getAttribute('data-theme')).toBe('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: null }));
    });
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('still switches when storage is unavailable, warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    render(<ColorModeToggle />);
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('ColorModeToggle following the system (respectPrefersColorScheme), as Docusaurus 3.8', () => {
  it('cycles system → light → dark → system, storing nothing for the system', () => {
    const dark = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
    window.matchMedia = (() => dark) as unknown as typeof window.matchMedia;
    // The page as the head's script left it with nothing stored, on a site that follows the system.
    html.setAttribute('data-theme', 'dark');
    html.setAttribute('data-theme-choice', 'system');
    siteConfig.colorMode.respectPrefersColorScheme = true;
    onTestFinished(() => {
      siteConfig.colorMode.respectPrefersColorScheme = false;
    });
    render(<ColorModeToggle />);
    expect(toggle().getAttribute('aria-label')).toContain('currently system mode');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-label')).toContain('currently light mode');
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(html.getAttribute('data-theme-choice')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    fireEvent.click(toggle());
    expect(html.getAttribute('data-theme')).toBe('dark');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-label')).toContain('currently system mode');
    // The system's colour (dark here), not stored.
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.getAttribute('data-theme-choice')).toBe('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});

describe('the stored mode on the next page load', () => {
  /** A page load: <html> as the server sent it, then the inline script of the page's <head>. */
  function load(colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme?: boolean }) {
    cleanup();
    html.removeAttribute('data-theme');
    html.removeAttribute('data-theme-choice');
    new Function(
      colorModeScript({
        disableSwitch: false,
        respectPrefersColorScheme: false,
        ...colorMode,
      } as Parameters<typeof colorModeScript>[0]),
    )();
  }

  it('is the one the toggle chose, applied before the page renders', () => {
    render(<ColorModeToggle />);
    fireEvent.click(toggle()); // dark, stored
    load({ defaultMode: 'light' });
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    render(<ColorModeToggle />);
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
  });

  it('falls back to the default for a missing or unknown stored value', () => {
    load({ defaultMode: 'light' });
    expect(html.getAttribute('data-theme')).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    load({ defaultMode: 'dark' });
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('follows the system preference only when the site asks for it', () => {
    window.matchMedia = ((q: string) => ({
      matches: q === '(prefers-color-scheme: dark)',
    })) as unknown as typeof window.matchMedia;
    load({ defaultMode: 'light' });
    expect(html.getAttribute('data-theme')).toBe('light');
    load({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.getAttribute('data-theme-choice')).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    load({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(html.getAttribute('data-theme-choice')).toBe('light');
  });

  it('takes ?docusaurus-theme=dark over the stored choice, as Docusaurus does', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.history.replaceState(null, '', '/?docusaurus-theme=dark');
    try {
      load({ defaultMode: 'light' });
      expect(html.getAttribute('data-theme')).toBe('dark');
      expect(html.getAttribute('data-theme-choice')).toBe('dark');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
