// The site's `clientModules` (Docusaurus's option, and our site config's): modules the client's
// entry imports once, after the theme's stylesheets and the site's customCss and before the app
// renders (src/client/entryClient.tsx), as Docusaurus imports them. A stylesheet is imported for
// its rules; a script for its side effects and its `onRouteUpdate`/`onRouteDidUpdate` exports,
// which the navigation calls around every route change (src/client/clientModules.ts).
import { resolve } from 'node:path';

/** What Vite treats as a stylesheet: imported for its rules, with no exports to read. */
const STYLESHEET = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?.*)?$/i;

/** The module's code: each client module imported in order, the scripts' namespaces exported. */
export function clientModulesSource(siteDir: string, clientModules: string[] | undefined): string {
  const files = (clientModules ?? []).map((f) => resolve(siteDir, f));
  const lines = files.map((f, i) =>
    STYLESHEET.test(f)
      ? `import ${JSON.stringify(f)};`
      : `import * as m${i} from ${JSON.stringify(f)};`,
  );
  const scripts = files.flatMap((f, i) => (STYLESHEET.test(f) ? [] : [`m${i}`]));
  return `${lines.join('\n')}\nexport default [${scripts.join(', ')}];\n`;
}
