// Rolldown's parser and minifier, loaded when first called. Importing `rolldown/parseAst` or
// `rolldown/utils` loads rolldown's native binding (a 21 MB shared library, and its JavaScript):
// a rebuild with one doc edited loaded it at start-up, from the modules that may parse a site's
// code (the config locator, the theme resolver, …), and then parsed nothing it needed but the
// config for positions no error used (issue 37). Required, as the CLI's bundle required these
// modules: both are ES modules, which Node 20 requires synchronously.
import { createRequire } from 'node:module';

type ParseAstModule = typeof import('rolldown/parseAst');
type UtilsModule = typeof import('rolldown/utils');

const require = createRequire(import.meta.url);
let parseModule: ParseAstModule | undefined;
let utilsModule: UtilsModule | undefined;

/** `parseAst` of `rolldown/parseAst`. */
export const parseAst: ParseAstModule['parseAst'] = (...args) =>
  (parseModule ??= require('rolldown/parseAst') as ParseAstModule).parseAst(...args);

/** `minifySync` of `rolldown/utils`. */
export const minifySync: UtilsModule['minifySync'] = (...args) =>
  (utilsModule ??= require('rolldown/utils') as UtilsModule).minifySync(...args);
