// The dev server reloads the site data (config, docs, sidebars) one reload at a time. A request
// while one is running schedules exactly one more after it (so it reads the newest files);
// requests while that one waits to start join it.

/** Returns `request`: runs `reload` as above; each call's promise settles with the run it joined. */
export function createReloadQueue(reload: () => Promise<void>): () => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  return function request(): Promise<void> {
    if (waiting) return waiting;
    const next = queue.then(() => {
      waiting = undefined;
      return reload();
    });
    waiting = next;
    queue = next.catch(() => undefined);
    return next;
  };
}
