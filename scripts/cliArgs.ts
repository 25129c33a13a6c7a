// The command line's arguments as Docusaurus's reads them where they differ from one option table.

/** The commands whose `-h` is `--host`, as Docusaurus's `start` and `serve` (`-h, --host <host>`). */
const HOST_COMMANDS = new Set(['start', 'serve']);

/**
 * `docusaurus start -h 0.0.0.0` (a site's package.json script): `-h` followed by a value is the
 * host for `start` and `serve`, as in Docusaurus; elsewhere, or with no value after it, `-h` stays
 * the help it is (Docusaurus's `build -h`).
 */
export function hostShortOption(args: readonly string[]): string[] {
  if (!HOST_COMMANDS.has(args[0] ?? '')) return [...args];
  return args.map((arg, i) => {
    const next = args[i + 1];
    return arg === '-h' && next !== undefined && !next.startsWith('-') ? '--host' : arg;
  });
}
