// The command line's messages as Docusaurus's logger (@docusaurus/logger 3.x) prints them: a
// bold `[INFO]` (cyan) and `[SUCCESS]` (green) on stdout, a `[WARNING]` (yellow) and an `[ERROR]`
// (red) on stderr, the whole message in the colour of a warning or an error. CI logs and scripts
// grep for these prefixes; our positioned messages (file:line:col, hint) are kept whole after them.
// Every site's commands print them, Docusaurus's or ours: one format to read and to grep.
import pc from 'picocolors';

/** A message of several lines stays one message: only its first line carries the prefix. */
export const logger = {
  info(message: string): void {
    console.info(`${pc.cyan(pc.bold('[INFO]'))} ${message}`);
  },
  success(message: string): void {
    console.log(`${pc.green(pc.bold('[SUCCESS]'))} ${message}`);
  },
  warn(message: string): void {
    console.warn(pc.yellow(`${pc.bold('[WARNING]')} ${message}`));
  },
  error(message: string): void {
    console.error(pc.red(`${pc.bold('[ERROR]')} ${message}`));
  },
};
