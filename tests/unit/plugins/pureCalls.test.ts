// react-router's unused components leave the client bundle once its factory calls are marked pure.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';
import { annotatePureCalls, pureCallsPlugin } from '../../../plugins/pureCalls.js';

describe('annotatePureCalls', () => {
  it('marks declarations made by forwardRef, memo and createContext as pure', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'var Memo = React3.memo(DataRoutes);',
      'var Ctx = React.createContext(null);',
      'var other = React.useMemo(() => 1);',
    ].join('\n');
    expect(annotatePureCalls(code).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      'var Memo = /* @__PURE__ */ React3.memo(DataRoutes);',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'var other = React.useMemo(() => 1);',
    ]);
  });

  it('removes displayName assignments on lines of their own, and nothing else', () => {
    const code = 'Link.displayName = "Link";\nx.displayName = name;\nif (a) b.displayName = "B";';
    expect(annotatePureCalls(code)).toBe('\nx.displayName = name;\nif (a) b.displayName = "B";');
  });
});

describe('pureCallsPlugin in a production bundle', () => {
  // Inside the generator's folder, so that the entry resolves react-router-dom as the theme does.
  const cache = join(PACKAGE_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'pure-calls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The bundled code of an entry that uses only BrowserRouter and useLocation. */
  async function bundle(plugins: ReturnType<typeof pureCallsPlugin>[]): Promise<string> {
    const out = join(dir, `out-${plugins.length}`);
    const entry = join(dir, 'entry.js');
    writeFileSync(
      entry,
      "import { BrowserRouter, useLocation } from 'react-router-dom';\nexport { BrowserRouter, useLocation };\n",
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: PACKAGE_ROOT,
      plugins,
      build: {
        outDir: out,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: ['react', 'react-dom'] },
      },
    });
    return readdirSync(out)
      .map((f) => readFileSync(join(out, f), 'utf8'))
      .join('\n');
  }

  it("drops react-router's Form and its submission helpers, which the plugin alone makes unused", async () => {
    // A string of Form's submission code (getFormSubmissionInfo), kept by the minifier.
    const FORM_ONLY = 'application/x-www-form-urlencoded';
    const without = await bundle([]);
    const withPlugin = await bundle([pureCallsPlugin()]);
    expect(without).toContain(FORM_ONLY);
    expect(withPlugin).not.toContain(FORM_ONLY);
    expect(withPlugin.length).toBeLessThan(without.length * 0.8);
  });
});
