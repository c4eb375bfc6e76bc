/**
 * A minimum transfer rate for request bodies. REQUEST_TIMEOUT_MS alone lets a client that sends
 * a byte now and then hold an upload place (and its socket) for the whole timeout; a body that
 * brings fewer than `bytesPerSecond` over any window of `windowMs` is cut at the end of that
 * window with 408 in our shape, and its connection closed. The body passes through a meter
 * (Fastify's preParsing hook may hand the parser another stream), counted as it is read.
 */
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { preParsingAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.js';

export interface MinimumRate {
  bytesPerSecond: number;
  windowMs: number;
}

/** Runs `tick` every `ms` until the returned function is called (tests pass a fake one). */
export type Ticker = (ms: number, tick: () => void) => () => void;

export const realTicker: Ticker = (ms, tick) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** What Fastify reads of a stream from preParsing: the bytes received before any decoding. */
type MeteredBody = Transform & { receivedEncodedLength: number };

/**
 * `source` passed through, destroyed with `tooSlow()` at the end of a window that brought too
 * few bytes. The source itself is left alone (paused), so that an answer can still be sent.
 */
export function meterBody(
  source: Readable,
  rate: MinimumRate,
  tooSlow: () => Error,
  ticker: Ticker = realTicker,
): MeteredBody {
  const needed = (rate.bytesPerSecond * rate.windowMs) / 1000;
  let atWindowStart = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      meter.receivedEncodedLength += chunk.length;
      done(null, chunk);
    },
  }) as MeteredBody;
  meter.receivedEncodedLength = 0;
  const stop = ticker(rate.windowMs, () => {
    if (meter.receivedEncodedLength - atWindowStart >= needed) {
      atWindowStart = meter.receivedEncodedLength;
      return;
    }
    stop();
    source.unpipe(meter);
    // Nobody reads the body any more (the answer went out before it was read, say a 413): cut
    // it quietly, since an 'error' with no listener would bring the whole process down.
    meter.destroy(meter.listenerCount('error') > 0 ? tooSlow() : undefined);
  });
  // The whole body arrived, or the meter was cut or destroyed: nothing more to watch.
  meter.once('finish', stop);
  meter.once('close', stop);
  // A client gone mid-body: the parser hears of it, as it would from the request itself.
  source.once('error', (error) => meter.destroy(error));
  source.pipe(meter);
  return meter;
}

/** 408 request_timeout, as a request cut off by REQUEST_TIMEOUT_MS answers. */
export function bodyTooSlow(): HttpError {
  return new HttpError(
    408,
    'request_timeout',
    'The request took too long to arrive. Please try again.',
  );
}

/** The preParsing hook of a route that takes a body. */
export function minimumRateHook(
  rate: MinimumRate,
  ticker: Ticker = realTicker,
): preParsingAsyncHookHandler {
  return async (_request, reply, payload) => {
    const meter = meterBody(
      payload,
      rate,
      () => {
        // The rest of the body will not be read: the connection cannot carry another request.
        reply.header('connection', 'close');
        return bodyTooSlow();
      },
      ticker,
    );
    // Answered (or the client gone): what is left of the body no longer needs watching.
    reply.raw.once('close', () => meter.destroy());
    return meter;
  };
}
