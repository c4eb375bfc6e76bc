/**
 * Counts per key over a fixed window, each step one atomic operation: in memory for one
 * instance, in Redis (one Lua script per step) for several. A count is taken before the work it
 * guards and given back when the work did not use it, so requests sent at once cannot all pass
 * a check made before any of them was counted. Redis errors fail open, as the rate limits do:
 * the request goes on uncounted (the outage is logged by watchRedisOutages).
 */
import type { Redis } from 'ioredis';

export interface WindowCount {
  /** The count with this one included. */
  count: number;
  /** Milliseconds left in the key's window. */
  ttlMs: number;
}

export interface WindowCounts {
  /** Adds one to `key` (a new window of `windowMs` when it had none) and answers the count. */
  add(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back from `key` (never below zero, never into a new window). */
  remove(key: string): Promise<void>;
  /** The count of `key` now, adding nothing (0 outside a window). */
  peek(key: string): Promise<WindowCount>;
}

/** Memory's keys are looked through for ended windows once they pass this many. */
const MEMORY_SWEEP_AT = 10_000;

export function createMemoryWindowCounts(now: () => number = Date.now): WindowCounts {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (at: number): void => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  return {
    async add(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= MEMORY_SWEEP_AT) sweep(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - at };
    },
    async remove(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async peek(key) {
      const at = now();
      const window = windows.get(key);
      return window && window.endsAt > at
        ? { count: window.count, ttlMs: window.endsAt - at }
        : { count: 0, ttlMs: 0 };
    },
  };
}

/** INCR, and the window's expiry when the key is new (or lost its TTL): one script, atomic. */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** DECR only a key that exists and is above zero: a window that ended is not made again. */
const REMOVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

const PEEK_SCRIPT = `
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }`;

/** Keys are `<prefix><key>`: the caller's key names what is counted and for whom. */
export function createRedisWindowCounts(client: Redis, prefix: string): WindowCounts {
  return {
    async add(key, windowMs) {
      try {
        const [count, ttlMs] = (await client.eval(ADD_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [
          number,
          number,
        ];
        return { count: Number(count), ttlMs: Number(ttlMs) };
      } catch {
        return { count: 0, ttlMs: windowMs };
      }
    },
    async remove(key) {
      await client.eval(REMOVE_SCRIPT, 1, `${prefix}${key}`).catch(() => undefined);
    },
    async peek(key) {
      try {
        const [count, ttlMs] = (await client.eval(PEEK_SCRIPT, 1, `${prefix}${key}`)) as [
          number,
          number,
        ];
        return { count: Number(count), ttlMs: Math.max(0, Number(ttlMs)) };
      } catch {
        return { count: 0, ttlMs: 0 };
      }
    },
  };
}
