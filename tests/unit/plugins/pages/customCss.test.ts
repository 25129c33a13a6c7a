import { describe, expect, it } from 'vitest';
import { customCssModuleSource } from '../../../../plugins/pages/customCss.js';

describe('customCssModuleSource', () => {
  it('imports each stylesheet from the site folder, in order', () => {
    expect(customCssModuleSource('/s', ['./src/css/custom.css', 'src/css/more.css'])).toBe(
      'import "/s/src/css/custom.css";\nimport "/s/src/css/more.css";\n',
    );
  });
  it('is an empty module without customCss', () => {
    expect(customCssModuleSource('/s', undefined)).toBe('export {};\n');
    expect(customCssModuleSource('/s', [])).toBe('export {};\n');
  });
});
