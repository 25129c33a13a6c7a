// prism-react-renderer's themes, loaded the first time a Docusaurus config needs them: the package
// loads React and its Prism (30–50 ms), which a build of any other site would pay at start-up if
// it were imported at the top of the config modules that the CLI always loads. Required by its
// file: the package's own name resolves to the generator's stand-in while a config loads
// (standInFiles.ts), whose text is made from these themes.
import { createRequire } from 'node:module';

let themes: Record<string, unknown> | undefined;

/** prism-react-renderer's `themes` (github, dracula, palenight…). */
export function prismReactRendererThemes(): Record<string, unknown> {
  themes ??= (
    createRequire(import.meta.url)('prism-react-renderer/dist/index.js') as {
      themes: Record<string, unknown>;
    }
  ).themes;
  return themes;
}
