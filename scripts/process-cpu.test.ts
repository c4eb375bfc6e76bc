import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenCpuMs, processCpu } from './process-cpu.js';

describe('process CPU', () => {
  it("reads the children's user and system ticks after a name with spaces and parentheses", () => {
    // pid (comm) state ppid … utime stime cutime cstime …: cutime 250 and cstime 50 ticks.
    const line = '4242 (node (worker) 1) S 1 4242 4242 0 -1 4194304 10 0 0 0 700 90 250 50 20 0 11';
    expect(childrenCpuMs(line)).toBe(3000);
  });

  it('refuses a line it cannot read rather than counting nothing', () => {
    expect(() => childrenCpuMs('4242 (node) S 1')).toThrow(/Unreadable/);
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
});
