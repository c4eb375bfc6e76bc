/**
 * A few slots of slow work (the video checks' worker threads) shared fairly between keys (the
 * visitors' addresses): a key runs at most `perKeyRunning` tasks at once and holds at most
 * `perKey` places, running or waiting; a freed slot goes to the waiting task of the key served
 * longest ago (one never served first; then the oldest task), so the next task of a key that
 * has just been served waits behind every other key's. At
 * most `maxWaiting` tasks wait in all; past that, or past a key's places, `run` refuses at once
 * with the error `full()` makes (the caller answers 503 busy), so the line stays short and the
 * memory held by waiting uploads bounded.
 */

export interface FairPoolOptions {
  /** Tasks running at once, each in a slot of its own (0 … slots - 1). */
  slots: number;
  /** Tasks of one key running at once. */
  perKeyRunning: number;
  /** Tasks of one key running or waiting. */
  perKey: number;
  /** Tasks waiting for a slot, all keys together. */
  maxWaiting: number;
  /** The error `run` rejects with when there is no place. */
  full: () => Error;
}

export interface FairPool {
  /**
   * Runs `task` in a free slot when the key's turn comes; rejects with `full()`, without
   * running it, when the key's places or the waiting line are all taken.
   */
  run<T>(key: string, task: (slot: number) => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  key: string;
  start(slot: number): void;
}

export function createFairPool(options: FairPoolOptions): FairPool {
  const freeSlots = Array.from({ length: options.slots }, (_, slot) => options.slots - 1 - slot);
  /** Waiting tasks, in the order they came (a few: maxWaiting at most), the oldest first. */
  const waiters: Waiter[] = [];
  const runningOf = new Map<string, number>();
  /** When each key busy now was last given a slot (a count of turns), to serve the others first. */
  const lastServed = new Map<string, number>();
  let turns = 0;

  const placesOf = (key: string) =>
    (runningOf.get(key) ?? 0) + waiters.filter((waiter) => waiter.key === key).length;

  /** The next task to run: of the key served longest ago (never: first), then the oldest. */
  function pick(): number {
    let best = -1;
    let bestTurn = Infinity;
    for (const [index, waiter] of waiters.entries()) {
      if ((runningOf.get(waiter.key) ?? 0) >= options.perKeyRunning) continue;
      const turn = lastServed.get(waiter.key) ?? -1;
      if (turn < bestTurn) {
        best = index;
        bestTurn = turn;
      }
    }
    return best;
  }

  function next(): void {
    while (freeSlots.length > 0) {
      const index = pick();
      if (index < 0) return;
      const [waiter] = waiters.splice(index, 1);
      if (!waiter) return;
      runningOf.set(waiter.key, (runningOf.get(waiter.key) ?? 0) + 1);
      lastServed.set(waiter.key, (turns += 1));
      // Given back when the task settles (run's `done`).
      waiter.start(freeSlots.pop() as number);
    }
  }

  return {
    run<T>(key: string, task: (slot: number) => Promise<T>): Promise<T> {
      if (placesOf(key) >= options.perKey || waiters.length >= options.maxWaiting) {
        return Promise.reject(options.full());
      }
      return new Promise<T>((resolve, reject) => {
        const done = (slot: number) => {
          freeSlots.push(slot);
          const left = (runningOf.get(key) ?? 1) - 1;
          if (left > 0) runningOf.set(key, left);
          else runningOf.delete(key);
          // A key with nothing left forgets its turn: the map holds only keys busy now.
          if (placesOf(key) === 0) lastServed.delete(key);
          next();
        };
        waiters.push({
          key,
          start(slot) {
            // A task that throws at once is a rejection like any other.
            Promise.resolve()
              .then(() => task(slot))
              .then(
                (value) => {
                  done(slot);
                  resolve(value);
                },
                (error: unknown) => {
                  done(slot);
                  reject(error);
                },
              );
          },
        });
        next();
      });
    },
    get running() {
      return options.slots - freeSlots.length;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
