// Test projects (vitest). The site itself is built by the CLI (scripts/cli.ts), which creates its
// Vite configuration from plugins/viteConfig.ts for whichever site folder it is given.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          include: [
            'tests/unit/plugins/**/*.test.ts',
            'tests/unit/shared/**/*.test.ts',
            'tests/unit/scripts/**/*.test.ts',
            'tests/unit/pages/**/*.test.ts',
            'tests/content/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          // Fixture sites are built in beforeAll hooks: seconds alone, more on a busy machine.
          hookTimeout: 120_000,
        },
      },
      {
        // The theme's virtual modules, as small fixtures (tests/unit/theme), with every optional
        // part of the theme on (plugins/siteFeatures.ts).
        define: {
          __DOCS_HAS_VERSIONS__: 'true',
          __DOCS_HAS_FOOTER__: 'true',
          __DOCS_HAS_FOOTER_LINKS__: 'true',
          __DOCS_HAS_CLIENT_MODULES__: 'true',
          __DOCS_HIDEABLE_SIDEBAR__: 'true',
          __DOCS_BACK_TO_TOP_BUTTON__: 'true',
          __DOCS_HIDE_ON_SCROLL__: 'true',
          __DOCS_SHARED_LOCALES__: 'false',
          __DOCS_CONTENT_IN_TREE__: 'false',
          __DOCS_NAVBAR_DROPDOWNS__: 'true',
          __DOCS_VERSION_DOCS__: 'true',
          __DOCS_ROUTER_PROPS__: 'true',
          __DOCS_DOCUSAURUS_METADATA__: 'true',
          __DOCS_SEARCH_BAR_OVERRIDE__: 'false',
          __DOCS_PRISM_CODE__: 'false',
          __DOCS_TWO_STATE_COLOR_TOGGLE__: 'false',
        },
        resolve: {
          alias: {
            'virtual:docs/site-config': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/siteConfig.ts', import.meta.url),
            ),
            'virtual:docs/code-highlight': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/codeHighlight.ts', import.meta.url),
            ),
            'virtual:docs/routes': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/routes.ts', import.meta.url),
            ),
            'virtual:docs/global-data-builtin': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/globalDataBuiltin.ts', import.meta.url),
            ),
            'virtual:docs/global-data': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/globalData.ts', import.meta.url),
            ),
            'virtual:docs/version-docs': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/versionDocs.ts', import.meta.url),
            ),
            'virtual:docs/content-components': fileURLToPath(
              new URL('./tests/unit/theme/fixtures/contentComponents.ts', import.meta.url),
            ),
          },
        },
        test: {
          name: 'unit-dom',
          include: ['tests/unit/client/**/*.test.{ts,tsx}', 'tests/unit/theme/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
