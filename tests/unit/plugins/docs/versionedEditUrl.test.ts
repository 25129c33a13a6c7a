// "Edit this page" on versioned docs, as Docusaurus computes it per version: an editUrl function gets
// the doc's version and its version's folder (React Native's gives a release's docs two buttons, its
// footer reading the JSON its function returns); a string editUrl points at the version's folder,
// or with `editCurrentVersion` at the current version's.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocusaurusDocsOptions } from '../../../../plugins/config/docusaurus/types.js';
import { docSetSpecs, instanceFromDocusaurus } from '../../../../plugins/docs/instances.js';
import { loadDocSet } from '../../../../plugins/docs/loadDocSets.js';
import { docsOptions as baseDocsOptions } from './docsOptions.js';

function versionedSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'versioned-edit-'));
  mkdirSync(join(dir, 'docs'));
  mkdirSync(join(dir, 'versioned_docs', 'version-1.0'), { recursive: true });
  writeFileSync(join(dir, 'versions.json'), '["1.0"]');
  writeFileSync(join(dir, 'docs', 'intro.md'), '# Intro\n');
  writeFileSync(join(dir, 'versioned_docs', 'version-1.0', 'intro.md'), '# Intro\n');
  return dir;
}

const docsOptions = (o: Partial<DocusaurusDocsOptions>) =>
  baseDocsOptions({ sidebarPath: false, ...o });

/** Each version's name → its intro doc's edit URL. */
async function editUrls(siteDir: string, options: DocusaurusDocsOptions) {
  const urls: Record<string, string | undefined> = {};
  for (const spec of docSetSpecs(siteDir, [instanceFromDocusaurus(options)])) {
    const set = await loadDocSet({
      siteDir,
      production: false,
      spec,
      sidebars: { config: false },
    });
    urls[spec.version.name] = set.docs.find((d) => d.id === 'intro')?.editUrl;
  }
  return urls;
}

describe('edit URLs of versioned docs', () => {
  it("give an editUrl function each doc's version and its version's folder", async () => {
    const editUrl = (p: { version: string; versionDocsDirPath: string; docPath: string }) =>
      `https://git.example/${p.versionDocsDirPath}/${p.docPath}#${p.version}`;
    expect(await editUrls(versionedSite(), docsOptions({ editUrl }))).toEqual({
      current: 'https://git.example/docs/intro.md#current',
      '1.0': 'https://git.example/versioned_docs/version-1.0/intro.md#1.0',
    });
  });

  it("point a string editUrl at the version's folder, or the current one with editCurrentVersion", async () => {
    const site = versionedSite();
    const editUrl = 'https://git.example/edit/main';
    expect(await editUrls(site, docsOptions({ editUrl }))).toEqual({
      current: 'https://git.example/edit/main/docs/intro.md',
      '1.0': 'https://git.example/edit/main/versioned_docs/version-1.0/intro.md',
    });
    const current = docsOptions({ editUrl, other: { editCurrentVersion: true } });
    expect(await editUrls(site, current)).toEqual({
      current: 'https://git.example/edit/main/docs/intro.md',
      '1.0': 'https://git.example/edit/main/docs/intro.md',
    });
  });

  it('point a string editUrl at the translated file with editLocalizedFiles, in a locale', async () => {
    // Feature-Sliced Design's docs: editLocalizedFiles, translations in i18n/ru/…/current.
    const site = versionedSite();
    const ru = join(site, 'i18n', 'ru');
    mkdirSync(join(ru, 'docusaurus-plugin-content-docs', 'current'), { recursive: true });
    writeFileSync(join(ru, 'docusaurus-plugin-content-docs', 'current', 'intro.md'), '# Введение\n');
    const editUrl = 'https://git.example/edit/main';
    const urls = async (options: DocusaurusDocsOptions) => {
      const out: Record<string, string | undefined> = {};
      for (const spec of docSetSpecs(site, [instanceFromDocusaurus(options)])) {
        const set = await loadDocSet({
          siteDir: site,
          production: false,
          spec,
          sidebars: { config: false },
          localizationDir: ru,
        });
        out[spec.version.name] = set.docs.find((d) => d.id === 'intro')?.editUrl;
      }
      return out;
    };
    // The current version is translated, 1.0 is not (its doc is the source's).
    expect(await urls(docsOptions({ editUrl, other: { editLocalizedFiles: true } }))).toEqual({
      current: 'https://git.example/edit/main/i18n/ru/docusaurus-plugin-content-docs/current/intro.md',
      '1.0': 'https://git.example/edit/main/versioned_docs/version-1.0/intro.md',
    });
    expect(await urls(docsOptions({ editUrl }))).toEqual({
      current: 'https://git.example/edit/main/docs/intro.md',
      '1.0': 'https://git.example/edit/main/versioned_docs/version-1.0/intro.md',
    });
  });
});
