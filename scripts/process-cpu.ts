/**
 * The CPU time a process has used, with that of every process below it: a test file's server and
 * Chromium (its renderers, GPU and utility processes too) run under its worker, so their CPU
 * counts for the file that ran while they worked. A worker keeps its Chromium across files
 * (e2e/support/suite.ts), so a file's share is the difference between its start and its end,
 * live processes included, not only the children waited for. Linux gives all of it in /proc;
 * elsewhere only the process's own is known (`children: false`), and the figures say so.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux that Node supports. */
const TICKS_PER_SECOND = 100;

export interface ProcessCpu {
  readonly ms: number;
  /** Whether the CPU of the processes below this one is included. */
  readonly children: boolean;
}

/** What a /proc/<pid>/stat line says of a process's parent and times (ms). */
export interface StatTimes {
  readonly ppid: number;
  /** utime + stime: the process's own CPU. */
  readonly ownMs: number;
  /** cutime + cstime: the CPU of the children it has waited for. */
  readonly childrenMs: number;
}

/**
 * Reads a /proc/<pid>/stat line: ppid (field 4), utime, stime, cutime and cstime (14 to 17). The
 * second field, the command's name in parentheses, may hold spaces and parentheses itself, so
 * the fields are counted from after its last ')'.
 */
export function statTimes(statLine: string): StatTimes {
  const afterName = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is the third field (state).
  const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((index) =>
    Number(afterName[index]),
  );
  if (![ppid, utime, stime, cutime, cstime].every((field) => Number.isFinite(field))) {
    throw new Error(`Unreadable /proc stat line: ${statLine.slice(0, 80)}`);
  }
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return {
    ppid: ppid as number,
    ownMs: ms((utime as number) + (stime as number)),
    childrenMs: ms((cutime as number) + (cstime as number)),
  };
}

/**
 * The CPU of every live process below `pid` (their own and their waited-for children's), from
 * each process's stat times by pid. A child that ended counts through the process that waited
 * for it: its parent below `pid`, or `pid` itself (its own childrenMs, not counted here).
 */
export function descendantsCpuMs(pid: number, processes: ReadonlyMap<number, StatTimes>): number {
  const children = new Map<number, number[]>();
  for (const [child, { ppid }] of processes) {
    children.set(ppid, [...(children.get(ppid) ?? []), child]);
  }
  let total = 0;
  const below = [...(children.get(pid) ?? [])];
  for (let next = below.pop(); next !== undefined; next = below.pop()) {
    const times = processes.get(next);
    if (times) total += times.ownMs + times.childrenMs;
    below.push(...(children.get(next) ?? []));
  }
  return total;
}

/** Every readable /proc/<pid>/stat; a process that ends while it is read is passed over. */
function readProcesses(): Map<number, StatTimes> {
  const processes = new Map<number, StatTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), statTimes(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return processes;
}

export function processCpu(): ProcessCpu {
  const { user, system } = process.cpuUsage();
  const own = (user + system) / 1000;
  try {
    const self = statTimes(readFileSync('/proc/self/stat', 'utf8'));
    const below = descendantsCpuMs(process.pid, readProcesses());
    return { ms: own + self.childrenMs + below, children: true };
  } catch {
    return { ms: own, children: false };
  }
}
