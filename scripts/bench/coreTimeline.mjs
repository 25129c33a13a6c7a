#!/usr/bin/env node
// Where a cold build's cores idle (issue 37): runs `node <root>/scripts/run.mjs build <site>` once,
// reads every thread's CPU counters (/proc/<pid>/task/*/stat, user + system ticks) every 25 ms, and
// prints a timeline: per slot (100 ms unless --slot), the cores each kind of thread used (main,
// compile threads, pre-render workers, Rolldown's, V8's platform threads, libuv's pool), with the
// reporter's stage lines (`[build] stage…`, CI mode) at the time they were written; then the spans
// where fewer than --busy cores (1.8) were used, and the build's wall time, CPU and cores used.
//
//   node scripts/bench/coreTimeline.mjs --root <checkout> --site <site folder> [--out <folder>]
//     [--slot 100] [--busy 1.8] [--by want|used] [--json <file>]
//
// The kernel counts in ticks of 10 ms: a 100 ms slot's figure is within ±0.1 core per thread.
// Threads are told apart as in threadCpu.mjs (a preloaded module records each JavaScript thread's
// id and role as it starts; the log is read while the build runs). The site's `.cache` and the
// output folder are deleted before the build (cold) and the output after it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const out = resolve(opt('out', join(site, 'build')));
const slotMs = Number(opt('slot', '100'));
const busy = Number(opt('busy', '1.8'));
const jsonFile = opt('json');
const by = opt('by', 'want');
const hz = 100;

const scratch = mkdtempSync(join(tmpdir(), 'core-timeline-'));
const tidLog = join(scratch, 'tids.log');
const preload = join(scratch, 'tid.cjs');
writeFileSync(
  preload,
  `const fs = require('node:fs');
const wt = require('node:worker_threads');
try {
  const tid = fs.readlinkSync('/proc/thread-self').split('/').pop();
  const data = wt.workerData;
  const role = wt.isMainThread ? 'main' : data && data.tasksModule ? 'compile' : data && data.state ? 'writer' : 'prerender';
  fs.appendFileSync(${JSON.stringify(tidLog)}, process.pid + ' ' + tid + ' ' + role + '\\n');
} catch {}
`,
);
const env = { ...process.env, CI: '1' };
env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${preload}`.trim();
rmSync(join(site, '.cache'), { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const loadBefore = load();
const started = performance.now();
const now = () => performance.now() - started;
const child = spawn(
  '/usr/bin/time',
  ['-f', '%e %U %S %M', 'node', join(root, 'scripts/run.mjs'), 'build', site, '--out-dir', out],
  { env, stdio: ['ignore', 'ignore', 'pipe'] },
);
const marks = [];
let stderr = '';
let partial = '';
child.stderr.on('data', (d) => {
  stderr += d;
  const lines = (partial + d).split('\n');
  partial = lines.pop();
  for (const line of lines) {
    const m = /^\[build\] ([^:]+?)…$/.exec(line);
    if (m) marks.push({ ms: now(), stage: m[1] });
  }
});

let pid;
const roles = new Map();
const kindOf = (tid, comm) => {
  const role = roles.get(tid);
  if (role) return role;
  if (/^tokio|^rolldown|^rayon/i.test(comm)) return 'rolldown';
  if (comm === 'node' || /^V8 /.test(comm)) return 'v8';
  if (/libuv/.test(comm)) return 'libuv';
  return comm;
};
const samples = []; // [ms, Map tid → {comm, ticks}]
const sample = () => {
  pid ??= childPidOf(child.pid);
  const threads = pid && threadsOf(pid);
  if (!threads) return;
  const at = new Map();
  // state R is running or waiting for a core (the build's demand).
  for (const { tid, comm, ticks, state } of threads)
    at.set(tid, { comm, ticks, runnable: state === 'R', state });
  samples.push([now(), at]);
};
const timer = setInterval(sample, 25);
const code = await new Promise((r) => child.on('exit', r));
clearInterval(timer);
const wallMs = now();
const loadAfter = load();
const [, user, sys, maxKb] = (stderr.trim().split('\n').pop() ?? '').split(' ').map(Number);
if (existsSync(tidLog))
  for (const line of readFileSync(tidLog, 'utf8').trim().split('\n')) {
    const [p, id, role] = line.split(' ');
    if (Number(p) === pid) roles.set(id, role);
  }

// Per slot: each kind's ticks between the last sample before the slot's start and the last in it.
// A thread that ended keeps its last counters (taken from the samples before).
const last = new Map(); // tid → {comm, ticks}
const kinds = new Set();
const slots = [];
let si = 0;
for (let t = slotMs; t < wallMs + slotMs; t += slotMs) {
  const before = new Map([...last].map(([tid, v]) => [tid, v.ticks]));
  let n = 0;
  const want = {};
  const mainStates = {};
  while (si < samples.length && samples[si][0] <= t) {
    for (const [tid, v] of samples[si][1]) {
      last.set(tid, v);
      if (v.runnable) want[kindOf(tid, v.comm)] = (want[kindOf(tid, v.comm)] ?? 0) + 1;
      if (kindOf(tid, v.comm) === 'main') mainStates[v.state] = (mainStates[v.state] ?? 0) + 1;
    }
    n++;
    si++;
  }
  for (const k of Object.keys(want)) want[k] /= n || 1;
  const used = {};
  for (const [tid, v] of last) {
    const d = v.ticks - (before.get(tid) ?? 0);
    if (d <= 0) continue;
    const k = kindOf(tid, v.comm);
    kinds.add(k);
    used[k] = (used[k] ?? 0) + d / hz / (slotMs / 1000);
  }
  slots.push({ t: t - slotMs, used, want, mainStates });
}
const order = ['main', 'compile', 'prerender', 'writer', 'rolldown', 'v8', 'libuv'];
const kindList = [
  ...order.filter((k) => kinds.has(k)),
  ...[...kinds].filter((k) => !order.includes(k)),
];
const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
// Demand: the threads running or waiting for a core (state R) on average over the slot's samples,
// at most 2 (the cores). On a loaded machine the cores used fall under it, the demand does not.
const demand = (s) => Math.min(2, sum(s.want));
const measure = by === 'used' ? (s) => sum(s.used) : demand;
const fmt = (n) => (n >= 0.05 ? n.toFixed(1).padStart(5) : '    .');
const stageAt = (t0, t1) =>
  marks
    .filter((m) => m.ms >= t0 && m.ms < t1)
    .map((m) => m.stage)
    .join(', ');

const lines = [];
lines.push(
  `cores used by kind (ticks), then the total used and the demand (threads runnable, ≤ 2); '<' = ${by} under ${busy}`,
);
lines.push(
  `   t (s) | ${kindList.map((k) => k.slice(0, 5).padStart(5)).join(' ')} |  used  want | stage`,
);
for (const s of slots) {
  lines.push(
    `${(s.t / 1000).toFixed(1).padStart(8)} | ${kindList.map((k) => fmt(s.used[k] ?? 0)).join(' ')} | ${sum(
      s.used,
    )
      .toFixed(1)
      .padStart(
        5,
      )} ${demand(s).toFixed(1).padStart(5)}${measure(s) < busy ? ' <' : '  '} | ${stageAt(
      s.t,
      s.t + slotMs,
    )}`,
  );
}
// Spans: runs of slots under the threshold, with the stage they start in and what was busy.
const stageOf = (t) => [...marks].reverse().find((m) => m.ms <= t)?.stage ?? 'start-up';
const spans = [];
for (const s of slots) {
  const idle = Math.max(0, 2 - measure(s)) * (slotMs / 1000);
  const lastSpan = spans.at(-1);
  if (measure(s) >= busy) continue;
  if (lastSpan && lastSpan.end === s.t) {
    lastSpan.end = s.t + slotMs;
    lastSpan.idle += idle;
    for (const [k, v] of Object.entries(s.want)) lastSpan.want[k] = (lastSpan.want[k] ?? 0) + v;
    lastSpan.n++;
  } else
    spans.push({
      start: s.t,
      end: s.t + slotMs,
      idle,
      stage: stageOf(s.t),
      want: { ...s.want },
      n: 1,
    });
}
lines.push('');
lines.push(
  `spans of ≥ ${2 * slotMs} ms with ${by} under ${busy} (idle = core-seconds of 2 left unused; who ran):`,
);
for (const sp of spans.filter((x) => x.end - x.start >= 2 * slotMs))
  lines.push(
    `  ${(sp.start / 1000).toFixed(1).padStart(5)}–${(sp.end / 1000).toFixed(1).padEnd(5)} s  idle ${sp.idle.toFixed(2)}  (${sp.stage})  ` +
      Object.entries(sp.want)
        .filter(([, v]) => v / sp.n >= 0.05)
        .map(([k, v]) => `${k} ${(v / sp.n).toFixed(1)}`)
        .join(', '),
  );
const idleAll = slots.reduce((a, s) => a + Math.max(0, 2 - measure(s)) * (slotMs / 1000), 0);
const byStage = {};
for (const s of slots) {
  const st = stageOf(s.t);
  byStage[st] ??= { wall: 0, cpu: 0, want: 0, kinds: {}, main: {} };
  for (const [k, v] of Object.entries(s.mainStates))
    byStage[st].main[k] = (byStage[st].main[k] ?? 0) + v;
  for (const [k, v] of Object.entries(s.used))
    byStage[st].kinds[k] = (byStage[st].kinds[k] ?? 0) + v * (slotMs / 1000);
  byStage[st].wall += slotMs / 1000;
  byStage[st].cpu += sum(s.used) * (slotMs / 1000);
  byStage[st].want += demand(s) * (slotMs / 1000);
}
lines.push('');
lines.push('by stage: wall s, CPU s, cores used, demand; CPU s by kind of thread');
for (const [st, v] of Object.entries(byStage))
  lines.push(
    `  ${st.padEnd(16)} ${v.wall.toFixed(1).padStart(5)} ${v.cpu.toFixed(1).padStart(5)}  ${(v.cpu / v.wall).toFixed(2)}  ${(v.want / v.wall).toFixed(2)}  ` +
      kindList
        .filter((k) => v.kinds[k])
        .map((k) => `${k} ${v.kinds[k].toFixed(2)}`)
        .join(', ') +
      `; main's samples ${Object.entries(v.main)
        .map(([k, c]) => `${k} ${c}`)
        .join(' ')}`,
  );
lines.push('');
lines.push(
  `wall ${(wallMs / 1000).toFixed(2)} s, CPU ${(user + sys).toFixed(2)} s (user ${user}, sys ${sys}), ` +
    `cores used ${((user + sys) / (wallMs / 1000)).toFixed(2)}, ${by} under 2: ${idleAll.toFixed(2)} core-s, ` +
    `peak ${Math.round(maxKb / 1024)} MB, load ${loadBefore}→${loadAfter}, exit ${code}`,
);
console.log(lines.join('\n'));
if (code) console.log(stderr.slice(-3000));
if (jsonFile)
  writeFileSync(
    jsonFile,
    JSON.stringify({ wallMs, user, sys, maxKb, marks, slots, load: [loadBefore, loadAfter] }),
  );
rmSync(out, { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });
