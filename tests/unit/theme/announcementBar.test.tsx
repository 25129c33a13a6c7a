// The announcement bar: its content is HTML, as the config's description and Docusaurus say.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AnnouncementBar from '../../../src/theme/AnnouncementBar.js';

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
  });
});
