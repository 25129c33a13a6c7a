// Stage timings of a build of several locales: a stage that runs once per locale is named with its
// locale (`pre-render (fr)`), so the reporter's summary tells the locales' times apart.
import type { BuildReporter } from '../stages/context.js';

/** `reporter`, with each stage it is told named with `locale`. */
export function localeReporter(reporter: BuildReporter, locale: string): BuildReporter {
  return {
    stage: (name) => reporter.stage(`${name} (${locale})`),
    progress: (done, total) => reporter.progress(done, total),
    warn: (d) => reporter.warn(d),
  };
}
