import { describe, expect, it } from 'vitest';
import { siteUrlProblem, withoutTrailingSlash } from '../../../src/shared/siteUrl.js';

// Docusaurus 3.6-3.10's SiteUrlSchema: `new URL(url)` must parse and its pathname be `/`.
describe('the site url rule (Docusaurus 3)', () => {
  it('accepts what the URL parser reads as an origin, written as the author wrote it', () => {
    for (const url of [
      'https://docs.example.com',
      'https://docs.example.com/',
      'http://localhost:3000',
      // One slash: the parser reads https://typo.example/ (a real site's config has this).
      'https:/typo.example',
      'HTTPS://Upper.Example',
    ])
      expect(siteUrlProblem(url), url).toBeUndefined();
  });

  it('rejects a text that is no URL, and a URL with a sub-path', () => {
    expect(siteUrlProblem('docs.example.com')?.message).toMatch(
      /is "docs.example.com", which is not a URL/,
    );
    expect(siteUrlProblem('https://example.com/docs')).toEqual({
      message: 'must be an origin, without a sub-path like "/docs"',
      hint: 'put the path in "baseUrl" instead',
    });
  });

  it('drops one trailing slash, as removeTrailingSlash does', () => {
    expect(withoutTrailingSlash('https://a.example/')).toBe('https://a.example');
    expect(withoutTrailingSlash('https:/a.example')).toBe('https:/a.example');
  });
});
