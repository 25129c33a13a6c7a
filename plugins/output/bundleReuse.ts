// Reusing the previous build's client and server bundles. On a small site the bundler is most of a
// rebuild after an edit (0.45 of 1.0 s at 200 docs), yet an edited doc rarely changes either
// bundle: a page is a standalone module outside both (plugins/mdx/standaloneModule.ts), and the
// route table's version is in each page's HTML, not in a bundle.
//
// A bundle is recorded with what it was made from:
// - every file it loaded (theme, packages, the site's components), by content hash;
// - the code our plugins generated for it (virtual modules, bundled docs, the stylesheet subset's
//   inputs), by id and hash: the next build generates each again from its own site data;
// - the settings around it (options, environment, the generator's own code, folder listings that
//   decide how imports resolve);
// - the files it wrote, by content hash.
// The next build reuses the bundle only when all of these are as recorded.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_MODE_ENV } from '../buildMode.js';
import type { Diagnostic } from '../diagnostics.js';
import { hashFile, hashOf, listTreeRelative } from './buildState.js';
import type { FileHashes } from './fileHashes.js';

export const BUNDLE_RECORD_VERSION = 1;

/** The environment variables besides `VITE_*` that change a bundle (buildMode.ts: `--no-minify`). */
const BUNDLE_ENV = new Set<string>(['DOCS_SOURCEMAP', 'NODE_ENV', ...BUILD_MODE_ENV]);

export interface BundleRecord {
  /** Hash of what is neither a loaded file nor generated code (see `bundleSettings`). */
  settings: string;
  /** Files the bundle loaded → content hash. */
  files: Record<string, string>;
  /** Code our plugins generated for it, by id → hash. */
  generated: Record<string, string>;
  /** Files it wrote, relative to its output folder → content hash. */
  outputs: Record<string, string>;
  /** The bundler's warnings, told again when the bundle is reused. */
  warnings: Diagnostic[];
  /** The client bundle's manifest (the build reads it, then leaves it out of the output). */
  manifest?: unknown;
}

/** The files of a folder, relative to it (with `/`), sorted. */
export function listFolder(dir: string): string[] {
  const files = listTreeRelative(dir);
  return sep === '/' ? files : files.map((f) => f.split(sep).join('/'));
}

/** What `bundleSettings` takes besides the target. */
export interface BundleSettingsParams {
  siteDir: string;
  packageRoot: string;
  options: unknown;
  /** The site's static folders (plugins/staticDirectories.ts); `static/` when not given. */
  staticDirs?: string[];
  /** The build's file hashes (fileHashes.ts), for the generator's own code. */
  hashes?: FileHashes;
}

/**
 * The settings a bundle is made with, as one hash: the target and options, the environment Vite
 * reads (`VITE_*`), the Node version, the generator's own code (plugins/ and its top-level files:
 * package-lock.json, tsconfig.json), the site's top-level files (config, .env files, lock file),
 * and the file lists of the folders imports resolve in (src/, the static folders): a file added
 * there can change what an import finds, or what the output copies.
 */
export function bundleSettings(params: BundleSettingsParams & { target: string }): string {
  return bundleSettingsOf(params)(params.target);
}

/**
 * `bundleSettings` of each target: the files (the same for both bundles) are read and hashed once,
 * when the first target is asked (a rebuild read the generator's lock file and listed its folders
 * once for each bundle: issue 37).
 */
export function bundleSettingsOf(params: BundleSettingsParams): (target: string) => string {
  let files: string | undefined;
  return (target) => {
    files ??= filesDigest(params);
    const hash = createHash('sha256');
    hash.update(
      JSON.stringify({
        target,
        options: params.options,
        node: process.version,
        env: Object.entries(process.env)
          .filter(([k]) => k.startsWith('VITE_') || BUNDLE_ENV.has(k))
          .sort(),
      }),
    );
    return hash.update('\0').update(files).digest('base64url').slice(0, 22);
  };
}

/** The files part of `bundleSettings`, as one hash. */
function filesDigest(params: BundleSettingsParams): string {
  const { siteDir, packageRoot } = params;
  const hash = createHash('sha256');
  const add = (s: string | Uint8Array) => hash.update(s).update('\0');
  const topLevel = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  for (const dir of new Set([packageRoot, siteDir]))
    for (const name of topLevel(dir)) {
      add(name);
      add(readFileSync(join(dir, name)));
    }
  for (const file of listFolder(join(packageRoot, 'plugins'))) {
    add(file);
    const path = join(packageRoot, 'plugins', file);
    add(params.hashes?.hash(path) ?? readFileSync(path));
  }
  for (const dir of new Set([
    join(packageRoot, 'src'),
    join(siteDir, 'src'),
    ...(params.staticDirs ?? [join(siteDir, 'static')]),
  ])) {
    add(dir);
    add(listFolder(dir).join('\n'));
  }
  return hash.digest('base64url');
}

/** Folders whose output a bundle's record must not list: the manifest is kept in the record instead. */
const UNLISTED = /^\.vite\//;

/**
 * Follows one bundle: `onGenerated` is given to our plugins (DocsPluginOptions.onGenerated),
 * `plugin` goes into the bundle's plugins, `warn` takes the bundler's warnings. `finish` makes the
 * record once the bundle wrote its files into `outDir`.
 */
export function createBundleTrace() {
  const generated = new Map<string, string>();
  const warnings: Diagnostic[] = [];
  let moduleIds: string[] = [];
  let written: string[] = [];
  const plugin: Plugin = {
    name: 'docs:bundle-trace',
    buildEnd() {
      moduleIds = [...this.getModuleIds()];
    },
    writeBundle(_options, bundle) {
      written = Object.keys(bundle);
    },
  };
  return {
    plugin,
    onGenerated(id: string, code: string): void {
      generated.set(id, hashOf(code));
    },
    warn(d: Diagnostic): void {
      warnings.push(d);
    },
    /** The files the bundle loaded (absolute paths). */
    files(): string[] {
      return [
        ...new Set(moduleIds.map((id) => id.split('?')[0]!).filter((f) => isAbsolute(f))),
      ].sort();
    },
    /** `fileHashes`: the build's (fileHashes.ts), for the files the bundle loaded. */
    finish(params: {
      settings: string;
      outDir: string;
      manifest?: unknown;
      fileHashes?: FileHashes;
    }): BundleRecord {
      const hashes = (files: string[], dir = '', hash = hashFile) =>
        Object.fromEntries(files.map((f) => [f, hash(join(dir, f)) ?? '']));
      return {
        settings: params.settings,
        files: hashes(this.files(), '', params.fileHashes?.hash),
        generated: Object.fromEntries([...generated].sort(([a], [b]) => (a < b ? -1 : 1))),
        outputs: hashes(written.filter((f) => !UNLISTED.test(f)).sort(), params.outDir),
        warnings,
        ...(params.manifest === undefined ? {} : { manifest: params.manifest }),
      };
    },
  };
}

/**
 * Why `record` cannot stand for the bundle this build would make, or undefined when it can:
 * `generate(id)` gives the code our plugins would generate now for a recorded id (undefined: no
 * such module any more; a throw counts as a change), and `outputDir` holds the recorded outputs.
 */
export async function bundleStaleReason(
  record: BundleRecord | undefined,
  current: {
    settings: string;
    generate: (id: string) => Promise<string | undefined>;
    outputDir: string;
    /** The build's file hashes (fileHashes.ts), for the files the bundle loaded. */
    hashes?: FileHashes;
  },
): Promise<string | undefined> {
  if (!record) return 'no bundle recorded';
  if (record.settings !== current.settings) return 'settings changed';
  const hashOfFile = current.hashes?.hash ?? hashFile;
  for (const [file, hash] of Object.entries(record.files))
    if (hashOfFile(file) !== hash) return `${file} changed`;
  for (const [id, hash] of Object.entries(record.generated)) {
    const code = await current.generate(id).catch(() => undefined);
    if (code === undefined || hashOf(code) !== hash) return `${id} changed`;
  }
  for (const [file, hash] of Object.entries(record.outputs))
    if (hashFile(join(current.outputDir, file)) !== hash) return `its output ${file} changed`;
  return undefined;
}

export function readBundleRecords(file: string): Record<string, BundleRecord> {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      version?: number;
      bundles?: Record<string, BundleRecord>;
    };
    return data.version === BUNDLE_RECORD_VERSION && data.bundles ? data.bundles : {};
  } catch {
    return {};
  }
}

export function writeBundleRecords(file: string, bundles: Record<string, BundleRecord>): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ version: BUNDLE_RECORD_VERSION, bundles }));
  renameSync(tmp, file);
}
