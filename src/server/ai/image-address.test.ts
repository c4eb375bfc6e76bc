/**
 * fetchImageAddress against a real TLS server on 127.0.0.1. Its name, sticker.test, exists
 * in no DNS: the tests resolve it themselves, so a successful fetch also proves the socket
 * connected to the address our lookup checked. Only these tests allow 127.0.0.1.
 */
import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_TLS_CERT, TEST_TLS_HOST, TEST_TLS_KEY } from '../../../test/server/tls-fixture.js';
import { TooLargeError } from './capped-read.js';
import { fetchImageAddress } from './image-address.js';
import type { ImageAddressOptions } from './image-address.js';
import { AddressRefusedError } from './public-lookup.js';

const IMAGE = Buffer.from('not really a png, but typed image/png');
const CAP = 1024;

let server: https.Server;
let base: string;
let requests: string[];
let connections: number;
let lookups: string[];

beforeAll(async () => {
  server = https.createServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const moved = (location: string) => response.writeHead(302, { location }).end();
    const port = (server.address() as AddressInfo).port;
    if (path === '/sticker.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(IMAGE);
    else if (path === '/moved') moved('/sticker.png');
    else if (path === '/moved-away') moved(`https://other.test:${port}/sticker.png`);
    else if (path === '/moved-to-http') moved(`http://${TEST_TLS_HOST}:${port}/sticker.png`);
    else if (path === '/moved-to-ip') moved(`https://127.0.0.1:${port}/sticker.png`);
    else if (path === '/loop') moved('/loop');
    else if (path === '/page') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
    else if (path === '/big') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(CAP * 64));
    } else if (path === '/declared-big') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(CAP + 1) });
      response.write('x');
    } else if (path === '/hang') {
      // Never answers.
    } else response.writeHead(404).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://${TEST_TLS_HOST}:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  requests = [];
  connections = 0;
  lookups = [];
});

/** Resolves every name to the next of `answers` (the last one repeats), recording names. */
function resolver(...answers: string[][]) {
  return (name: string): Promise<LookupAddress[]> => {
    lookups.push(name);
    const answer = answers[Math.min(lookups.length - 1, answers.length - 1)] ?? [];
    return Promise.resolve(answer.map((address) => ({ address, family: 4 })));
  };
}

/** Options for the test server: its name resolves to 127.0.0.1, which is allowed here. */
function local(over: Partial<ImageAddressOptions> = {}): ImageAddressOptions {
  return {
    maxBytes: CAP,
    signal: AbortSignal.timeout(5000),
    resolve: resolver(['127.0.0.1']),
    isAllowed: (address) => address === '127.0.0.1',
    ca: TEST_TLS_CERT,
    ...over,
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AddressRefusedError);
  return (error as AddressRefusedError).reason;
}

describe('fetchImageAddress', () => {
  it('fetches over https from the address the lookup checked', async () => {
    expect(await fetchImageAddress(`${base}/sticker.png`, local())).toEqual(IMAGE);
    expect(lookups).toEqual([TEST_TLS_HOST]);
  });

  it('follows a redirect within the same origin, checking the name again', async () => {
    expect(await fetchImageAddress(`${base}/moved`, local())).toEqual(IMAGE);
    expect(requests).toEqual(['/moved', '/sticker.png']);
    expect(lookups).toEqual([TEST_TLS_HOST, TEST_TLS_HOST]);
  });

  it('refuses a same-origin redirect once the name resolves elsewhere (DNS rebinding)', async () => {
    const rebinding = local({ resolve: resolver(['127.0.0.1'], ['10.0.0.1']) });
    expect(await refusal(fetchImageAddress(`${base}/moved`, rebinding))).toBe(
      'the name resolves to a private address',
    );
    expect(requests).toEqual(['/moved']);
  });

  it.each([
    ['/moved-away', 'a redirect to another host'],
    ['/moved-to-ip', 'a redirect to another host'],
    ['/moved-to-http', 'a redirect away from https'],
  ])('refuses %s: %s, without following it', async (path, reason) => {
    expect(await refusal(fetchImageAddress(`${base}${path}`, local()))).toBe(reason);
    expect(requests).toEqual([path]);
  });

  it('follows at most maxRedirects redirects', async () => {
    expect(await refusal(fetchImageAddress(`${base}/loop`, local()))).toBe('too many redirects');
    expect(requests).toEqual(['/loop', '/loop', '/loop']);
    expect(await refusal(fetchImageAddress(`${base}/moved`, local({ maxRedirects: 0 })))).toBe(
      'too many redirects',
    );
  });

  it.each([
    ['http://sticker.test/sticker.png', 'not https'],
    ['ftp://sticker.test/sticker.png', 'not https'],
    ['data:image/png;base64,AAAA', 'not https'],
    ['/sticker.png', 'not an address'],
  ])('refuses %s before resolving anything', async (address, reason) => {
    expect(await refusal(fetchImageAddress(address, local()))).toBe(reason);
    expect(lookups).toEqual([]);
  });

  it('with the production rule, refuses a name resolving to 127.0.0.1 without connecting', async () => {
    const options = local({ isAllowed: undefined });
    expect(await refusal(fetchImageAddress(`${base}/sticker.png`, options))).toBe(
      'the name resolves to a loopback address',
    );
    expect(connections).toBe(0);
  });

  it('refuses a name with one non-public address among public ones, without connecting', async () => {
    const options = local({ resolve: resolver(['127.0.0.1', '192.168.0.7']) });
    expect(await refusal(fetchImageAddress(`${base}/sticker.png`, options))).toBe(
      'the name resolves to a private address',
    );
    expect(connections).toBe(0);
  });

  it.each([
    ['127.0.0.1', 'the address is loopback'],
    ['[::1]', 'the address is loopback'],
    ['[::ffff:7f00:1]', 'the address is loopback'],
    ['169.254.169.254', 'the address is link-local'],
  ])('refuses the literal address %s without a lookup or a connection', async (host, reason) => {
    const port = new URL(base).port;
    const address = `https://${host}:${port}/sticker.png`;
    expect(await refusal(fetchImageAddress(address, local({ isAllowed: undefined })))).toBe(reason);
    expect([lookups, connections]).toEqual([[], 0]);
  });

  it.each([
    ['/page', 'not an image'],
    ['/nothing', 'status 404'],
  ])('refuses %s: %s', async (path, reason) => {
    expect(await refusal(fetchImageAddress(`${base}${path}`, local()))).toBe(reason);
  });

  it.each(['/big', '/declared-big'])('refuses %s past the size cap', async (path) => {
    await expect(fetchImageAddress(`${base}${path}`, local())).rejects.toBeInstanceOf(
      TooLargeError,
    );
  });

  it('gives up when the signal fires', async () => {
    const options = local({ signal: AbortSignal.timeout(100) });
    await expect(fetchImageAddress(`${base}/hang`, options)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
