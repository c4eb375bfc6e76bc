import { describe, expect, it } from 'vitest';
import { EVENT_SETTINGS } from '../../../../test/live-event-settings.js';
import type { PublicEvent } from '../../../model/live-event.js';
import { ApiRequestError } from './api-request-error.js';
import { eventSetupApi, hostApi, liveEventApi, liveEventFailure } from './live-event-api.js';

const CODE = 'abcdefghjkmn23';
const EVENT: PublicEvent = {
  code: CODE,
  settings: { ...EVENT_SETTINGS, name: 'Fair', greeting: 'Thanks!' },
  endsAt: 1_900_000_000_000,
};
const TOKEN = 'a'.repeat(43);
const HOST_KEY = 'k'.repeat(43);
const LINK = { code: CODE, hostKey: HOST_KEY };
const ENTRY_ID = 'b'.repeat(22);

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function answering(status: number, body: unknown = null) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return {
    calls,
    fetchImpl,
    api: liveEventApi(fetchImpl, () => ({ 'x-postbooth-event': CODE })),
  };
}

describe('liveEventApi', () => {
  it('reads an open event, an unknown code and an ended event', async () => {
    const open = answering(200, EVENT);
    expect(await open.api.getEvent(CODE)).toEqual({ status: 'open', event: EVENT });
    expect(open.calls[0]?.url).toBe(`/api/live-events/${CODE}`);
    const unknown = answering(404, { error: 'No such event.', code: 'event_not_found' });
    expect(await unknown.api.getEvent(CODE)).toEqual({ status: 'unknown' });
    const ended = answering(410, { error: 'Ended.', code: 'event_ended' });
    expect(await ended.api.getEvent(CODE)).toEqual({ status: 'ended' });
  });

  it('rejects an answer that is not an event, and a server failure', async () => {
    await expect(answering(200, { code: CODE }).api.getEvent(CODE)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    await expect(
      answering(429, { error: 'Slow down.', code: 'rate_limited' }).api.getEvent(CODE),
    ).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('creates an entry with the strip, its claim and the event, and checks the answer', async () => {
    const created = answering(201, { id: ENTRY_ID, state: 'waiting', deleteToken: TOKEN });
    const strip = { url: '/strips/x.png', claim: 'c'.repeat(43) };
    expect(await created.api.createEntry(CODE, strip)).toEqual({
      id: ENTRY_ID,
      state: 'waiting',
      deleteToken: TOKEN,
    });
    const call = created.calls[0];
    expect(call?.url).toBe(`/api/live-events/${CODE}/entries`);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      image_url: '/strips/x.png',
      strip_claim: 'c'.repeat(43),
    });
    expect(call?.init?.headers).toMatchObject({ 'x-postbooth-event': CODE });
    await expect(
      answering(409, { error: 'Gallery off.', code: 'gallery_off' }).api.createEntry(CODE, strip),
    ).rejects.toMatchObject({ status: 409, code: 'gallery_off' });
  });

  it('takes an entry back with its token; one already gone counts as done', async () => {
    const done = answering(204);
    await done.api.deleteEntry(CODE, ENTRY_ID, TOKEN);
    expect(done.calls[0]?.url).toBe(`/api/live-events/${CODE}/entries/${ENTRY_ID}`);
    expect(done.calls[0]?.init?.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    await answering(404, { error: 'Gone.', code: 'entry_not_found' }).api.deleteEntry(
      CODE,
      ENTRY_ID,
      TOKEN,
    );
    await expect(
      answering(403, { error: 'Not yours.', code: 'forbidden' }).api.deleteEntry(
        CODE,
        ENTRY_ID,
        TOKEN,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('eventSetupApi', () => {
  const created = {
    ...EVENT,
    hostKey: HOST_KEY,
    hostUrl: `https://booth.example/host#${CODE}.${HOST_KEY}`,
    guestUrl: `https://booth.example/e/${CODE}`,
  };

  it('creates an event and checks the answer against the contract', async () => {
    const create = answering(201, created);
    expect(await eventSetupApi(create.fetchImpl).create(EVENT.settings)).toEqual(created);
    expect(create.calls[0]?.url).toBe('/api/live-events');
    expect(JSON.parse(String(create.calls[0]?.init?.body))).toEqual(EVENT.settings);
    const short = answering(201, { ...created, hostKey: 'short' });
    await expect(eventSetupApi(short.fetchImpl).create(EVENT.settings)).rejects.toMatchObject({
      code: 'unexpected_answer',
    });
  });

  it('rejects with the server’s status and code, or none when no answer came', async () => {
    const ended = answering(410, { error: 'Ended.', code: 'event_ended' });
    await expect(eventSetupApi(ended.fetchImpl).read(CODE)).rejects.toMatchObject({
      status: 410,
      code: 'event_ended',
    });
    await expect(eventSetupApi(offline).read(CODE)).rejects.toMatchObject({ status: undefined });
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

describe('hostApi', () => {
  it('sends the host key as Bearer, with JSON bodies, to the contract paths', async () => {
    const moderated = answering(204);
    await hostApi(moderated.fetchImpl).moderate(LINK, ENTRY_ID, 'hidden');
    const call = moderated.calls[0];
    expect(call?.url).toBe(`/api/live-events/${CODE}/entries/${ENTRY_ID}`);
    expect(call?.init?.method).toBe('PATCH');
    expect(call?.init?.headers).toEqual({
      Authorization: `Bearer ${HOST_KEY}`,
      'Content-Type': 'application/json',
    });
    expect(call?.init?.body).toBe('{"state":"hidden"}');
    expect(call?.init?.cache).toBe('no-store');
  });

  it('rejects with the status and code of an error answer, or none when no answer came', async () => {
    const refused = answering(401, { error: 'Wrong key.', code: 'bad_key' });
    await expect(hostApi(refused.fetchImpl).end(LINK)).rejects.toMatchObject({
      status: 401,
      code: 'bad_key',
    });
    expect(refused.calls[0]?.init?.method).toBe('DELETE');
    await expect(hostApi(offline).view(LINK)).rejects.toMatchObject({ status: undefined });
  });

  it('refuses an answer that is not the contract', async () => {
    const wrong = answering(200, { entries: 'no' });
    await expect(hostApi(wrong.fetchImpl).view(LINK)).rejects.toMatchObject({
      code: 'unexpected_answer',
    });
    const url = `https://booth.example/api/live-events/${CODE}/archive.zip?token=t`;
    const link = answering(200, { url, expiresAt: 1 });
    expect(await hostApi(link.fetchImpl).archiveUrl(LINK)).toBe(url);
    await expect(
      hostApi(answering(200, { url: 'not a link', expiresAt: 1 }).fetchImpl).archiveUrl(LINK),
    ).rejects.toMatchObject({ code: 'unexpected_answer' });
  });
});
