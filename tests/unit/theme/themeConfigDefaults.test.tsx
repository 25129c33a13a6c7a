// The classic theme's defaults in `useThemeConfig()`: an ejected component reads
// `themeConfig.blog.sidebar.groupByYear` and `themeConfig.metadata` whether or not the site's config
// sets them, as Docusaurus's validateThemeConfig fills them in (typescript-eslint's swizzled
// BlogSidebar/Content stopped its blog pages' pre-render on `blog` being undefined).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useThemeConfig } from '../../../src/theme/docusaurus/themeCommon.js';
import { withClassicThemeDefaults } from '../../../src/theme/docusaurus/themeConfigDefaults.js';

afterEach(cleanup);

/** Reads the config as an ejected blog sidebar does: no optional chaining. */
function EjectedReader() {
  const config = useThemeConfig() as {
    blog: { sidebar: { groupByYear: boolean } };
    metadata: unknown[];
  };
  return (
    <p>
      {String(config.blog.sidebar.groupByYear)} {config.metadata.length}
    </p>
  );
}

describe("the classic theme's themeConfig defaults", () => {
  it('gives a site without `blog` or `metadata` in its config the defaults', () => {
    const { container } = render(<EjectedReader />);
    expect(container.textContent).toBe('true 0');
  });

  it("keeps what the site's config sets", () => {
    const meta = [{ name: 'keywords', content: 'lint' }];
    expect(
      withClassicThemeDefaults({
        blog: { sidebar: { groupByYear: false }, other: 1 },
        metadata: meta,
        algolia: { appId: 'x' },
      }),
    ).toEqual({
      blog: { sidebar: { groupByYear: false }, other: 1 },
      metadata: meta,
      algolia: { appId: 'x' },
    });
  });

  it('fills groupByYear under a `blog.sidebar` the site gives without it', () => {
    expect(withClassicThemeDefaults({ blog: { sidebar: {} } }).blog).toEqual({
      sidebar: { groupByYear: true },
    });
  });
});
