// An author's social links are drawn with the platforms' own logos, as Docusaurus draws them: the
// path simple-icons publishes for each brand, in the brand's colour (black on light and white on
// dark for GitHub, X, Threads and Instagram); LinkedIn and Twitter, whose logos simple-icons does
// not publish, with the logos Docusaurus draws (256-unit boxes); an unknown platform as a globe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AuthorSocials from '../../../src/theme/classic/Blog/Components/Author/Socials.js';
import { brandPath } from '../../../src/theme/brandMark.js';
import { renderAt } from './render.js';

const require = createRequire(import.meta.url);
const logo = (name: string) =>
  brandPath(readFileSync(require.resolve(`simple-icons/icons/${name}.svg`), 'utf8'));

afterEach(cleanup);

describe("an author's social icons", () => {
  const author = {
    key: 'ada',
    name: 'Ada',
    socials: {
      github: 'https://github.com/ada',
      x: 'https://x.com/ada',
      bluesky: 'https://bsky.app/profile/ada',
      youtube: 'https://youtube.com/@ada',
      linkedin: 'https://www.linkedin.com/in/ada',
      homepage: 'https://ada.example.com',
    },
  };
  const icons = (): Record<string, SVGSVGElement> => {
    const { container } = renderAt(<AuthorSocials author={author} />);
    return Object.fromEntries(
      [...container.querySelectorAll('a')].map((a) => [
        a.getAttribute('title') ?? '',
        a.querySelector('svg')!,
      ]),
    );
  };

  it("draws each known brand with its own logo's path and colour", () => {
    const svg = icons();
    expect(svg.GitHub!.querySelector('path')!.getAttribute('d')).toBe(logo('github'));
    expect(svg.GitHub!.getAttribute('class')).toContain('brand-mark--adaptive');
    expect(svg.X!.querySelector('path')!.getAttribute('d')).toBe(logo('x'));
    expect(svg.Bluesky!.getAttribute('fill')).toBe('#1185FE');
    expect(svg.Bluesky!.querySelector('path')!.getAttribute('d')).toBe(logo('bluesky'));
    expect(svg.YouTube!.getAttribute('fill')).toBe('#FF0000');
    // The icon keeps the class Socials gives it.
    expect(svg.GitHub!.getAttribute('class')).toContain('blog-author__social-icon');
  });

  it('draws LinkedIn as its logo on its blue, and an unknown platform as a globe', () => {
    const svg = icons();
    expect(svg.LinkedIn!.getAttribute('viewBox')).toBe('0 0 256 256');
    expect(svg.LinkedIn!.querySelector('path')!.getAttribute('fill')).toBe('#0A66C2');
    expect(svg.LinkedIn!.textContent).toBe('');
    const other = Object.entries(svg).find(
      ([title]) => !/GitHub|X|Bluesky|YouTube|LinkedIn/.test(title ?? ''),
    );
    // This suite is a Docusaurus site: Docusaurus's globe, an outline and four strokes.
    expect(other?.[1].querySelectorAll('path')).toHaveLength(5);
    expect(other?.[1].getAttribute('stroke')).toBe('currentColor');
  });

  it('finds no path in an SVG without one', () => {
    expect(() => brandPath('<svg viewBox="0 0 24 24"></svg>')).toThrow(/no <path/);
  });
});
