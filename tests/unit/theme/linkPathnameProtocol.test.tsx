// `@docusaurus/Link` with a `pathname://` target, Docusaurus's escape hatch for a path the app
// must not route (a file under static/, another build on the same host): a plain anchor to the
// path, with the base URL unless `autoAddBaseUrl={false}`, in a new tab unless the link names its
// target. Playwright's language menu points its links this way. Before, the anchor's href was
// the target as given ("pathname:///python/docs/intro"), which the browser cannot load.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pathnameProtocolUrl } from '../../../src/client/urls.js';
import Link from '../../../src/theme/Link.js';
import { renderAt } from './render.js';

afterEach(cleanup);

describe('a pathname:// link', () => {
  it('is a plain anchor to the path, with the base URL, opened in a new tab', () => {
    const r = renderAt(<Link href="pathname:///atlas/granite.pdf">Atlas</Link>, '/base/', '/base/');
    const a = screen.getByText('Atlas');
    expect(a.getAttribute('href')).toBe('/base/atlas/granite.pdf');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(a);
    expect(r.navigations).toEqual([]); // the browser loads it, not the app
  });

  it('keeps its own target, and its path as given with autoAddBaseUrl false', () => {
    renderAt(
      <Link to="pathname:///python/docs/intro" autoAddBaseUrl={false} target="_self">
        Python
      </Link>,
      '/base/',
      '/base/',
    );
    const a = screen.getByText('Python');
    expect(a.getAttribute('href')).toBe('/python/docs/intro');
    expect(a.getAttribute('target')).toBe('_self');
    expect(a.hasAttribute('autoAddBaseUrl')).toBe(false);
  });

  it('gives the base once, and leaves any other link alone', () => {
    expect(pathnameProtocolUrl('pathname:///base/x.html', '/base/')).toBe('/base/x.html');
    expect(pathnameProtocolUrl('pathname://x.html', '/base/')).toBe('x.html');
    expect(pathnameProtocolUrl('/docs/intro', '/base/')).toBeUndefined();
  });
});
