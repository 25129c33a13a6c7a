// Evaluates the modules the build writes itself (a page's standalone module, a bucket of the route
// table) in the pre-render's workers, without Node's module loader. Importing each of a thousand
// small files took about 0.5 ms apiece there (resolving, reading and linking a module); reading the
// text and evaluating it as a function takes about 0.1 ms. Plain JavaScript: the workers load it
// without a TypeScript loader.
//
// Only the shapes the build writes are taken: a standalone module is `export default function…`
// with `\nexport const metadata = …;` appended (plugins/mdx/standaloneModule.ts, buildSite.ts), a
// bucket `export const routes = …` (generateRouteBucketModule). Anything else returns undefined,
// and the caller imports the file as a module.

const METADATA = '\nexport const metadata = ';

/** The module's exports, or undefined if `code` is not one of the shapes above. */
export function evaluateOutputModule(code) {
  let body;
  if (code.startsWith('export default function')) {
    const at = code.lastIndexOf(METADATA);
    body =
      'exports.default = ' +
      code.slice('export default '.length, at < 0 ? code.length : at) +
      (at < 0 ? '' : ';\nexports.metadata = ' + code.slice(at + METADATA.length));
  } else if (code.startsWith('export const routes = ') && !code.includes('\nexport ')) {
    body = 'exports.routes = ' + code.slice('export const routes = '.length);
  } else return undefined;
  const exports = {};
  try {
    new Function('exports', '"use strict";\n' + body)(exports);
  } catch {
    return undefined; // not the shape it looked like: the caller imports it
  }
  return exports;
}
