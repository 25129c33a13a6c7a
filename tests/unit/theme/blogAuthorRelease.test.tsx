// The blog's author header follows the Docusaurus release the site depends on: theme-classic
// 3.10.0's Blog/Components/Author marks the name `translate="no"` and its Socials know `email`
// ("Email"); 3.8.1's do neither. Both link the name to the author's page, URL, else e-mail address.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import BlogAuthor from '../../../src/theme/classic/Blog/Components/Author.js';
import { renderAt } from './render.js';
import { readFileSync } from 'node:fs';

const data = siteData as { docusaurusVersion?: string };
const AUTHOR = {
  key: 'ada',
  name: 'Ada Lovelace',
  title: 'Analyst',
  email: 'ada@example.com',
  imageURL: '/img/ada.png',
  socials: { github: 'https://github.com/ada', email: 'mailto:ada@example.com' },
};
const render = (version?: string) => {
  if (version) data.docusaurusVersion = version;
  else delete data.docusaurusVersion;
  const { container } = renderAt(<BlogAuthor author={AUTHOR} />);
  return container;
};
afterEach(() => {
  delete data.docusaurusVersion;
  cleanup();
});

describe('the blog author header by Docusaurus release', () => {
  it('3.10: the name is not for translation; the email social is titled "Email"', () => {
    const host = render('3.10.0');
    const name = host.querySelector('.avatar__name .blog-author__name')!;
    expect(name.textContent).toBe('Ada Lovelace');
    expect(name.getAttribute('translate')).toBe('no');
    const socials = [...host.querySelectorAll('.blog-author__socials a')];
    expect(socials.map((a) => a.getAttribute('title'))).toEqual(['GitHub', 'Email']);
    expect(socials[1]!.getAttribute('href')).toBe('mailto:ada@example.com');
  });

  it('3.8 (and a site of ours): no translate attribute, `email` is an unknown platform', () => {
    for (const version of ['3.8.1', '3.9.2', undefined]) {
      const host = render(version);
      expect(host.querySelector('.blog-author__name')!.hasAttribute('translate')).toBe(false);
      const titles = [...host.querySelectorAll('.blog-author__socials a')].map((a) =>
        a.getAttribute('title'),
      );
      expect(titles).toEqual(['GitHub', 'email']);
    }
  });

  it('both: the name and picture link to the e-mail address without a page or URL', () => {
    const host = render('3.8.1');
    const links = [...host.querySelectorAll('.avatar__photo-link, .avatar__name a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'mailto:ada@example.com',
      'mailto:ada@example.com',
    ]);
    expect(host.querySelector('small.blog-author__title')!.getAttribute('title')).toBe('Analyst');
    expect(host.querySelector('img.avatar__photo')!.getAttribute('alt')).toBe('Ada Lovelace');
  });
});

describe("an author's LinkedIn mark by Docusaurus release", () => {
  const linkedIn = (version?: string) => {
    if (version) data.docusaurusVersion = version;
    else delete data.docusaurusVersion;
    const { container } = renderAt(
      <BlogAuthor author={{ ...AUTHOR, socials: { linkedin: 'https://linkedin.com/in/ada' } }} />,
    );
    return container.querySelector('.blog-author__socials a svg')!;
  };
  // The tests run from the repository's folder (jsdom has no file URL for import.meta.url).
  const css = readFileSync('src/theme/classicLook.css', 'utf8');

  it('3.10: white in dark mode, as theme-classic 3.10 fills it', () => {
    expect(linkedIn('3.10.2').getAttribute('class')).toContain('linkedin-glyph--by-mode');
    expect(css).toMatch(
      /\[data-theme='dark'\] \.linkedin-glyph--by-mode rect \{\s*fill: #ffffffe6;/,
    );
  });

  it('3.8, 3.9 and a site of ours: LinkedIn blue in both modes', () => {
    for (const version of ['3.8.1', '3.9.2', undefined])
      expect(linkedIn(version).getAttribute('class') ?? '').not.toContain('linkedin-glyph');
  });
});
