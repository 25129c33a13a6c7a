// A page's render error names the component it happened in and that component's source module:
// the server entry renders a failed page again for React's component stack
// (src/server/componentStack.ts), and the build reads the component's module from the server
// bundle at the frame's line (plugins/output/componentStack.ts). React's production message for an
// undefined element type ("Element type is invalid … got: undefined.") names no component.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bundledModuleAt, componentFrames } from '../../../../plugins/output/componentStack.js';
import { PageRenderError } from '../../../../plugins/output/prerender.js';
import { formatDiagnostic, type Diagnostic } from '../../../../plugins/diagnostics.js';
import { pageRenderFailure } from '../../../../plugins/stages/prerender.js';
import type { SiteData } from '../../../../plugins/loadSite.js';
import { componentStackOf, withComponentStack } from '../../../../src/server/componentStack.js';

// A card whose icon is an import its module does not export: undefined at run time.
const icons: Record<string, ComponentType | undefined> = {};
function FlowCard() {
  return createElement('div', null, createElement(icons.Missing as ComponentType));
}
function CardList() {
  return createElement('section', null, createElement(FlowCard));
}

describe('componentStackOf (the server entry, after a failed render)', () => {
  it("gives React's component stack of the first error, innermost component first", async () => {
    const page = createElement(CardList);
    const thrown = (() => {
      try {
        renderToString(page);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(thrown?.message).toMatch(/Element type is invalid/);
    const stack = await componentStackOf(page);
    const names = componentFrames(stack ?? '').map((f) => f.name);
    expect(names.slice(0, 4)).toEqual(['div', 'FlowCard', 'section', 'CardList']);
    const error = (await withComponentStack(thrown, page)) as Error & { componentStack?: string };
    expect(error).toBe(thrown);
    expect(error.componentStack).toBe(stack);
  });

  it('gives nothing for an element that renders', async () => {
    expect(await componentStackOf(createElement('p', null, 'fine'))).toBeUndefined();
  });
});

describe('componentFrames and bundledModuleAt', () => {
  it("reads a stack's frames, HTML elements without a location", () => {
    const stack =
      '\n    at div\n    at FlowCard (file:///b/entryServer.js:12:5)\n    at new Board (/b/x.js:3:1)';
    expect(componentFrames(stack)).toEqual([
      { name: 'div' },
      { name: 'FlowCard', file: 'file:///b/entryServer.js', line: 12, column: 5 },
      { name: 'Board', file: '/b/x.js', line: 3, column: 1 },
    ]);
  });

  it('finds the module a bundle line belongs to from the module lines above it', () => {
    const bundle = [
      'import { createRequire } from "node:module";', // 1
      '// \0rolldown/runtime.js', // 2
      'var x = 1;', // 3
      '// site/src/theme/FlowCard/index.tsx', // 4
      '// a comment of the module, not a module line', // 5
      'function FlowCard() {', // 6
      '  return null;', // 7
      '}', // 8
    ].join('\n');
    expect(bundledModuleAt(bundle, 7)).toBe('site/src/theme/FlowCard/index.tsx');
    expect(bundledModuleAt(bundle, 3)).toBe('\0rolldown/runtime.js');
    expect(bundledModuleAt(bundle, 1)).toBeUndefined();
  });
});

describe('pageRenderFailure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'component-stack-'));
  const bundleFile = join(dir, 'entryServer.js');
  writeFileSync(
    bundleFile,
    [
      '// node_modules/react/index.js',
      'var r;',
      '// site/src/theme/FlowCard/index.tsx',
      'function FlowCard() {',
      '  return x;',
      '}',
    ].join('\n'),
  );
  const siteDir = join(dir, 'site');
  const card = join(siteDir, 'src/theme/FlowCard/index.tsx');
  const site = {
    routes: [{ path: '/flows', module: join(siteDir, 'docs/flows.md') }],
    configFile: join(siteDir, 'docusaurus.config.js'),
  } as unknown as SiteData;
  const warning: Diagnostic = {
    file: card,
    line: 2,
    column: 10,
    severity: 'warning',
    kind: 'bundler',
    message: `'Missing' is not exported by './icons' (${join(siteDir, 'src/theme/FlowCard/icons.js')}): the import is undefined at run time, as with Docusaurus's webpack`,
  };
  const reason =
    'Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: undefined.';
  const stack = `\n    at div\n    at FlowCard (file://${bundleFile}:5:3)\n    at section\n    at CardList (file://${bundleFile}:5:3)\n    at DocItemContent (file://${bundleFile}:5:3)`;

  it("names the route, the doc, the component that rendered the undefined element, its module and the build's warning there", () => {
    const e = new PageRenderError(
      '/flows',
      0,
      reason,
      'Error\n    at renderElement (x.js:1:1)',
      stack,
    );
    const d = pageRenderFailure({ site, siteDir, warnings: [warning] }, 0, e, dir).diagnostics[0]!;
    expect(d.file).toBe(join(siteDir, 'docs/flows.md'));
    expect(d.message).toBe(
      `the page at /flows failed to render: ${reason} (an element rendered by <FlowCard> of src/theme/FlowCard/index.tsx, under CardList < DocItemContent); the build warned that 'Missing' is not exported by './icons' (${join(siteDir, 'src/theme/FlowCard/icons.js')}) (line 2)`,
    );
    expect(d.hint).toMatch(/^a component used there is undefined: check what <FlowCard> renders/);
    expect(formatDiagnostic(d, { color: false })).toContain('docs/flows.md');
  });

  it('without a component stack, names the function the error was thrown in as before', () => {
    const e = new PageRenderError('/flows', 0, 'boom', 'Error\n    at TideTables (/b/x.js:1:1)');
    const d = pageRenderFailure({ site, siteDir, warnings: [] }, 0, e, dir).diagnostics[0]!;
    expect(d.message).toBe('the page at /flows failed to render: boom (thrown in TideTables)');
    expect(d.hint).toMatch(/customFields/);
  });
});
