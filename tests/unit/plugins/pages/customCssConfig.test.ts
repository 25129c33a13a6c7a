import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { BuildError } from '../../../../plugins/diagnostics.js';

const source = `export default {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { theme: { customCss: ['./src/css/a.css', './src/css/gone.css'] } }]],
};
`;
const config = {
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  presets: [['classic', { theme: { customCss: ['./src/css/a.css', './src/css/gone.css'] } }]],
};

describe('customCss in a Docusaurus config', () => {
  it('keeps every stylesheet, in order, and warns about none of them', () => {
    const mapped = mapDocusaurusConfig(config, { configFile: '/s/docusaurus.config.js', source });
    expect(mapped.docusaurus.customCss).toEqual(['./src/css/a.css', './src/css/gone.css']);
    expect(mapped.warnings.map((w) => w.message).join()).not.toMatch(/customCss/);
  });

  it('fails at its line for a stylesheet that does not exist', () => {
    let error: unknown;
    try {
      mapDocusaurusConfig(config, {
        configFile: '/s/docusaurus.config.js',
        source,
        exists: (f) => !f.includes('gone'),
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({
        file: '/s/docusaurus.config.js',
        line: 3,
        message: expect.stringContaining('"./src/css/gone.css", which does not exist'),
      }),
    ]);
  });
});
