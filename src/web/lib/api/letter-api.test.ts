import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  BUSY_RETRY_PAUSES_MS,
  letterApi,
  UNEXPECTED_ANSWER,
  type Fetch,
} from './letter-api.js';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const TOKEN = 't'.repeat(43);
const CLAIM = 'c'.repeat(43);

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

/** A fetch that records each call and answers the next of `answers` (a Response or an error). */
function fakeFetch(...answers: (Response | Error)[]) {
  const waits: number[] = [];
  const calls: Call[] = [];
  const fetchImpl: Fetch = async (url, init = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected request to ${url}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const wait = async (ms: number) => void waits.push(ms);
  return { calls, waits, api: letterApi(fetchImpl, wait) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('uploadVideo', () => {
  it('posts the video bytes with their own type and answers the public address and claim token', async () => {
    const { calls, api } = fakeFetch(
      json(201, { publicUrl: 'http://booth.test/videos/a.webm', claimToken: CLAIM }),
    );
    const video = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });
    expect(await api.uploadVideo(video)).toEqual({
      url: 'http://booth.test/videos/a.webm',
      claim: CLAIM,
    });
    expect(calls).toEqual([
      {
        url: '/api/videos',
        method: 'POST',
        headers: { 'content-type': 'video/webm' },
        body: video,
      },
    ]);
  });

  it("fails with the server's code when the video is refused", async () => {
    const { api } = fakeFetch(json(422, { error: 'Not a video.', code: 'video_invalid' }));
    const error = await failure(api.uploadVideo(new Blob([], { type: 'video/mp4' })));
    expect([error.status, error.code]).toEqual([422, 'video_invalid']);
  });
});

describe('uploadStrip', () => {
  it('posts the PNG bytes as image/png and answers the public address and claim token', async () => {
    const { calls, api } = fakeFetch(
      json(201, { publicUrl: 'http://booth.test/strips/a.png', claimToken: CLAIM }),
    );
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(await api.uploadStrip(png)).toEqual({
      url: 'http://booth.test/strips/a.png',
      claim: CLAIM,
    });
    expect(calls).toEqual([
      {
        url: '/api/strips',
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: png,
      },
    ]);
  });

  it('sends a busy upload again after a pause, as long as the server is busy (three more tries)', async () => {
    const busy = () => json(503, { error: 'The server is busy.', code: 'busy' });
    const done = json(201, { publicUrl: 'http://booth.test/strips/a.png', claimToken: CLAIM });
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const once = fakeFetch(busy(), busy(), done);
    expect(await once.api.uploadStrip(png)).toEqual({
      url: 'http://booth.test/strips/a.png',
      claim: CLAIM,
    });
    expect(once.calls.map((call) => call.body)).toEqual([png, png, png]);
    expect(once.waits).toEqual(BUSY_RETRY_PAUSES_MS.slice(0, 2));

    const always = fakeFetch(busy(), busy(), busy(), busy());
    const error = await failure(always.api.uploadStrip(png));
    expect([error.status, error.code]).toEqual([503, 'busy']);
    expect(always.calls).toHaveLength(BUSY_RETRY_PAUSES_MS.length + 1);
  });

  it('refuses an answer without a claim token', async () => {
    const { api } = fakeFetch(json(201, { publicUrl: 'http://booth.test/strips/a.png' }));
    expect((await failure(api.uploadStrip(new Blob()))).code).toBe(UNEXPECTED_ANSWER);
  });

  it('does not send again an upload refused for any other reason', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const { calls, waits, api } = fakeFetch(
      json(503, { error: 'The server cannot reach its storage.', code: 'storage_full' }),
    );
    expect((await failure(api.uploadStrip(png))).code).toBe('storage_full');
    expect([calls.length, waits]).toEqual([1, []]);
  });

  it("fails with the server's own message, status and code", async () => {
    const { api } = fakeFetch(json(413, { error: 'The strip is too large.', code: 'too_large' }));
    const error = await failure(api.uploadStrip(new Blob()));
    expect([error.message, error.status, error.code]).toEqual([
      'The strip is too large.',
      413,
      'too_large',
    ]);
  });

  it('names the status when the error answer is not ours', async () => {
    const { api } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.uploadStrip(new Blob()));
    expect([error.message, error.status]).toEqual(['The server answered 502.', 502]);
  });

  it("fails with the network's reason when no answer comes", async () => {
    const { api } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await failure(api.uploadStrip(new Blob()));
    expect([error.message, error.status]).toEqual(['Failed to fetch', undefined]);
    // Kept as the cause: a share tells a missing connection by it (share/share-queue.ts).
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('refuses a success that does not follow the contract', async () => {
    const { api } = fakeFetch(json(201, { url: 'not the field' }));
    expect((await failure(api.uploadStrip(new Blob()))).message).toBe(
      'The server sent an unexpected answer.',
    );
  });
});

describe('readStrip', () => {
  const address = 'http://booth.test/strips/a.png';

  it('gets the bytes of a stored strip from its address', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { calls, api } = fakeFetch(
      new Response(png, { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    const strip = await api.readStrip(address);
    expect(strip?.type).toBe('image/png');
    expect(new Uint8Array(await strip!.arrayBuffer())).toEqual(png);
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([`GET ${address}`]);
  });

  it('answers null when the strip is gone (404)', async () => {
    const { api } = fakeFetch(json(404, { error: 'Not found.', code: 'not_found' }));
    expect(await api.readStrip(address)).toBeNull();
  });

  it('fails on any other answer, and offline', async () => {
    expect((await failure(fakeFetch(json(500, {})).api.readStrip(address))).status).toBe(500);
    const offline = fakeFetch(new TypeError('Failed to fetch'));
    expect((await failure(offline.api.readStrip(address))).message).toBe('Failed to fetch');
  });
});

describe('createLetter', () => {
  it('posts the message, image_url and its claim as JSON and answers id and deleteToken', async () => {
    const { calls, api } = fakeFetch(json(201, { id: ID, deleteToken: TOKEN }));
    const letter = {
      message: 'Hi',
      image_url: 'http://booth.test/strips/a.png',
      strip_claim: CLAIM,
    };
    expect(await api.createLetter(letter)).toEqual({ id: ID, deleteToken: TOKEN });
    expect(calls).toEqual([
      {
        url: '/api/letters',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(letter),
      },
    ]);
  });

  it('refuses an answer without a delete token', async () => {
    const { api } = fakeFetch(json(201, { id: ID }));
    await failure(api.createLetter({ message: 'Hi', image_url: 'x' }));
  });

  it("fails with the server's message (400 for a strip it did not store)", async () => {
    const { api } = fakeFetch(
      json(400, { error: 'image_url must be …', code: 'invalid_image_url' }),
    );
    const error = await failure(api.createLetter({ message: 'Hi', image_url: 'x' }));
    expect([error.message, error.code]).toEqual(['image_url must be …', 'invalid_image_url']);
  });
});

describe('getLetter', () => {
  it('gets the letter by its id and checks its shape', async () => {
    const letter = { message: 'Hello', image_url: 'http://booth.test/strips/a.png' };
    const { calls, api } = fakeFetch(json(200, letter));
    expect(await api.getLetter(ID)).toEqual(letter);
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', `/api/letters/${ID}`]]);
  });

  it('escapes whatever the address held as the id', async () => {
    const { calls, api } = fakeFetch(json(400, { error: 'Bad id', code: 'invalid_request' }));
    await failure(api.getLetter('../strips?x=1'));
    expect(calls[0]!.url).toBe('/api/letters/..%2Fstrips%3Fx%3D1');
  });

  it("answers 'deleted' for a letter its sender deleted (410)", async () => {
    const gone = fakeFetch(json(410, { error: 'Deleted.', code: 'letter_deleted' }));
    expect(await gone.api.getLetter(ID)).toBe('deleted');
  });

  it('fails on 404 and on a letter of another shape', async () => {
    const missing = fakeFetch(json(404, { error: 'There is no letter.', code: 'not_found' }));
    expect((await failure(missing.api.getLetter(ID))).status).toBe(404);
    const odd = fakeFetch(json(200, { message: 42 }));
    await failure(odd.api.getLetter(ID));
  });
});

describe('deleteLetter', () => {
  it('sends DELETE with the token as a bearer credential', async () => {
    const { calls, api } = fakeFetch(new Response(null, { status: 204 }));
    await api.deleteLetter(ID, TOKEN);
    expect(calls).toEqual([
      {
        url: `/api/letters/${ID}`,
        method: 'DELETE',
        headers: { authorization: `Bearer ${TOKEN}` },
        body: undefined,
      },
    ]);
  });

  it('fails with the server message on a wrong token', async () => {
    const { api } = fakeFetch(json(403, { error: 'This token cannot.', code: 'forbidden' }));
    const error = await failure(api.deleteLetter(ID, TOKEN));
    expect([error.message, error.status]).toEqual(['This token cannot.', 403]);
  });
});

describe('uploads at a shared event', () => {
  it("carry the event's headers on the strip and the letter, and only there", async () => {
    const eventHeaders = {
      'x-postbooth-event': 'abcdefghjkmn23',
      'x-postbooth-device': 'd'.repeat(22),
    };
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fetchImpl: Fetch = async (url, init = {}) => {
      calls.push({ url, headers: Object.fromEntries(new Headers(init.headers).entries()) });
      if (url === '/api/strips')
        return json(201, { publicUrl: 'http://booth.test/strips/a.png', claimToken: CLAIM });
      if (url === '/api/letters') return json(201, { id: ID, deleteToken: TOKEN });
      return json(200, { message: 'hi', image_url: '/strips/a.png' });
    };
    const api = letterApi(
      fetchImpl,
      async () => undefined,
      () => eventHeaders,
    );
    await api.uploadStrip(new Blob([new Uint8Array([1])], { type: 'image/png' }));
    await api.createLetter({ message: 'hi', image_url: 'http://booth.test/strips/a.png' });
    await api.getLetter(ID);
    expect(calls.map((call) => call.headers['x-postbooth-event'])).toEqual([
      'abcdefghjkmn23',
      'abcdefghjkmn23',
      undefined,
    ]);
    expect(calls[0]?.headers['content-type']).toBe('image/png');
    expect(calls[1]?.headers['x-postbooth-device']).toBe('d'.repeat(22));
  });
});
