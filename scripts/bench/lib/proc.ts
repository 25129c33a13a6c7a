// Runs a command and measures it: wall time, CPU time of the whole process tree (user+sys of every
// waited-for descendant, from bash's `times`), and peak RSS of the whole tree (sum over every live
// descendant, sampled from /proc every ~50 ms).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGE = 4096;

function children(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const t of tasks) {
    try {
      const s = readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim();
      if (s) for (const c of s.split(/\s+/)) out.push(Number(c));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Every pid in the tree rooted at `root` (root included). */
export function processTree(root: number): number[] {
  const seen: number[] = [];
  const stack = [root];
  while (stack.length) {
    const p = stack.pop()!;
    seen.push(p);
    stack.push(...children(p));
  }
  return seen;
}

function rssOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(f[1]) * PAGE;
  } catch {
    return 0;
  }
}

export function treeRss(root: number): number {
  return processTree(root).reduce((s, p) => s + rssOf(p), 0);
}

/** Busy CPU time of the whole machine so far (ms), from /proc/stat (USER_HZ = 100). */
export function machineBusyMs(): number {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal
  return (f[0]! + f[1]! + f[2]! + f[5]! + f[6]! + f[7]!) * 10;
}

export interface RunResult {
  code: number;
  /** CPU used on the machine during the run by processes outside the measured tree (contention) */
  otherCpuMs: number;
  wallMs: number;
  cpuMs: number;
  peakRss: number;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

function parseTimes(s: string): number {
  // bash `times`: line 1 = the shell's own user/sys, line 2 = its children's (e.g. "1m2.345s 0m4.500s")
  const lines = s.trim().split('\n');
  let ms = 0;
  for (const line of lines) {
    for (const m of line.matchAll(/(\d+)m([\d.]+)s/g))
      ms += (Number(m[1]) * 60 + Number(m[2])) * 1000;
  }
  return ms;
}

export function run(
  cmd: string,
  args: string[],
  opts: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    quiet?: boolean;
    logFile?: string;
  } = {},
): Promise<RunResult> {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-times-'));
  const timesFile = join(tmp, 'times');
  return new Promise((resolve) => {
    const start = performance.now();
    const busy0 = machineBusyMs();
    const child = spawn(
      'bash',
      // The timed command does not see the times file's name: a new name each run would be a
      // changed environment to the build's up-to-date check (plugins/output/earlyUpToDate.ts).
      [
        '-c',
        'f=$BENCH_TIMES_FILE; unset BENCH_TIMES_FILE; "$@"; rc=$?; times > "$f"; exit $rc',
        'bench-run',
        cmd,
        ...args,
      ],
      {
        cwd: opts.cwd,
        env: { ...process.env, ...opts.env, BENCH_TIMES_FILE: timesFile },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (opts.logFile) appendFileSync(opts.logFile, d);
    });
    let peak = 0;
    const sample = () => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, 50);
    let timedOut = false;
    const killer = opts.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          try {
            process.kill(-child.pid!, 'SIGKILL'); // the whole process group this run started
          } catch {
            /* gone */
          }
        }, opts.timeoutMs)
      : undefined;
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      clearInterval(timer);
      if (killer) clearTimeout(killer);
      let cpuMs = NaN;
      try {
        cpuMs = parseTimes(readFileSync(timesFile, 'utf8'));
      } catch {
        /* killed before `times` ran */
      }
      rmSync(tmp, { recursive: true, force: true });
      const otherCpuMs = Number.isFinite(cpuMs)
        ? Math.max(0, machineBusyMs() - busy0 - cpuMs)
        : NaN;
      resolve({
        code: code ?? 1,
        wallMs,
        cpuMs,
        otherCpuMs,
        peakRss: peak,
        stdout,
        stderr,
        timedOut,
      });
    });
  });
}

/** Total bytes and file count of a folder. */
export function dirSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        files++;
        try {
          bytes += statSync(p).size;
        } catch {
          /* ignore */
        }
      }
    }
  };
  walk(dir);
  return { bytes, files };
}
