// On a Docusaurus site (this suite: `__DOCS_DOCUSAURUS_METADATA__` is true in vite.config.ts's
// unit-dom project) the theme's icons are Docusaurus's drawings, so its navbar switch, "Edit this
// page" pencil, code block buttons and sidebar arrow look as they do under Docusaurus. The
// expected values are the SHA-256 (first 16 hex digits) of the `d` attributes of each icon of
// @docusaurus/theme-classic, joined with `|`, the same in 3.5.2, 3.7.0, 3.8.1, 3.9.2 and 3.10.2
// (the external-link arrow: its symbol in lib/inlineSvgSprites.js from 3.8 on), and the marks of an
// author's social links that are not simple-icons' (LinkedIn, Twitter; Email from 3.9). The globe
// of Socials/Default is its release's: 3.5.2-3.8.1 one drawing, 3.9.0-3.10.2 another. Tabler's
// invisible `M0 0h24v24H0z` path is left out of each drawing.
import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Arrow from '../../../src/theme/classic/Icon/Arrow.js';
import Close from '../../../src/theme/classic/Icon/Close.js';
import Copy from '../../../src/theme/classic/Icon/Copy.js';
import DarkMode from '../../../src/theme/classic/Icon/DarkMode.js';
import Edit from '../../../src/theme/classic/Icon/Edit.js';
import Home from '../../../src/theme/classic/Icon/Home.js';
import Language from '../../../src/theme/classic/Icon/Language.js';
import LightMode from '../../../src/theme/classic/Icon/LightMode.js';
import Menu from '../../../src/theme/classic/Icon/Menu.js';
import Success from '../../../src/theme/classic/Icon/Success.js';
import SystemColorMode from '../../../src/theme/classic/Icon/SystemColorMode.js';
import WordWrap from '../../../src/theme/classic/Icon/WordWrap.js';
import DefaultSocial from '../../../src/theme/classic/Icon/Socials/Default.js';
import EmailSocial from '../../../src/theme/classic/Icon/Socials/Email.js';
import LinkedInSocial from '../../../src/theme/classic/Icon/Socials/LinkedIn.js';
import TwitterSocial from '../../../src/theme/classic/Icon/Socials/Twitter.js';
import { siteData } from 'virtual:docs/site-config';
import { SVG_SPRITES_HTML } from '../../../src/shared/svgSprites.js';

const DOCUSAURUS: [string, ComponentType, string][] = [
  ['Arrow', Arrow, '9c769b93f5212c7b'],
  ['Close', Close, 'cb98a82c997a04b5'],
  ['Copy', Copy, '892ec13b324a74af'],
  ['DarkMode', DarkMode, '1101f1b7498161ab'],
  ['Edit', Edit, 'b748f68b1abe3dd1'],
  ['Home', Home, '73f723c2572070dd'],
  ['Language', Language, 'db01b00a4c826b0f'],
  ['LightMode', LightMode, '6b9d972f60896d86'],
  ['Menu', Menu, '611eb32f62c5d959'],
  ['Success', Success, '265f04b8a6178841'],
  ['SystemColorMode', SystemColorMode, '66a27ded02cb0fb5'],
  ['WordWrap', WordWrap, 'c336b6b8ffd245d4'],
  ['Socials/LinkedIn', LinkedInSocial, '404adab3cfafd90f'],
  ['Socials/Twitter', TwitterSocial, '5336c9ce5b5c69b5'],
  ['Socials/Email', EmailSocial, '5136d65115f40f2b'],
];

const drawing = (html: string) =>
  createHash('sha256')
    .update(
      [...html.matchAll(/ d="([^"]*)"/g)]
        .map((m) => m[1])
        .filter((d) => d !== 'M0 0h24v24H0z')
        .join('|'),
    )
    .digest('hex')
    .slice(0, 16);

describe("a Docusaurus site's icons", () => {
  it.each(DOCUSAURUS)('%s is drawn as Docusaurus draws it', (_, Icon, expected) => {
    expect(drawing(renderToStaticMarkup(<Icon />))).toBe(expected);
  });

  it("an author's link to a platform without a mark of its own: its release's globe", () => {
    const data = siteData as { docusaurusVersion?: string };
    const globe = (version: string) => {
      data.docusaurusVersion = version;
      return drawing(renderToStaticMarkup(<DefaultSocial />));
    };
    try {
      expect(['3.5.2', '3.8.1', '3.9.0', '3.10.2'].map(globe)).toEqual([
        '1657ef388101a9d6',
        '1657ef388101a9d6',
        '9482d4e97f405736',
        '9482d4e97f405736',
      ]);
    } finally {
      delete data.docusaurusVersion;
    }
  });

  it("the external-link arrow's symbol is Docusaurus's", () => {
    expect(drawing(SVG_SPRITES_HTML)).toBe('6c81bf8c9ae9718f');
  });

  it("Edit's pencil keeps Docusaurus's 40-unit box", () => {
    expect(renderToStaticMarkup(<Edit />)).toContain('viewBox="0 0 40 40"');
  });
});
