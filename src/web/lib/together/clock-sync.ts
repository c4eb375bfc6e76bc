/**
 * The phone's clock against the server's, from ping/pong samples (as NTP does, simplified): a
 * ping leaves at `sent` (local), the server stamps `serverTime`, the pong lands at `received`
 * (local). Assuming the two legs take equal time, the server read its clock at the local
 * midpoint, so offset = serverTime − (sent + received) / 2. The sample with the shortest round
 * trip has the least room for unequal legs, so it wins.
 */
export interface ClockSample {
  readonly sent: number;
  readonly serverTime: number;
  readonly received: number;
}

/** Server time minus local time, ms, from the best sample; 0 with none. */
export function clockOffset(samples: readonly ClockSample[]): number {
  const best = bestSample(samples);
  return best ? best.serverTime - (best.sent + best.received) / 2 : 0;
}

function bestSample(samples: readonly ClockSample[]): ClockSample | undefined {
  let best: ClockSample | undefined;
  for (const sample of samples) {
    const trip = sample.received - sample.sent;
    // A pong before its ping (a clock stepped back meanwhile) says nothing.
    if (!(trip >= 0) || !Number.isFinite(sample.serverTime)) continue;
    if (!best || trip < best.received - best.sent) best = sample;
  }
  return best;
}

/** Samples worth keeping: the last `limit` (a phone's clock can drift, or be set, over hours). */
export function keepSamples(
  samples: readonly ClockSample[],
  sample: ClockSample,
  limit = 8,
): ClockSample[] {
  return [...samples, sample].slice(-limit);
}

/** The local time (Date.now() scale) at which the server's clock reads `serverTime`. */
export const toLocalTime = (serverTime: number, offset: number): number => serverTime - offset;
