// A site's Sass older than 1.70 has no initAsyncCompiler (what Vite 8 calls): its stylesheets are
// compiled with the API that version has. The packages here are small stand-ins of Sass with the
// API surface of each version range; a real Sass 1.69.7 built a site with a `.scss` custom CSS
// and a `.module.scss` page module when this was written.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLegacySass, legacySassOf } from '../../../../plugins/css/legacySass.js';

/** A site with a `sass` package of this version and API (its entry, not its package.json, exported). */
function siteWithSass(version: string, api: string, extra: Record<string, string> = {}): string {
  const site = mkdtempSync(join(tmpdir(), 'legacy-sass-'));
  const files: Record<string, string> = {
    'node_modules/sass/package.json': JSON.stringify({
      name: 'sass',
      version,
      exports: { '.': './sass.node.js' },
    }),
    'node_modules/sass/sass.node.js': api,
    'src/css/custom.scss': '$brand: teal;\n.a { color: $brand; }\n',
    ...extra,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(site, name, '..'), { recursive: true });
    writeFileSync(join(site, name), content);
  }
  return site;
}

// Each stand-in substitutes `$name: value;` variables, enough to tell the API that ran.
const substitute = `function compile(text) {
  const vars = {};
  return text.replace(/\\$(\\w+):\\s*([^;]+);\\n?/g, (_, n, v) => { vars[n] = v; return ''; })
    .replace(/\\$(\\w+)/g, (_, n) => vars[n]);
}
const { readFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');`;
const MODERN = `${substitute}
exports.compileAsync = async (file, options) => ({
  css: compile(readFileSync(file, 'utf8')) + '/* compileAsync ' + options.style + ' */',
  loadedUrls: [pathToFileURL(file)],
});
exports.render = () => { throw new Error('legacy API called'); };`;
const LEGACY = `${substitute}
exports.render = (options, done) =>
  done(null, { css: Buffer.from(compile(readFileSync(options.file, 'utf8')) + '/* render */'), stats: { includedFiles: [options.file] } });`;

describe('Sass older than 1.70', () => {
  it('is picked by the installed version: 1.69 and older, not 1.70 or sass-embedded', () => {
    expect(legacySassOf(siteWithSass('1.69.7', MODERN))).toMatch(/sass\.node\.js$/);
    expect(legacySassOf(siteWithSass('1.32.13', LEGACY))).toMatch(/sass\.node\.js$/);
    expect(legacySassOf(siteWithSass('1.70.0', MODERN))).toBeUndefined();
    expect(legacySassOf(siteWithSass('1.93.2', MODERN))).toBeUndefined();
    const embedded = siteWithSass('1.62.0', MODERN, {
      'node_modules/sass-embedded/package.json': JSON.stringify({
        name: 'sass-embedded',
        main: 'index.js',
      }),
      'node_modules/sass-embedded/index.js': 'module.exports = {};',
    });
    expect(legacySassOf(embedded)).toBeUndefined();
    expect(legacySassOf(mkdtempSync(join(tmpdir(), 'no-sass-')))).toBeUndefined();
  });

  it('compiles with compileAsync where the version has it (1.45 to 1.69)', async () => {
    const site = siteWithSass('1.62.1', MODERN);
    const file = join(site, 'src/css/custom.scss');
    const { css, files } = await compileLegacySass(legacySassOf(site)!, file, site);
    expect(css).toBe('.a { color: teal; }\n/* compileAsync expanded */');
    expect(files).toEqual([file]);
  });

  it('compiles with the legacy render API in older versions', async () => {
    const site = siteWithSass('1.32.13', LEGACY);
    const file = join(site, 'src/css/custom.scss');
    const { css, files } = await compileLegacySass(legacySassOf(site)!, file, site);
    expect(css).toBe('.a { color: teal; }\n/* render */');
    expect(files).toEqual([file]);
  });
});
