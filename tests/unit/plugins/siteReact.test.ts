// A Docusaurus site on React 18 is bundled and pre-rendered with its own React, as Docusaurus
// does (plugins/siteReact.ts, tests/fixtures/sites/react-18 set up by tests/fixtures/react18.ts):
// its package that reads React 18's internals as it loads renders. With the generator's React 19
// that package stops the build at the read (plugins/reactInternals.ts); a React older than 18, or
// react and react-dom of different major versions, stop it at the site's package.json.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError, formatDiagnostic, type Diagnostic } from '../../../plugins/diagnostics.js';
import {
  legacyInternalsDiagnostic,
  legacyInternalsRead,
  legacyReactInternalsPlugin,
  packageOfFile,
} from '../../../plugins/reactInternals.js';
import { sharedImporterOf } from '../../../plugins/sharedModules.js';
import { siteReactOf } from '../../../plugins/siteReact.js';
import { copyReact18Site } from '../../fixtures/react18.js';

const root = join(import.meta.dirname, '../../..');
const tmp = join(root, 'tests/.tmp/site-react');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const GENERATOR_REACT = (
  createRequire(join(root, 'package.json'))('react/package.json') as { version: string }
).version;

const reporter = (warnings: Diagnostic[] = []) => ({
  stage: () => {},
  progress: () => {},
  warn: (d: Diagnostic) => warnings.push(d),
});

/** A fake installed package (its package.json only). */
function install(siteDir: string, name: string, version: string) {
  const file = join(siteDir, 'node_modules', name, 'package.json');
  writeFileSync(file, JSON.stringify({ name, version }));
}

const errorOf = (run: () => unknown): BuildError => {
  try {
    run();
  } catch (e) {
    if (e instanceof BuildError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('siteReactOf', () => {
  it("takes a site's React 18: its react and react-dom resolve from its folder", () => {
    const siteDir = copyReact18Site(join(tmp, 'of-18'));
    const react = siteReactOf(siteDir);
    expect(react).toEqual({
      version: '18.3.1',
      importer: join(siteDir, 'package.json'),
      reactDomPackage: join(siteDir, 'node_modules/react-dom/package.json'),
    });
    // react and react-dom are the site's; scheduler is react-dom's; @mdx-js/react the generator's.
    expect(sharedImporterOf('react/jsx-runtime', react)).toBe(join(siteDir, 'package.json'));
    expect(sharedImporterOf('react-dom/server', react)).toBe(join(siteDir, 'package.json'));
    expect(sharedImporterOf('scheduler', react)).toBe(react!.reactDomPackage);
    expect(sharedImporterOf('@mdx-js/react', react)).toBe(join(root, 'package.json'));
    expect(sharedImporterOf('react', undefined)).toBe(join(root, 'package.json'));
  });

  it("keeps the generator's React for a site without its own; takes a site's own React 19", () => {
    expect(siteReactOf(copyReact18Site(join(tmp, 'of-none'), { react: false }))).toBeUndefined();
    // Another React 19 than the generator's (QuestDB installs 19.3.1): react-dom checks that react
    // is its own version, so the site's pair is used, as Docusaurus uses it.
    const siteDir = copyReact18Site(join(tmp, 'of-19'));
    install(siteDir, 'react', '19.1.0');
    install(siteDir, 'react-dom', '19.1.0');
    expect(siteReactOf(siteDir)).toMatchObject({
      version: '19.1.0',
      importer: join(siteDir, 'package.json'),
    });
  });

  it("stops at the site's package.json for React 17, with the hint", () => {
    const siteDir = copyReact18Site(join(tmp, 'of-17'));
    install(siteDir, 'react', '17.0.2');
    install(siteDir, 'react-dom', '17.0.2');
    const [d] = errorOf(() => siteReactOf(siteDir)).diagnostics;
    expect(d).toMatchObject({ file: join(siteDir, 'package.json'), line: 8, column: 5 });
    const text = formatDiagnostic(d!, { color: false, cwd: siteDir });
    expect(text).toContain('package.json:8:5 error the site installs React 17.0.2 (');
    expect(text).toContain('Docusaurus 3 needs React 18 or newer');
    expect(text).toContain('>  8 |     "react": "^18.3.1",');
    expect(text).toContain('hint: Docusaurus 3 runs on React 18 or 19');
  });

  it('stops at react-dom when its major version is not react’s', () => {
    const siteDir = copyReact18Site(join(tmp, 'of-mixed'));
    install(siteDir, 'react-dom', '19.1.0');
    const [d] = errorOf(() => siteReactOf(siteDir)).diagnostics;
    expect(d).toMatchObject({ file: join(siteDir, 'package.json'), line: 9, column: 5 });
    expect(d!.message).toBe(
      'the site installs react 18.3.1 with react-dom 19.1.0: they must be the same major version',
    );
  });
});

describe('legacyInternalsRead', () => {
  const S = '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED';

  it('finds a read of React 18’s internals, directly or through a variable', () => {
    const direct = `var r=require("react"),o=r.${S}.ReactCurrentOwner;`;
    expect(legacyInternalsRead(direct)).toEqual({
      index: direct.indexOf(S),
      member: 'ReactCurrentOwner',
    });
    const held = [
      `var React = require('react');`,
      `var ReactSharedInternals = React.${S};`,
      `function f() { return ReactSharedInternals.ReactCurrentDispatcher; }`,
    ].join('\n');
    expect(legacyInternalsRead(held)).toEqual({
      index: held.indexOf('ReactSharedInternals.ReactCurrentDispatcher'),
      member: 'ReactCurrentDispatcher',
    });
  });

  it("leaves the development builds' warning stacks: use-sync-external-store 1.2 on React 19", () => {
    // As its cjs/*.development.js reads them: only to print a warning's component stack.
    const warns = [
      `var React = require('react');`,
      `var ReactSharedInternals = React.${S};`,
      `function printWarning(level, format, args) {`,
      `  { var ReactDebugCurrentFrame = ReactSharedInternals.ReactDebugCurrentFrame;`,
      `    var stack = ReactDebugCurrentFrame.getStackAddendum(); } }`,
    ].join('\n');
    expect(legacyInternalsRead(warns)).toBeUndefined();
    // A development build is skipped whatever it reads: a production bundle never runs it.
    const plugin = legacyReactInternalsPlugin('19.2.0');
    const transform = (plugin.transform as { handler: (code: string, id: string) => unknown })
      .handler;
    const owner = `var o = require('react').${S}.ReactCurrentOwner;`;
    const dir = '/site/node_modules/old-widget/cjs/';
    expect(transform.call({}, owner, dir + 'old-widget.development.js')).toBeNull();
    expect(() => transform.call({}, owner, dir + 'old-widget.production.min.js')).toThrow(
      /old-widget reads React's internals/,
    );
  });

  it('leaves a bundle that carries its own React (swagger-ui-react for Node, React 18.3.1 inside)', () => {
    // Its own copy defines the internals, and its own react-dom reads them: not the site's React.
    const bundled = [
      `var fe={ReactCurrentDispatcher:pe,ReactCurrentOwner:ae};o.${S}=fe;o.version="18.3.1";`,
      `var Sr=i(96540).${S};function h(){return Sr.ReactCurrentDispatcher.current}`,
    ].join('\n');
    expect(legacyInternalsRead(bundled)).toBeUndefined();
    expect(legacyInternalsRead(`module.exports={${S}:fe};x=r.${S}.ReactCurrentOwner`)).toBe(
      undefined,
    );
    // Reading them from a React it does not define still counts (the JSX runtime of React 17).
    expect(legacyInternalsRead(`var o=require("react").${S}.ReactCurrentOwner;`)).toBeDefined();
    expect(
      legacyInternalsRead(`var o=a?r.${S}:null;var d=r.${S}.ReactCurrentDispatcher;`),
    ).toBeDefined();
  });

  it('leaves a guarded read, and code without them', () => {
    expect(legacyInternalsRead(`var o = React.${S} && React.${S}.ReactCurrentOwner;`)).toBe(
      undefined,
    );
    expect(
      legacyInternalsRead(`const i = React.${S}; if (i) { x = i ? i.ReactCurrentOwner : 0 }`),
    ).toBeUndefined();
    expect(legacyInternalsRead('var o = React.createElement;')).toBeUndefined();
  });

  it('names the package, the position and the way out', () => {
    const file = '/site/node_modules/@scope/widget/dist/index.js';
    expect(packageOfFile(file)).toBe('@scope/widget');
    expect(packageOfFile('/site/node_modules/a/node_modules/b/x.js')).toBe('b');
    const code = `\n\nvar o = React.${S}.ReactCurrentOwner;`;
    const d = legacyInternalsDiagnostic(file, code, legacyInternalsRead(code)!, '19.2.0');
    expect(d).toMatchObject({ file, line: 3, column: 15, severity: 'error' });
    expect(d.message).toBe(
      `@scope/widget reads React's internals of React 18 and older (\`${S}.ReactCurrentOwner\`), ` +
        'which React 19.2.0 does not have: it was built for an older React',
    );
    expect(d.hint).toContain('install React 18 in the site');
  });
});

describe('a Docusaurus site on React 18', () => {
  it('is bundled and pre-rendered with its own React: one copy, and its package renders', async () => {
    const siteDir = copyReact18Site(join(tmp, 'build-18'));
    await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter: reporter() });
    const home = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(home).toContain('<span class="react-version">React <!-- -->18.3.1</span>');
    expect(home).toContain('<p class="owner-note">Owner slot: present</p>');
    const doc = readFileSync(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
    expect(doc).toContain('React <!-- -->18.3.1');
    // The client bundle has React 18 and not the generator's React.
    const build = join(siteDir, 'build');
    const js = readdirSync(build, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(build, f), 'utf8'))
      .join('\n');
    // (The version as a string literal: quoted, or in backquotes once minified.)
    const literal = (v: string) => new RegExp(`[\`"']${v.replace(/\./g, '\\.')}[\`"']`);
    expect(literal('18.3.1').test(js)).toBe(true);
    expect(literal(GENERATOR_REACT).test(js)).toBe(false);
  }, 300_000);

  it("stops with the generator's React 19 at its package's read of React 18's internals", async () => {
    const siteDir = copyReact18Site(join(tmp, 'build-19'), { react: false });
    const error = await buildSite({
      siteDir,
      outDir: join(siteDir, 'build'),
      reporter: reporter(),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({
      file: join(siteDir, 'node_modules/lantern-owner/index.js'),
      line: 5,
      column: 19,
      severity: 'error',
    });
    expect(d!.message).toContain(`lantern-owner reads React's internals of React 18 and older`);
    expect(d!.message).toContain(`which React ${GENERATOR_REACT} does not have`);
  }, 300_000);
});
