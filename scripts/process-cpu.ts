/**
 * The CPU time a process has used, with that of the children it has waited for: a test file's
 * server and Chromium are its worker's children, so their CPU counts for the file that started
 * them. Linux gives children's time in /proc/self/stat; elsewhere only the process's own is
 * known (`children: false`), and the figures say so.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux that Node supports. */
const TICKS_PER_SECOND = 100;

export interface ProcessCpu {
  readonly ms: number;
  /** Whether the CPU of waited-for child processes is included. */
  readonly children: boolean;
}

/**
 * Reads cutime and cstime (the 16th and 17th fields) of a /proc/<pid>/stat line, in ms. The
 * second field, the command's name in parentheses, may hold spaces and parentheses itself, so
 * the fields are counted from after its last ')'.
 */
export function childrenCpuMs(statLine: string): number {
  const afterName = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is the third field (state): cutime is field 16, cstime 17.
  const cutime = Number(afterName[13]);
  const cstime = Number(afterName[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) {
    throw new Error(`Unreadable /proc stat line: ${statLine.slice(0, 80)}`);
  }
  return ((cutime + cstime) * 1000) / TICKS_PER_SECOND;
}

export function processCpu(): ProcessCpu {
  const { user, system } = process.cpuUsage();
  const own = (user + system) / 1000;
  try {
    return { ms: own + childrenCpuMs(readFileSync('/proc/self/stat', 'utf8')), children: true };
  } catch {
    return { ms: own, children: false };
  }
}
