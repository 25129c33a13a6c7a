// Where in the site's components a page's render error happened, from the component stack the
// server entry gives it (src/server/componentStack.ts): the innermost component and its source
// module, found from its frame in the server bundle (each module there starts with a `// path`
// line, as Rolldown writes an unminified bundle).
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One frame of a React component stack: the component's name and where its code is. */
export interface ComponentFrame {
  name: string;
  /** The bundle file and position of the component's code; none for an HTML element's frame. */
  file?: string;
  line?: number;
  column?: number;
}

/**
 * The frames of a component stack (`\n    at Name (file:line:column)`, innermost first); an HTML
 * element's frame (`at div`) has no location.
 */
export function componentFrames(stack: string): ComponentFrame[] {
  const frames: ComponentFrame[] = [];
  for (const m of stack.matchAll(/^\s*at (?:new )?(\S+)(?: \((.*)\))?\s*$/gm)) {
    const name = m[1]!;
    const where = m[2] ? /^(.*):(\d+):(\d+)$/.exec(m[2]) : null;
    frames.push(
      where
        ? { name, file: where[1]!, line: Number(where[2]), column: Number(where[3]) }
        : { name },
    );
  }
  return frames;
}

/** A module's first line in an unminified Rolldown bundle: `// src/theme/Foo/index.tsx`. */
const MODULE_LINE = /^\/\/ (\0?[^\s]+(?:\.[\w]+|\/[\w.-]+))$/;

/**
 * The module a line of a bundle belongs to: the path on the last module line at or above it, as
 * the bundler wrote it (relative to its working folder; `\0` marks a virtual module).
 */
export function bundledModuleAt(bundle: string, line: number): string | undefined {
  const lines = bundle.split('\n');
  for (let n = Math.min(line, lines.length) - 1; n >= 0; n--) {
    const m = MODULE_LINE.exec(lines[n]!);
    if (m) return m[1];
  }
  return undefined;
}

/** A component frame with the source module of its code, when found. */
export interface LocatedComponent {
  name: string;
  /** The module's file, absolute (a virtual module's id as is). */
  module?: string;
}

/** What the site's components tell about a render error: the innermost one and those above it. */
export interface ComponentStackSummary {
  /** The innermost component (the one whose render failed, or that rendered the bad element). */
  component?: LocatedComponent;
  /** The names of the components above it, innermost first (HTML elements left out). */
  parents: string[];
}

/**
 * The innermost component of a component stack and its module, read from the server bundle at
 * the frame's position (`root`: the folder the bundler ran in, where its module paths start).
 * `read` reads a bundle file (undefined when it cannot).
 */
export function summarizeComponentStack(
  stack: string,
  root: string,
  read: (file: string) => string | undefined = readText,
): ComponentStackSummary {
  const frames = componentFrames(stack).filter((f) => f.file !== undefined);
  const [first, ...rest] = frames;
  if (!first) return { parents: [] };
  const text = read(first.file!.startsWith('file:') ? fileURLToPath(first.file!) : first.file!);
  const module = text === undefined ? undefined : bundledModuleAt(text, first.line!);
  const component: LocatedComponent = { name: first.name };
  if (module)
    component.module = module.startsWith('\0')
      ? module.slice(1)
      : isAbsolute(module)
        ? module
        : resolve(root, module);
  return { component, parents: rest.map((f) => f.name) };
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `file` relative to `siteDir` when inside it (how messages name a site's files). */
export function displayPath(file: string, siteDir: string): string {
  const rel = relative(siteDir, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}
