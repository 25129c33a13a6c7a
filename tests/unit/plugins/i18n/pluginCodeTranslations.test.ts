// A theme's default strings (getDefaultCodeTranslationMessages) reach `<Translate>` in a build, as
// Docusaurus merges them: every plugin's defaults (a later plugin over an earlier one), over the
// generator's theme strings, under the site's i18n/<locale>/code.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyPluginCodeTranslations,
  pluginDefaultCodeTranslations,
} from '../../../../plugins/i18n/pluginCodeTranslations.js';
import type { LoadedPlugin } from '../../../../plugins/lifecycle/run.js';
import type { LocaleContext } from '../../../../plugins/i18n/localeContext.js';
import { BuildError } from '../../../../plugins/diagnostics.js';

const plugin = (name: string, messages?: () => unknown): LoadedPlugin =>
  ({
    name,
    id: 'default',
    label: name,
    entryPath: `/site/plugins/${name}.js`,
    options: {},
    kind: 'theme',
    path: '/site/plugins',
    instance: { name, ...(messages ? { getDefaultCodeTranslationMessages: messages } : {}) },
  }) as unknown as LoadedPlugin;

describe('getDefaultCodeTranslationMessages', () => {
  it("merges every plugin's messages in order, async ones too", async () => {
    const merged = await pluginDefaultCodeTranslations([
      plugin('search', () => ({ 'search.placeholder': 'Suchen', 'search.empty': 'Nichts' })),
      plugin('plain'),
      plugin('later', async () => ({ 'search.empty': 'Keine Treffer' })),
    ]);
    expect(merged).toEqual({ 'search.placeholder': 'Suchen', 'search.empty': 'Keine Treffer' });
  });

  it('puts them over the theme strings and under the site code.json', async () => {
    const localizationDir = mkdtempSync(join(tmpdir(), 'code-json-'));
    writeFileSync(
      join(localizationDir, 'code.json'),
      JSON.stringify({ 'search.empty': { message: 'Rien (site)' } }),
    );
    const siteConfig = {
      i18n: {
        translations: {
          'theme.common.skipToMainContent': 'Aller au contenu',
          'search.placeholder': 'Chercher (thème)',
          'search.empty': 'Rien (site)',
        },
      },
    };
    await applyPluginCodeTranslations(siteConfig, { localizationDir } as LocaleContext, [
      plugin('search', () => ({ 'search.placeholder': 'Rechercher', 'search.empty': 'Aucun' })),
    ]);
    expect(siteConfig.i18n.translations).toEqual({
      'theme.common.skipToMainContent': 'Aller au contenu',
      'search.placeholder': 'Rechercher',
      'search.empty': 'Rien (site)',
    });
  });

  it('stops the build, naming the plugin, when the messages are no object or the method throws', async () => {
    const wrong = await pluginDefaultCodeTranslations([plugin('bad', () => ['x'])]).catch(
      (e: unknown) => e,
    );
    expect(wrong).toBeInstanceOf(BuildError);
    expect((wrong as BuildError).diagnostics[0]!.message).toBe(
      'plugin "bad" getDefaultCodeTranslationMessages: returned an array, not an object of messages',
    );
    const thrown = await pluginDefaultCodeTranslations([
      plugin('thrower', () => {
        throw new Error('no locale data');
      }),
    ]).catch((e: unknown) => e);
    expect((thrown as BuildError).diagnostics[0]!.message).toBe(
      'plugin "thrower" failed in getDefaultCodeTranslationMessages: no locale data',
    );
  });
});
