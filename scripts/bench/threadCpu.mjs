#!/usr/bin/env node
// CPU of a cold build by thread (issue 37): runs `node <root>/scripts/run.mjs build <site>` once,
// reads the kernel's counters of every thread of the build's process (/proc/<pid>/task/*/stat,
// user + system ticks) every 100 ms until it ends, and prints one JSON line: wall time, the
// process's CPU and peak RSS (from `/usr/bin/time`), and the CPU of each kind of thread. Not a
// sampled profile: a thread's counters are not inflated by the machine's load (caches aside).
//
//   node scripts/bench/threadCpu.mjs --root <checkout> --site <site folder> [--label NAME]
//     [--out <output folder>] [--node-flags "--flag …"] [--env KEY=VALUE]…
//
// The site's `.cache` and the output folder are moved aside before the build and deleted after it
// (scripts/bench/README.md says why). Threads are told apart by a preloaded module that records
// each JavaScript thread's id and role (main, compile thread, pre-render worker); the other threads
// are V8's platform threads (garbage collector helpers, the optimizing compiler), libuv's pool and
// Rolldown's (named by the kernel's `comm`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childPidOf, threadsOf } from './procTasks.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const root = resolve(opt('root', '.'));
const site = resolve(opt('site'));
const label = opt('label', '');
const out = resolve(opt('out', join(site, 'build')));
const nodeFlags = (opt('node-flags', '') ?? '').split(/\s+/).filter(Boolean);
const env = { ...process.env, CI: '1' };
args.forEach((a, i) => {
  if (a !== '--env') return;
  const [k, ...v] = args[i + 1].split('=');
  env[k] = v.join('=');
});

const scratch = mkdtempSync(join(tmpdir(), 'thread-cpu-'));
const tidLog = join(scratch, 'tids.log');
const preload = join(scratch, 'tid.cjs');
writeFileSync(
  preload,
  `const fs = require('node:fs');
const wt = require('node:worker_threads');
try {
  const tid = fs.readlinkSync('/proc/thread-self').split('/').pop();
  const role = wt.isMainThread ? 'main' : wt.workerData && wt.workerData.tasksModule ? 'compile' : 'prerender';
  fs.appendFileSync(${JSON.stringify(tidLog)}, process.pid + ' ' + tid + ' ' + role + '\\n');
} catch {}
`,
);
env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${preload}`.trim();

// Cold: the cache and the output moved aside (deleted once the build is done).
const trash = join(scratch, 'trash');
for (const [i, dir] of [join(site, '.cache'), out].entries())
  if (existsSync(dir)) renameSync(dir, `${trash}-${i}`);

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const loadBefore = load();
const started = performance.now();
const child = spawn(
  '/usr/bin/time',
  [
    '-f',
    '%e %U %S %M',
    'node',
    ...nodeFlags,
    join(root, 'scripts/run.mjs'),
    'build',
    site,
    '--out-dir',
    out,
  ],
  { env, stdio: ['ignore', 'ignore', 'pipe'] },
);
let stderr = '';
child.stderr.on('data', (d) => (stderr += d));

// The build's node process: /usr/bin/time's child.
let pid;
const ticks = new Map(); // tid → { comm, ticks }
const hz = 100;
const sample = () => {
  pid ??= childPidOf(child.pid);
  for (const { tid, comm, ticks: t } of (pid && threadsOf(pid)) || [])
    ticks.set(tid, { comm, ticks: t });
};
// With --timeline: each kind's CPU second by second (roles are known only once the build ends).
const timeline = [];
const timer = setInterval(() => {
  sample();
  if (args.includes('--timeline'))
    timeline.push([
      +((performance.now() - started) / 1000).toFixed(1),
      [...ticks].map(([tid, t]) => [tid, t.comm, t.ticks]),
    ]);
}, 100);
const code = await new Promise((r) => child.on('exit', r));
clearInterval(timer);
const wall = (performance.now() - started) / 1000;
const loadAfter = load();
const timeLine = stderr.trim().split('\n').pop() ?? '';
const [, user, sys, maxKb] = timeLine.split(' ').map(Number);

const roles = new Map();
if (existsSync(tidLog))
  for (const line of readFileSync(tidLog, 'utf8').trim().split('\n')) {
    const [p, id, role] = line.split(' ');
    if (Number(p) === pid) roles.set(id, role);
  }
const byKind = {};
for (const [tid, { comm, ticks: t }] of ticks) {
  const kind = roles.get(tid) ?? (comm === 'node' ? 'v8-platform+other' : comm);
  byKind[kind] = +((byKind[kind] ?? 0) + t / hz).toFixed(2);
}
const threads = {};
for (const [, role] of roles) threads[role] = (threads[role] ?? 0) + 1;

console.log(
  JSON.stringify({
    label,
    code,
    wall: +wall.toFixed(2),
    cpu: +(user + sys).toFixed(2),
    user,
    sys,
    peakMb: Math.round(maxKb / 1024),
    load: `${loadBefore}-${loadAfter}`,
    byKind,
    threads,
    ...(code ? { stderr: stderr.slice(-2000) } : {}),
    ...(timeline.length ? { timeline: perSecond() } : {}),
  }),
);
function perSecond() {
  const kindOf = (tid, comm) => roles.get(tid) ?? (comm === 'node' ? 'v8-platform+other' : comm);
  const rows = [];
  let last = {};
  let bucket = -1;
  for (const [t, threads] of timeline) {
    if (Math.floor(t) === bucket) continue;
    bucket = Math.floor(t);
    const now = {};
    for (const [tid, comm, n] of threads)
      now[kindOf(tid, comm)] = (now[kindOf(tid, comm)] ?? 0) + n;
    const delta = {};
    for (const [k, v] of Object.entries(now))
      if (v - (last[k] ?? 0) > 0) delta[k] = (v - (last[k] ?? 0)) / hz;
    rows.push({ t: bucket, ...delta });
    last = now;
  }
  return rows;
}
rmSync(scratch, { recursive: true, force: true });
