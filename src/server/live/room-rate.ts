/**
 * How many messages one room socket may send: a token bucket of ROOM_MESSAGES_PER_SECOND (as many
 * at once). Past it a message is dropped, and refused aloud at most once a second (a refusal per
 * dropped message would flood the sender back). A second, ten times larger bucket measures
 * flooding: a socket that keeps sending about ten times the rate for seconds empties it and is
 * closed (ROOM_CLOSE_CODES.flooding). Pure: the caller passes the time.
 */
export type RateVerdict =
  /** Within the rate: handle the message. */
  | 'ok'
  /** Past the rate: drop it and tell the sender. */
  | 'refuse'
  /** Past the rate, already told within the last second: drop it quietly. */
  | 'drop'
  /** Far past the rate for long: close the socket. */
  | 'flood';

export interface RateSettings {
  /** Messages per second, and the burst allowed at once. */
  perSecond: number;
  /** The flood bucket: this many times the rate… */
  floodFactor: number;
  /** …sustained for this many seconds empties it. */
  floodSeconds: number;
}

interface Bucket {
  tokens: number;
  readonly capacity: number;
  readonly perMs: number;
}

function take(bucket: Bucket, elapsedMs: number): boolean {
  bucket.tokens = Math.min(bucket.capacity, bucket.tokens + elapsedMs * bucket.perMs);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export function createRateLimit(
  settings: RateSettings,
  startMs: number,
): (nowMs: number) => RateVerdict {
  const rate: Bucket = {
    tokens: settings.perSecond,
    capacity: settings.perSecond,
    perMs: settings.perSecond / 1000,
  };
  // It fills at the rate allowed, so only what goes past the rate drains it: the messages a
  // socket sends beyond `perSecond` may add up to factor × rate × seconds before it is closed.
  const flood: Bucket = {
    tokens: settings.perSecond * settings.floodFactor * settings.floodSeconds,
    capacity: settings.perSecond * settings.floodFactor * settings.floodSeconds,
    perMs: settings.perSecond / 1000,
  };
  let last = startMs;
  let refusedAt = Number.NEGATIVE_INFINITY;
  return (nowMs) => {
    const elapsed = Math.max(0, nowMs - last);
    last = Math.max(last, nowMs);
    if (!take(flood, elapsed)) return 'flood';
    if (take(rate, elapsed)) {
      // A message within the rate gives its flood token back: only excess counts.
      flood.tokens = Math.min(flood.capacity, flood.tokens + 1);
      return 'ok';
    }
    if (nowMs - refusedAt < 1000) return 'drop';
    refusedAt = nowMs;
    return 'refuse';
  };
}
