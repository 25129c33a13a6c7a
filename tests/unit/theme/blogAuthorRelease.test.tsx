// The blog's author header follows the Docusaurus release the site depends on: theme-classic
// 3.9.0's Blog/Components/Author marks the name `translate="no"` and its Socials know `email`
// ("Email", an "at" sign), as 3.10's do; 3.8.1's do neither. Both link the name to the author's page, URL, else e-mail address.
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
  it('3.9 and later: the name is not for translation; the email social is "Email", an at sign', () => {
    for (const version of ['3.9.0', '3.9.2', '3.10.0']) {
      const host = render(version);
      const name = host.querySelector('.avatar__name .blog-author__name')!;
      expect(name.textContent).toBe('Ada Lovelace');
      expect(name.getAttribute('translate')).toBe('no');
      const socials = [...host.querySelectorAll('.blog-author__socials a')];
      expect(socials.map((a) => a.getAttribute('title'))).toEqual(['GitHub', 'Email']);
      expect(socials[1]!.getAttribute('href')).toBe('mailto:ada@example.com');
      // theme-classic's Icon/Socials/Email: its visible paths (the at sign's ring and tail).
      const paths = [...socials[1]!.querySelectorAll('path')].map((p) => p.getAttribute('d'));
      expect(paths.slice(1)).toEqual([
        'M7.2 12a4.8 4.8 0 1 0 9.6 0 4.8 4.8 0 1 0-9.6 0',
        'M16.8 12v1.8a3 3 0 0 0 6 0V12a10.8 10.8 0 1 0-6.6 9.936',
      ]);
      cleanup();
    }
  });

  it('3.8 (and a site of ours): no translate attribute, `email` is an unknown platform', () => {
    for (const version of ['3.8.1', undefined]) {
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

  it('3.9 and later: blue on a light page, white on a dark one, as theme-classic 3.9 fills it', () => {
    for (const version of ['3.9.0', '3.10.2']) {
      const svg = linkedIn(version);
      expect(svg.getAttribute('class')).toContain('linkedinSvg_dv');
      expect(svg.getAttribute('style')).toMatch(/--dark:\s*#0a66c2;\s*--light:\s*#ffffffe6/);
      expect(svg.querySelector('path')!.hasAttribute('fill')).toBe(false);
      cleanup();
    }
    expect(css).toMatch(
      /\[data-theme='dark'\] :is\(\.linkedinSvg_dv, \.blueskySvg_dv\) \{\s*fill: var\(--light\);/,
    );
    expect(css).toMatch(
      /\[data-theme='light'\] :is\(\.linkedinSvg_dv, \.blueskySvg_dv\) \{\s*fill: var\(--dark\);/,
    );
  });

  it('3.8 and a site of ours: LinkedIn blue in both modes', () => {
    for (const version of ['3.8.1', undefined]) {
      const svg = linkedIn(version);
      expect(svg.getAttribute('class') ?? '').not.toContain('linkedinSvg');
      expect(svg.querySelector('path')!.getAttribute('fill')).toBe('#0A66C2');
      cleanup();
    }
  });
});
