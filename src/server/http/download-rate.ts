/**
 * A minimum rate for long answers (Download all). REQUEST_TIMEOUT_MS covers receiving a
 * request, never sending its answer, so a download of any length goes on while its reader keeps
 * taking it. The answer is pulled (back-pressure), so a reader that stalls makes the server hold
 * no more than the sockets' buffers; but it would keep its connection and an open file for ever.
 * A download whose reader took fewer than `bytesPerSecond` over a window of `windowMs` is cut
 * (its connection destroyed: the reader sees a broken transfer, never a complete-looking file).
 */
import { Transform, pipeline, type Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { realTicker, type MinimumRate, type Ticker } from './minimum-rate.js';

/** A download metered: `body` passed through, counted as the reader takes it. */
export type MeteredDownload = Transform & { sentLength: number };

/** `body` as it should be sent on `response`, which is destroyed when its reader is too slow. */
export function meterDownload(
  body: Readable,
  response: Pick<ServerResponse, 'destroy' | 'once'>,
  rate: MinimumRate,
  ticker: Ticker = realTicker,
): MeteredDownload {
  const needed = (rate.bytesPerSecond * rate.windowMs) / 1000;
  let atWindowStart = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      meter.sentLength += chunk.length;
      done(null, chunk);
    },
  }) as MeteredDownload;
  meter.sentLength = 0;
  const stop = ticker(rate.windowMs, () => {
    if (meter.sentLength - atWindowStart >= needed) {
      atWindowStart = meter.sentLength;
      return;
    }
    stop();
    response.destroy();
  });
  // Sent to the end, or cut, or the reader gone: nothing more to watch, nothing more to read.
  response.once('close', () => {
    stop();
    meter.destroy();
  });
  // The body is destroyed with the meter (its files closed), and a failing body fails the meter.
  pipeline(body, meter, () => stop());
  return meter;
}
