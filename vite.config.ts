// Test projects (vitest). The site itself is built by the CLI (scripts/cli.ts), which creates its
// Vite configuration from plugins/viteConfig.ts for whichever site folder it is given.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const UNIT_NODE_FOLDERS = [
  'tests/unit/plugins',
  'tests/unit/shared',
  'tests/unit/scripts',
  'tests/unit/pages',
  'tests/content',
];

/**
 * What marks a unit-node test file that needs a module graph of its own (the project
 * `unit-node-isolated`). The other unit-node files share one (`isolate: false`: the generator is
 * imported once per worker, not once per file), and what one file leaves in it reaches the files
 * after it:
 * - a file that replaces a module (`vi.mock`, `vi.doMock`): the replacement would stay for the
 *   files after it, and would not reach modules an earlier file had loaded;
 * - a file that renders React in the test process (react-dom/server, the renderDoc helper): a
 *   process keeps the React build (development or production) that NODE_ENV chose when React was
 *   first loaded, and a build sets NODE_ENV to production (buildSite.ts), so after another file's
 *   build the test's React and react-dom/server would be different builds.
 */
const OWN_MODULE_GRAPH = [/\bvi\.(mock|doMock)\(/, /from 'react-dom\/server'|\/renderDoc\.js'/];

/** Files that check that Node's async hooks are off in the whole process, which an earlier file may have turned on. */
const OWN_PROCESS = [
  'tests/unit/plugins/asyncScope.test.ts',
  'tests/unit/plugins/folderListing.test.ts',
];

function isolatedTestFiles(): string[] {
  return UNIT_NODE_FOLDERS.flatMap((folder) =>
    readdirSync(fileURLToPath(new URL(folder, import.meta.url)), { recursive: true })
      .map((file) => `${folder}/${String(file)}`)
      .filter((file) => {
        if (!file.endsWith('.test.ts')) return false;
        if (OWN_PROCESS.includes(file)) return true;
        const text = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
        return OWN_MODULE_GRAPH.some((mark) => mark.test(text));
      }),
  );
}

const isolated = isolatedTestFiles();

/**
 * Test files run at once in the unit projects. Vitest's default is the core count minus one: one
 * worker on a 2-core machine, which left the second core to the vitest process alone while a file
 * waited on a child process (the CLI) or ran its tests. Every unit test file works in folders of
 * its own (tests/unit/fixtureSite.ts, mkdtemp), so two can run side by side. e2e keeps one file
 * at a time (fileParallelism: false), after the unit projects.
 */
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);

const unitNode = {
  environment: 'node',
  testTimeout: 60_000,
  // Fixture sites are built in beforeAll hooks: seconds alone, more on a busy machine.
  hookTimeout: 120_000,
  maxWorkers: UNIT_WORKERS,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitNode,
          name: 'unit-node',
          include: UNIT_NODE_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...isolated],
          // Importing the generator (Vite, rolldown, the markdown pipeline) is most of a small test
          // file's time: one module graph for all the files of a worker. Every test file works in
          // folders of its own and restores what it changes (process.env, globals); the files that
          // cannot share are in unit-node-isolated (isolatedTestFiles).
          isolate: false,
          // A group of its own: vitest hands a worker's shared module graph to the next file only
          // when that file is of the same non-isolated project, so unit-node's files are queued
          // alone, before the isolated ones (group 1).
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...unitNode,
          name: 'unit-node-isolated',
          include: isolated,
          sequence: { groupOrder: 1 },
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
          __DOCS_DIV_CODE_LINES__: 'false',
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
          maxWorkers: UNIT_WORKERS,
          sequence: { groupOrder: 1 },
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
          // After the unit projects (groups 0 and 1), alone: its files start servers and Chromium
          // and time what they see.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
