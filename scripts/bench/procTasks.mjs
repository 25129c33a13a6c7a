// The threads of a build's node process from /proc, for the bench's CPU samplers
// (threadCpu.mjs: CPU per thread kind; coreTimeline.mjs: cores busy over time).
import { readFileSync, readdirSync } from 'node:fs';

/** The build's node process: the first child of `/usr/bin/time` (`timePid`), once it exists. */
export function childPidOf(timePid) {
  try {
    const kids = readFileSync(`/proc/${timePid}/task/${timePid}/children`, 'utf8').trim();
    return kids ? Number(kids.split(/\s+/)[0]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each live thread of `pid`: its id, name, CPU ticks (utime + stime: fields 14 and 15 of the
 * stat line, 11 and 12 after the name) and state (`R`: running or waiting for a core).
 * Undefined when the process is gone.
 */
export function threadsOf(pid) {
  let tasks;
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  const out = [];
  for (const tid of tasks) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      out.push({
        tid,
        comm: stat.slice(stat.indexOf('(') + 1, close),
        ticks: Number(fields[11]) + Number(fields[12]),
        state: fields[0],
      });
    } catch {
      // the thread ended
    }
  }
  return out;
}
