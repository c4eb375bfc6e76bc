import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error.js';
import { liveEventApi, liveEventFailure, type Fetch } from './live-event-api.js';

const CODE = 'abcdefghjkmnpq';
const SETTINGS = {
  name: 'Fair',
  greeting: 'Hi',
  language: 'en' as const,
  idleSeconds: 60,
  sources: 'camera' as const,
  print: false,
  printLayout: 'strip' as const,
  gallery: 'off' as const,
  keepDays: 30,
};
const CREATED = {
  code: CODE,
  settings: SETTINGS,
  endsAt: 1,
  hostKey: 'k'.repeat(43),
  hostUrl: `https://booth.example/host#${CODE}.${'k'.repeat(43)}`,
  guestUrl: `https://booth.example/e/${CODE}`,
};

const answering =
  (status: number, body: unknown): Fetch =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('liveEventApi', () => {
  it('creates an event and checks the answer against the contract', async () => {
    expect(await liveEventApi(answering(201, CREATED)).create(SETTINGS)).toEqual(CREATED);
    const error = await failure(
      liveEventApi(answering(201, { ...CREATED, hostKey: 'short' })).create(SETTINGS),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('unexpected_answer');
  });

  it('rejects with the server’s status and code, or none when no answer came', async () => {
    const refused = await failure(
      liveEventApi(answering(410, { error: 'Ended.', code: 'event_ended' })).read(CODE),
    );
    expect(refused).toMatchObject({ status: 410, code: 'event_ended' });
    const offline = await failure(
      liveEventApi(() => Promise.reject(new TypeError('Failed to fetch'))).read(CODE),
    );
    expect(offline).toMatchObject({ status: undefined });
  });
});

describe('liveEventFailure', () => {
  it('tells the host what to do for each failure', () => {
    expect(liveEventFailure(new ApiRequestError('x'))).toBe('liveEvent.errorOffline');
    expect(liveEventFailure(new ApiRequestError('x', 404))).toBe('liveEvent.errorNotFound');
    expect(liveEventFailure(new ApiRequestError('x', 410))).toBe('liveEvent.errorEnded');
    expect(liveEventFailure(new ApiRequestError('x', 429))).toBe('liveEvent.errorRateLimited');
    expect(liveEventFailure(new ApiRequestError('x', 503))).toBe('liveEvent.errorServer');
    expect(liveEventFailure(new Error('bug'))).toBe('liveEvent.errorServer');
  });
});
