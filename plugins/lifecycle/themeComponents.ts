// Theme components plugins ship (`getThemePath`), between the site's src/theme and the
// generator's own in `@theme/` resolution: Docusaurus's order, a later plugin's over an earlier's.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/** `<dir>/<name>.{tsx,ts,jsx,js}` or `<dir>/<name>/index.*`, in the first of `dirs` that has one. */
export function findThemeComponent(
  dirs: readonly string[],
  name: string,
  skip?: string,
): string | undefined {
  for (const dir of dirs)
    for (const base of [join(dir, name), join(dir, name, 'index')])
      for (const ext of EXTENSIONS) {
        const file = base + ext;
        if (file !== skip && isFile(file)) return file;
      }
  return undefined;
}
