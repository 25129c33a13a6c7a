// Starts an HTTP server listening, for `start` and `serve`: a port another program holds is a
// message with a hint (named CommandError: the CLI prints it without a stack), as Docusaurus says
// something already runs on the port, not Node's unhandled 'error' event.
import type { Server } from 'node:http';

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      const why =
        e.code === 'EADDRINUSE'
          ? `Port ${port} on ${host} is in use: something else (another dev server, a serve left running?) listens on it.`
          : e.code === 'EACCES'
            ? `Port ${port} on ${host} needs more rights than this user has.`
            : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND'
              ? `Cannot listen on ${host}: no network interface of this machine has that address.`
              : undefined;
      if (!why) return reject(e);
      const error = new Error(
        `${why}\nhint: pass another --port N (or --host H), or stop what holds it`,
      );
      error.name = 'CommandError';
      reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });
}
