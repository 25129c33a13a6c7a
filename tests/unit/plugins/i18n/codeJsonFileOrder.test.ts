// The order of a site's own keys in code.json follows the order Docusaurus's glob walks src/: level
// by level (a folder's files before the files of its subfolders), names in order within a folder.
// Recorded from Docusaurus 3.8.1's write-translations on a site laid out so (same on three runs):
// about.title about.body home.title Zeta tooltip Zeta without id zeta.b zeta.a alpha.card.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  extractSiteCodeTranslations,
  translatableSourceFiles,
} from '../../../../plugins/i18n/extractCodeTranslations.js';

const src = join(mkdtempSync(join(tmpdir(), 'code-json-order-')), 'src');
afterAll(() => rmSync(join(src, '..'), { recursive: true, force: true }));

function write(file: string, body: string) {
  mkdirSync(join(src, file, '..'), { recursive: true });
  writeFileSync(
    join(src, file),
    `import Translate, { translate } from '@docusaurus/Translate';\nexport default function X() {\n  return ${body};\n}\n`,
  );
}

describe("code.json's order of the site's keys", () => {
  it("lists a folder's files before its subfolders' files, as Docusaurus's glob walks src/", () => {
    write(
      'components/Zeta/index.js',
      `<p title={translate({ message: 'Zeta tooltip' })}><Translate>Zeta without id</Translate><Translate id="zeta.b">B</Translate><Translate id="zeta.a">A</Translate></p>`,
    );
    write('components/alpha/Card.jsx', `<Translate id="alpha.card">Card</Translate>`);
    write(
      'pages/about.js',
      `<div title={translate({ id: 'about.title', message: 'About' })}><Translate id="about.body">Body</Translate></div>`,
    );
    write('pages/index.js', `<h1>{translate({ id: 'home.title', message: 'Home' })}</h1>`);
    expect(translatableSourceFiles(src).map((f) => f.slice(src.length + 1))).toEqual([
      'pages/about.js',
      'pages/index.js',
      'components/Zeta/index.js',
      'components/alpha/Card.jsx',
    ]);
    expect(Object.keys(extractSiteCodeTranslations([src]).translations)).toEqual([
      'about.title',
      'about.body',
      'home.title',
      'Zeta tooltip',
      'Zeta without id',
      'zeta.b',
      'zeta.a',
      'alpha.card',
    ]);
  });
});
