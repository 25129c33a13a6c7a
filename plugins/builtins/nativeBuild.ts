// What a built-in plugin's postBuild gets from the build beside Docusaurus's props: the output being
// written and the rendered pages (under the NATIVE key of the props: plugins/lifecycle/postBuild.ts).
import type { OutputFiles } from '../lifecycle/generatorHooks.js';
import { NATIVE } from './native.js';

export interface NativeBuild {
  output: OutputFiles;
  /** The site's URLs (routes, then the search page), and whether each may be indexed. */
  urls: string[];
  indexable: boolean[];
}

/** The build of a postBuild call (undefined: called without one, as by a test). */
export const nativeBuildOf = (props: Record<string | symbol, unknown>): NativeBuild | undefined =>
  props[NATIVE] as NativeBuild | undefined;
