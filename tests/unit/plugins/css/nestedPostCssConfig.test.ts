// A PostCSS config below the site's folder (tests/fixtures/sites/postcss-nested-config): Docusaurus
// 3.8.1 applied src/legacy/postcss.config.js to src/legacy/box.css only (postcss-loader reads the
// config nearest to each stylesheet: `color: marker` came out as `color:#010203`). One PostCSS
// config applies to every stylesheet here, so the build fails at that file instead of dropping it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { fixtureCopy } from '../../fixtureSite.js';

const siteDir = fixtureCopy('postcss-nested-config', { under: 'os' });

describe('a PostCSS config below the site', () => {
  it('fails the build at that file, naming the stylesheet it applies to', async () => {
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({
      file: join(siteDir, 'src/legacy/postcss.config.js'),
      line: 1,
      column: 1,
      severity: 'error',
    });
    expect(d!.message).toContain('applies to src/legacy/box.css in Docusaurus');
    expect(d!.hint).toMatch(/move its plugins/);
  }, 180_000);
});
