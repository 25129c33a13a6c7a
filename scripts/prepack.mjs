// `npm pack` / `npm publish` run this first: the package ships the command line already bundled
// (dist/cli/), so an installed copy runs without bundling or compiling TypeScript.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleCli, PREBUILT } from './cliBundle.mjs';

rmSync(PREBUILT, { recursive: true, force: true });
const { files } = await bundleCli({
  outDir: PREBUILT,
  stampFile: join(PREBUILT, 'stamp.json'),
  salt: 'prebuilt',
});
console.error(`Bundled the command line from ${files.length} source files into dist/cli/.`);
