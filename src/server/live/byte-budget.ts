/** A token bucket of bytes: `spend` says whether `bytes` fit now, and takes them if so. */
export interface ByteBudget {
  spend(bytes: number, nowMs: number): boolean;
  /** Whether `bytes` fit now, without taking them. */
  fits(bytes: number, nowMs: number): boolean;
}

export function createByteBudget(perSecond: number, burst: number, startMs: number): ByteBudget {
  let tokens = burst;
  let last = startMs;
  const refill = (nowMs: number): void => {
    tokens = Math.min(burst, tokens + (Math.max(0, nowMs - last) * perSecond) / 1000);
    last = Math.max(last, nowMs);
  };
  return {
    fits(bytes, nowMs) {
      refill(nowMs);
      return bytes <= tokens;
    },
    spend(bytes, nowMs) {
      refill(nowMs);
      if (bytes > tokens) return false;
      tokens -= bytes;
      return true;
    },
  };
}
