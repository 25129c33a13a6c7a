#!/usr/bin/env node
// The command line (`docusaurus-vite`, `docusaurus`): runs scripts/cli.ts from precompiled
// JavaScript. Loading the TypeScript through tsx cost every process and every worker thread a
// loader thread of its own, through which each import passed: about 2.5 s of CPU and 0.4 s before
// the first compile in a 1,000-doc build (scripts/bench/README.md). An installed package runs the
// bundle it was packed with (dist/cli/, scripts/prepack.mjs); a clone bundles the CLI with rolldown
// on its first run after a change, into node_modules/.cache/docs-cli/<checkout key>/ (scripts/cliBundle.mjs).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleIntoCache, currentBundle, defaultCacheDir, PREBUILT } from './cliBundle.mjs';

// DOCS_CLI_CACHE moves the cache (the tests use their own).
const CACHE = process.env.DOCS_CLI_CACHE ? resolve(process.env.DOCS_CLI_CACHE) : defaultCacheDir();

const bundleDir =
  currentBundle(join(PREBUILT, 'stamp.json')) ??
  currentBundle(join(CACHE, 'stamp.json')) ??
  (await bundleIntoCache(CACHE));
process.setSourceMapsEnabled(true);
// plugins/workerPool.ts starts its threads on the bundled tasks instead of the TypeScript source.
process.env.DOCS_WORKER_TASKS = pathToFileURL(join(bundleDir, 'workerTasks.mjs')).href;
await import(pathToFileURL(join(bundleDir, 'cli.mjs')).href);
