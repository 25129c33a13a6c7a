// The dev server's messages with Docusaurus's logger prefixes, as the other commands print theirs
// (scripts/logger.ts): Vite's own (`Internal server error: …` as an `[ERROR]`) and those the docs
// plugin sends through Vite's logger (a site reload failing, a doc's compile warnings).
import type { Logger, LogLevel } from 'vite';
import { logger as cliLogger } from './logger.js';

const LEVELS: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

/**
 * A Vite logger printing through `out` (the command line's logger): `info` as `[INFO]`, `warn` as
 * `[WARNING]`, `error` as `[ERROR]`, those below `level` left out, as Vite's `logLevel` does (the
 * dev server's is `warn`: Vite's per-update lines stay quiet, as before).
 */
export function devLogger(
  level: LogLevel = 'warn',
  out: Pick<typeof cliLogger, 'info' | 'warn' | 'error'> = cliLogger,
): Logger {
  const threshold = LEVELS[level];
  const errors = new WeakSet<object>();
  const warned = new Set<string>();
  const logger: Logger = {
    hasWarned: false,
    info(msg) {
      if (threshold >= LEVELS.info) out.info(msg);
    },
    warn(msg) {
      if (threshold < LEVELS.warn) return;
      logger.hasWarned = true;
      out.warn(msg);
    },
    warnOnce(msg) {
      if (warned.has(msg)) return;
      warned.add(msg);
      logger.warn(msg);
    },
    error(msg, options) {
      if (options?.error) errors.add(options.error);
      if (threshold >= LEVELS.error) out.error(msg);
    },
    clearScreen: () => undefined,
    hasErrorLogged: (error) => errors.has(error),
  };
  return logger;
}
