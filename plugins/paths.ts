// Where the generator itself is: its folder and the entries of its two bundles.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const CLIENT_ENTRY = join(PACKAGE_ROOT, 'src/client/entryClient.tsx');
export const SERVER_ENTRY = join(PACKAGE_ROOT, 'src/server/entryServer.tsx');
