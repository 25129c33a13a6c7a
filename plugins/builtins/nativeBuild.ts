// What a built-in plugin's postBuild gets from the build beside Docusaurus's props: the build's
// context and the rendered pages (under the NATIVE key of the props: plugins/lifecycle/postBuild.ts).
import type { BuildContext } from '../stages/context.js';
import type { RenderedPages } from '../stages/prerender.js';
import { NATIVE } from './native.js';

export interface NativeBuild {
  ctx: BuildContext;
  rendered: RenderedPages;
}

/** The build of a postBuild call (undefined: called without one, as by a test). */
export const nativeBuildOf = (props: Record<string | symbol, unknown>): NativeBuild | undefined =>
  props[NATIVE] as NativeBuild | undefined;
