// A site module that imports `./define.js` for a file written as `define.ts` (TypeScript's own
// convention) is resolved by jiti only after it has tried the path as written with each of its
// nine extensions, as a folder, and through Node's resolver, each failure a thrown error: about
// 60 ms an import on a busy machine, paid again on every load (jiti caches transpiled code, not
// resolutions), so that a config with a few such imports took 0.3–0.7 s to load again. The loader
// rewrites such a `require` in the transpiled code to choose between the two files itself, when
// the module runs: the file as written if it exists (what jiti would load), else the TypeScript
// one. The choice is made at run time, not when the code is transpiled and cached, so a `.js`
// file created later is loaded as jiti would load it.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `require("./x.js")` (also .jsx, .mjs, .cjs) with a relative path, in jiti's output. */
const RELATIVE_JS_REQUIRE = /\brequire\("(\.{1,2}\/[^"]+)\.([cm]?)j(sx?)"\)/g;

/**
 * `code` (a module transpiled by jiti, of `filename`) with each relative `.js` require whose file
 * is missing and whose `.ts` twin exists choosing at run time between the two.
 */
export function rewriteTsSpecifiers(code: string, filename: string): string {
  const dir = dirname(filename);
  return code.replace(RELATIVE_JS_REQUIRE, (call, base: string, cm: string, sx: string) => {
    const js = `${base}.${cm}j${sx}`;
    const ts = `${base}.${cm}t${sx}`;
    if (existsSync(resolve(dir, js)) || !existsSync(resolve(dir, ts))) return call;
    const [jsPath, tsPath] = [js, ts].map(
      (p) => `require("node:path").join(__dirname, ${JSON.stringify(p)})`,
    );
    const exists = (p: string) => `require("node:fs").existsSync(${p})`;
    return `require(${exists(jsPath!)} || !${exists(tsPath!)} ? ${JSON.stringify(js)} : ${JSON.stringify(ts)})`;
  });
}
