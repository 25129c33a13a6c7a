// Build progress on the terminal: a live bar with counts on a TTY, plain lines in CI; then a
// timing summary per stage and warnings grouped by kind.
import pc from 'picocolors';
import { formatDiagnostic, type Diagnostic } from '../plugins/diagnostics.js';

export function createReporter(out: NodeJS.WriteStream = process.stderr) {
  const live = out.isTTY === true && !process.env.CI;
  const timings: { stage: string; ms: number; memory?: string; cpu?: number }[] = [];
  // DOCS_BUILD_MEMORY=1: the process's memory at the end of each stage, in the summary.
  const memory = process.env.DOCS_BUILD_MEMORY === '1';
  // DOCS_BUILD_CPU=1: the process's CPU time (user + system, every thread) during each stage: what
  // a stage costs on a machine whose cores are shared, where its wall time says little.
  const cpu = process.env.DOCS_BUILD_CPU === '1';
  const mb = (n: number) => `${Math.round(n / 2 ** 20)} MB`;
  const warnings: Diagnostic[] = [];
  let current: { stage: string; start: number; cpu?: NodeJS.CpuUsage } | undefined;
  // With DOCS_BUILD_CPU=1, also the process's start-up: its wall and CPU time from its start to
  // the first stage (Node, the command line's modules, the early check, the config).
  let startup: { ms: number; cpu: number } | undefined;
  let lastPlain = 0;
  return {
    stage(name: string) {
      this.endStage();
      if (cpu && startup === undefined) {
        const used = process.cpuUsage();
        startup = { ms: performance.now(), cpu: (used.user + used.system) / 1000 };
      }
      current = {
        stage: name,
        start: performance.now(),
        ...(cpu ? { cpu: process.cpuUsage() } : {}),
      };
      if (!live) out.write(`[build] ${name}…\n`);
    },
    progress(done: number, total: number) {
      if (!current) return;
      if (live) {
        const width = 24;
        const filled = Math.round((done / total) * width);
        out.write(
          `\r${pc.cyan(current.stage.padEnd(12))} ${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${done}/${total}`,
        );
        if (done === total) out.write('\n');
      } else if (done === total || performance.now() - lastPlain > 2000) {
        lastPlain = performance.now();
        out.write(`[build] ${current.stage}: ${done}/${total}\n`);
      }
    },
    endStage() {
      if (!current) return;
      const m = memory ? process.memoryUsage() : undefined;
      const used = current.cpu && process.cpuUsage(current.cpu);
      timings.push({
        stage: current.stage,
        ms: performance.now() - current.start,
        ...(used ? { cpu: (used.user + used.system) / 1000 } : {}),
        ...(m
          ? {
              memory: `rss ${mb(m.rss)}, heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)}`,
            }
          : {}),
      });
      current = undefined;
    },
    warn(d: Diagnostic) {
      // A build of several locales reads the same untranslated file once per locale: its warning
      // is the same each time, and is listed once.
      const same = (w: Diagnostic) =>
        w.file === d.file &&
        w.line === d.line &&
        w.column === d.column &&
        w.message === d.message &&
        w.hint === d.hint &&
        w.severity === d.severity &&
        w.kind === d.kind;
      if (!warnings.some(same)) warnings.push(d);
    },
    summary(): string {
      this.endStage();
      const total = timings.reduce((s, t) => s + t.ms, 0);
      // Wider for a stage named with its locale (`pre-render (fr)`).
      const width = Math.max(14, ...timings.map((t) => t.stage.length));
      const lines = timings.map(
        (t) =>
          `  ${t.stage.padEnd(width)} ${(t.ms / 1000).toFixed(2).padStart(7)} s${t.cpu === undefined ? '' : `  (cpu ${(t.cpu / 1000).toFixed(2)} s)`}${t.memory ? `  (${t.memory})` : ''}`,
      );
      lines.push(`  ${'total'.padEnd(width)} ${(total / 1000).toFixed(2).padStart(7)} s`);
      if (startup)
        lines.unshift(
          `  ${'(start-up)'.padEnd(width)} ${(startup.ms / 1000).toFixed(2).padStart(7)} s  (cpu ${(startup.cpu / 1000).toFixed(2)} s)`,
        );
      const groups = new Map<string, Diagnostic[]>();
      for (const w of warnings)
        groups.set(w.kind ?? 'other', [...(groups.get(w.kind ?? 'other') ?? []), w]);
      for (const [kind, list] of groups) {
        lines.push('', pc.yellow(`${list.length} warning${list.length > 1 ? 's' : ''}: ${kind}`));
        for (const w of list.slice(0, 50))
          // Each with Docusaurus's logger prefix, which CI logs are searched for.
          lines.push(
            `${live ? pc.yellow(pc.bold('[WARNING]')) : '[WARNING]'} ` +
              formatDiagnostic(w, { frame: false, color: live }).split('\n').join('\n  '),
          );
        if (list.length > 50) lines.push(`  … and ${list.length - 50} more`);
      }
      return lines.join('\n');
    },
    get warnings() {
      return warnings;
    },
  };
}
export type Reporter = ReturnType<typeof createReporter>;
