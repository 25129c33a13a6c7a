// Proving that something did NOT happen, without waiting a fixed time: force everything the page
// has scheduled to run, then send a marker request, and look at what happened before it.
import type { Page } from 'playwright-core';

/** Lets a few tasks run (React renders in a task of its own after a state change). */
export async function flushTasks(page: Page, rounds = 3): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++)
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(0);
      });
  }, rounds);
}

let markers = 0;

/**
 * Brings the page to rest: pending intersection-observer reports are delivered, then (with
 * `timersFor`, which needs `context.clock.install()` before the page loaded) every timer and idle
 * callback due within that many milliseconds runs, then the tasks they queued; finally a marker
 * request is sent and its response awaited. A request the page started in any of these steps was
 * sent before the marker, so a listener recording requests has seen it when this returns.
 */
export async function settle(page: Page, options: { timersFor?: number } = {}): Promise<void> {
  // A new observer's first report comes in the same task as the reports of all observers created
  // before it (the browser delivers them together, in creation order).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const io = new IntersectionObserver(() => {
          io.disconnect();
          done();
        });
        io.observe(document.documentElement);
      }),
  );
  await flushTasks(page);
  if (options.timersFor) {
    await page.clock.runFor(options.timersFor);
    await flushTasks(page);
  }
  const marker = `/__settled-${++markers}`;
  const sent = page.waitForResponse((r) => r.url().endsWith(marker));
  await page.evaluate((path) => void fetch(path).catch(() => undefined), marker);
  await sent;
}

/** True for the marker requests `settle` sends (to leave them out of a list of requests). */
export const isMarker = (url: string) => /\/__settled-\d+$/.test(url);
