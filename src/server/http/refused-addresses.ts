/**
 * Addresses a rate limit refused, each until its window ends, so that their next requests are
 * answered at once, before anything else is done for them. A flood from one address past its
 * budget otherwise costs the server as much per request as a reader does: the limit's store
 * (a round trip with Redis), an Error with its stack for the answer, the error handler, two
 * log lines. Counts in a fixed window only grow until it ends, so an address refused once is
 * refused by the limit itself until then; nothing is refused here that the limit would let
 * through (with Redis, the window's end is the key's own expiry, the same for all instances).
 */

/**
 * How long an early refusal is held before it is sent. A client that waits for each answer
 * (most floods: a fixed number of connections, each asking again once answered) then asks
 * at most once a second per connection instead of as fast as we can refuse, so a flood of
 * refusals no longer crowds out the readers in the event loop; a reader who went over the
 * limit loses nothing, being refused anyway. Holding costs a timer per pending refusal.
 */
export const REFUSAL_HOLD_MS = 1000;

/** Bound on the addresses kept: a spread-out flood cannot grow this without end. */
export const MAX_REFUSED_ADDRESSES = 10_000;

export class RefusedAddresses {
  /** Address → when its window ends (ms since the epoch); oldest entry first. */
  readonly #until = new Map<string, number>();

  constructor(readonly maxAddresses = MAX_REFUSED_ADDRESSES) {}

  get size(): number {
    return this.#until.size;
  }

  /** `address` was refused; its window ends at `untilMs`. */
  refuse(address: string, untilMs: number): void {
    this.#until.delete(address);
    this.#until.set(address, untilMs);
    // Forgetting an address only sends it back to the limit, which refuses it again.
    for (const oldest of this.#until.keys()) {
      if (this.#until.size <= this.maxAddresses) break;
      this.#until.delete(oldest);
    }
  }

  /** How many ms `address` stays refused from `nowMs`; 0 when it is not refused. */
  refusedFor(address: string, nowMs: number): number {
    const until = this.#until.get(address);
    if (until === undefined) return 0;
    if (nowMs >= until) {
      this.#until.delete(address);
      return 0;
    }
    return until - nowMs;
  }
}

/**
 * Counts refusals between log lines, so that a flood writes one line a second, not thousands:
 * each line would cost the server about what answering the request did, and says nothing new.
 * The returned function is called on each refusal; it answers how many refusals the line to
 * write now stands for (this one included), or 0 when no line is due yet.
 */
export function sampledCount(intervalMs: number): (nowMs: number) => number {
  let count = 0;
  let last = -Infinity;
  return (nowMs) => {
    count += 1;
    if (nowMs - last < intervalMs) return 0;
    last = nowMs;
    const stoodFor = count;
    count = 0;
    return stoodFor;
  };
}
