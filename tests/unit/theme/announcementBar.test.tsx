// The announcement bar: its content is HTML, as the config's description and Docusaurus say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AnnouncementBar, { useAnnouncementBar } from '../../../src/theme/AnnouncementBar.js';
import { announcementBarScript } from '../../../plugins/output/announcementBarScript.js';

afterEach(cleanup);

describe('AnnouncementBar', () => {
  it('renders its content as HTML (a link in the message is a link)', () => {
    render(
      <AnnouncementBar
        id="tides"
        content={'Spring tides this week: <a href="/docs/tides">see the table</a>.'}
        isCloseable={false}
      />,
    );
    const link = screen.getByRole('link', { name: 'see the table' });
    expect(link.getAttribute('href')).toBe('/docs/tides');
    expect(screen.getByRole('banner').textContent).toBe('Spring tides this week: see the table.');
    // Docusaurus's ThemeClassNames.announcementBar.container, for a site's CSS.
    expect(screen.getByRole('banner').classList.contains('theme-announcement-bar')).toBe(true);
  });
});

describe('a closed announcement bar', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  });

  it('is marked closed before first paint by the inline script, which the stylesheet hides', () => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    new Function(announcementBarScript())();
    expect(document.documentElement.getAttribute('data-announcement-bar-initially-dismissed')).toBe(
      'true',
    );
    localStorage.setItem('docusaurus.announcement.dismiss', 'false');
    new Function(announcementBarScript())();
    expect(document.documentElement.getAttribute('data-announcement-bar-initially-dismissed')).toBe(
      'false',
    );
    const css = readFileSync(join(process.cwd(), 'src/theme/styles.css'), 'utf8');
    expect(css).toContain(
      "html[data-announcement-bar-initially-dismissed='true'] .announcement-bar {\n  display: none;",
    );
  });

  it("stays closed after hydration; a new bar's id shows it again and lifts the mark", async () => {
    localStorage.setItem('docusaurus.announcement.id', 'tides');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    const { rerender } = render(<AnnouncementBar id="tides" content="Old" isCloseable />);
    await waitFor(() => expect(screen.queryByRole('banner')).toBeNull());
    rerender(<AnnouncementBar id="storm" content="New" isCloseable />);
    await screen.findByRole('banner');
    expect(document.documentElement.hasAttribute('data-announcement-bar-initially-dismissed')).toBe(
      false,
    );
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('false');
  });
});

describe("theme-common's useAnnouncementBar", () => {
  // As Docusaurus's: a site's swizzled bar destructures `announcementBar!` once it is active.
  it('is not active when the config has no announcement bar', () => {
    const { result } = renderHook(() => useAnnouncementBar());
    expect(result.current.isActive).toBe(false);
    expect(typeof result.current.close).toBe('function');
  });
});
