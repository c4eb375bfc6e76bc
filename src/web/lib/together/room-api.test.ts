import { describe, expect, it } from 'vitest';
import { ApiRequestError, type Fetch } from '../api/letter-api.js';
import { memoryStorage } from '../storage/safe-storage.js';
import { roomCredentials } from './credentials.js';
import { roomApi } from './room-api.js';

const room = 'r'.repeat(22);
const joined = { room, participant: 'p'.repeat(22), token: 't'.repeat(43) };

function api(answer: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: Fetch = (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  };
  const credentials = roomCredentials(memoryStorage());
  return { calls, credentials, api: roomApi(fetchImpl, credentials) };
}

describe('roomApi', () => {
  it('creates a room and keeps the host’s credentials', async () => {
    const { calls, credentials, api: rooms } = api(() => Response.json(joined, { status: 201 }));
    const request = { layout: 3, day: '2026-11-27', name: 'Ana', colour: '#d62e4d' } as const;
    await expect(rooms.createRoom(request)).resolves.toEqual(joined);
    expect(calls[0]?.url).toBe('/api/rooms');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(request);
    expect(credentials.get(room)).toEqual({ participant: joined.participant, token: joined.token });
  });

  it('joins with a name and a colour', async () => {
    const { calls, credentials, api: rooms } = api(() => Response.json(joined, { status: 201 }));
    await rooms.joinRoom(room, { name: 'Ben', colour: '#1f6fd1' });
    expect(calls[0]?.url).toBe(`/api/rooms/${room}/participants`);
    expect(credentials.get(room)?.token).toBe(joined.token);
  });

  it('surfaces the server’s refusal with its code and message, and keeps nothing', async () => {
    const { credentials, api: rooms } = api(() =>
      Response.json({ error: 'This room is full (6 people).', code: 'room_full' }, { status: 409 }),
    );
    const failure = rooms.joinRoom(room, { name: 'Zoe', colour: '#1a8a4c' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      code: 'room_full',
      message: 'This room is full (6 people).',
    });
    expect(credentials.get(room)).toBeNull();
  });

  it('refuses an answer that does not match the contract', async () => {
    const { api: rooms } = api(() => Response.json({ id: room, layout: 7 }));
    await expect(rooms.roomState(room)).rejects.toMatchObject({ code: 'unexpected_answer' });
  });
});
