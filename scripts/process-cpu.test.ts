import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descendantsCpuMs, processCpu, statTimes, type StatTimes } from './process-cpu.js';

describe('process CPU', () => {
  it('reads the parent and the own and children ticks after a name with spaces and parentheses', () => {
    // pid (comm) state ppid … utime stime cutime cstime …: 700 + 90 own, 250 + 50 children's.
    const line =
      '4242 (node (worker) 1) S 17 4242 4242 0 -1 4194304 10 0 0 0 700 90 250 50 20 0 11';
    expect(statTimes(line)).toEqual({ ppid: 17, ownMs: 7900, childrenMs: 3000 });
  });

  it('refuses a line it cannot read rather than counting nothing', () => {
    expect(() => statTimes('4242 (node) S 1')).toThrow(/Unreadable/);
  });

  it('adds up every process below the one asked for, at any depth, and nothing beside it', () => {
    const times = (ppid: number, ownMs: number, childrenMs = 0): StatTimes => ({
      ppid,
      ownMs,
      childrenMs,
    });
    const processes = new Map([
      [10, times(1, 5000)], // the worker itself: not below itself
      [11, times(10, 300, 40)], // Chromium, which has waited for a renderer
      [12, times(11, 200)], // its zygote
      [13, times(12, 100)], // a renderer
      [20, times(10, 70)], // the file's server
      [30, times(1, 9000)], // another worker's process
    ]);
    expect(descendantsCpuMs(10, processes)).toBe(300 + 40 + 200 + 100 + 70);
  });

  it.runIf(process.platform === 'linux')(
    'counts the CPU of a child process once it has been waited for',
    () => {
      const before = processCpu();
      // A child that spins until it has used 300 ms of its own CPU, however busy the machine.
      const spin = 'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 300_000) {}';
      expect(spawnSync(process.execPath, ['-e', spin]).status).toBe(0);
      const after = processCpu();
      expect(after.children).toBe(true);
      expect(after.ms - before.ms).toBeGreaterThanOrEqual(300);
    },
  );

  it.runIf(process.platform === 'linux')(
    'counts the CPU of a child process that is still running, as a kept Chromium is',
    async () => {
      const before = processCpu();
      // Spins for 300 ms of its CPU, says so, then waits to be ended.
      const spin =
        'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 300_000) {}' +
        " process.stdout.write('spun'); setInterval(() => {}, 1000);";
      const child = spawn(process.execPath, ['-e', spin], { stdio: ['ignore', 'pipe', 'ignore'] });
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const after = processCpu();
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await ended;
      expect(after.ms - before.ms).toBeGreaterThanOrEqual(300);
    },
  );
});
