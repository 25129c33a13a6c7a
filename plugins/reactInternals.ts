// A dependency that reads React's internals of React 18 and older (a package that bundles an
// older React's JSX runtime: `React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED
// .ReactCurrentOwner`) cannot run on React 19, which has none of them: its module throws as it
// loads, and the pre-render stopped with a TypeError that named no file. A site bundled with React
// 19 (the generator's: plugins/siteReact.ts) that has such a dependency stops at the read, naming
// the package, with the way out: the site installs React 18, and its bundles then use it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BuildError, type Diagnostic } from './diagnostics.js';

const SECRET = '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED';
/**
 * The internals' members a JSX runtime or a renderer of React 16 to 18 reads in production code
 * (the owner at each element made, the dispatcher, the batch config). `ReactDebugCurrentFrame` is
 * not among them: only development builds read it, for a warning's component stack
 * (use-sync-external-store 1.2's development files do, inside the function that warns).
 */
const MEMBER = String.raw`\s*\.\s*(ReactCurrent\w+)\b`;
/**
 * A package's development build (`cjs/x.development.js`): a production bundle includes it only
 * behind `process.env.NODE_ENV !== 'production'`, code that never runs.
 */
const DEVELOPMENT_BUILD = /\.development\.[cm]?js$/;
/** The packages of React itself, whose copy the bundle has (sharedModules.ts). */
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

const lineColumnAt = (text: string, index: number) => {
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
};

/**
 * Whether the statement before `index` guards the read (`internals && internals.ReactCurrentOwner`,
 * `x ? x.ReactCurrentOwner : null`): such code runs on React 19.
 */
function guarded(code: string, index: number): boolean {
  const start = Math.max(code.lastIndexOf(';', index), code.lastIndexOf('{', index));
  return /&&|\|\||\?/.test(code.slice(start + 1, index));
}

/**
 * Whether `code` defines React's internals itself (`exports.__SECRET_… = …`, or the key of an
 * object literal): a bundle that carries its own copy of React (swagger-ui-react's
 * `swagger-ui-bundle.js`, the file its `node` condition gives, has React 18.3.1 inside), whose
 * reads go to that copy, not to the site's React, and run on React 19.
 */
function definesInternals(code: string): boolean {
  const assigned = String.raw`\.\s*${SECRET}\s*=(?!=)`;
  const key = String.raw`[{,]\s*["']?${SECRET}["']?\s*:`;
  return new RegExp(`${assigned}|${key}`).test(code);
}

/**
 * Where `code` reads a member of React 18's internals unguarded, and the member's name: directly
 * (`React.__SECRET_INTERNALS_….ReactCurrentOwner`) or through a variable holding them.
 */
export function legacyInternalsRead(code: string): { index: number; member: string } | undefined {
  if (!code.includes(SECRET) || definesInternals(code)) return undefined;
  const direct = new RegExp(String.raw`\b${SECRET}${MEMBER}`, 'g');
  for (const m of code.matchAll(direct))
    if (!guarded(code, m.index)) return { index: m.index, member: m[1]! };
  const held = new RegExp(String.raw`([\w$]+)\s*=\s*[\w$.]+\.${SECRET}\s*[;,\n]`, 'g');
  for (const h of code.matchAll(held)) {
    const read = new RegExp(String.raw`(?<![\w$.])${h[1]!.replace(/\$/g, '\\$')}${MEMBER}`, 'g');
    read.lastIndex = h.index + h[0].length;
    for (let m = read.exec(code); m; m = read.exec(code))
      if (!guarded(code, m.index)) return { index: m.index, member: m[1]! };
  }
  return undefined;
}

/** The package a file in node_modules belongs to (the innermost), or undefined. */
export function packageOfFile(file: string): string | undefined {
  const m = /.*[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(file);
  return m?.[1]!.replace(/\\/g, '/');
}

/** The error for such a read in `file` (its package's, `code` its text). */
export function legacyInternalsDiagnostic(
  file: string,
  code: string,
  read: { index: number; member: string },
  reactVersion: string,
): Diagnostic {
  const pkg = packageOfFile(file) ?? file;
  return {
    file,
    ...lineColumnAt(code, read.index),
    severity: 'error',
    message:
      `${pkg} reads React's internals of React 18 and older (\`${SECRET}.${read.member}\`), ` +
      `which React ${reactVersion} does not have: it was built for an older React`,
    hint:
      `install React 18 in the site ("react" and "react-dom" "^18.3.1" in its package.json): ` +
      `a Docusaurus site on React 18 is bundled with its own React, as Docusaurus does; or use ` +
      `a version of ${pkg} made for React 19`,
  };
}

/** The build's check of the dependencies a bundle with React 19 (`reactVersion`) includes. */
export function legacyReactInternalsPlugin(reactVersion: string): Plugin {
  return {
    name: 'docs:legacy-react-internals',
    apply: 'build',
    transform: {
      // Only a module that names the internals (legacyInternalsRead): Rolldown tests that itself.
      filter: { code: SECRET },
      handler(code, id) {
        const file = id.split('?')[0]!;
        const pkg = packageOfFile(file);
        if (!pkg || REACT_PACKAGES.has(pkg) || DEVELOPMENT_BUILD.test(file)) return null;
        if (!legacyInternalsRead(code)) return null;
        // Positioned in the file as written (an earlier plugin may have changed `code`).
        let text: string | undefined;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          text = undefined; // a module with no file of its own: its code
        }
        const source = text !== undefined && legacyInternalsRead(text) ? text : code;
        const read = legacyInternalsRead(source)!;
        throw new BuildError(legacyInternalsDiagnostic(file, source, read, reactVersion));
      },
    },
  };
}
