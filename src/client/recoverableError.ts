// What a React root does with an error it recovered from (a hydration mismatch: the browser's
// render of a page differs from the server's, as a clock or random data on a home page does):
// React renders that part again on the client and goes on. As Docusaurus's client entry does, it
// is logged to the console, not reported as an uncaught error (React's default, `reportError`),
// which error monitors would count as the page failing.
import type { ErrorInfo } from 'react';

export function onRecoverableError(error: unknown, errorInfo: ErrorInfo): void {
  console.error('React root onRecoverableError:', error, errorInfo);
}
