import { describe, expect, it } from 'vitest';
import type { CreateLetterRequest } from '../../../model/api.js';
import { shareFingerprint, type LastShare } from './last-share.js';
import type { DeliveryOutcome } from './share-delivery.js';
import {
  NO_MESSAGE,
  NO_STRIP,
  ShareError,
  shareLetter,
  uploadFailureText,
  type ShareDependencies,
  type ShareRequest,
} from './share-letter.js';

const ORIGIN = 'https://booth.test';
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const SECOND_ID = 'BBBBBBBBBBBBBBBBBBBBBB';
const TOKEN = 't'.repeat(43);
const PUBLIC_URL = `${ORIGIN}/strips/photostrip-1700000000000-CCCCCCCCCCCCCCCCCCCCCC.png`;
/** The claim token the strip's upload answered: the letter carries it. */
const CLAIM = 'c'.repeat(43);
const LINK = `${ORIGIN}/final-letter?id=${ID}`;
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
/** A strip kept as the address of one the server stored (from /download?photostrip=). */
const STORED_URL = `${ORIGIN}/strips/photostrip-1600000000000-DDDDDDDDDDDDDDDDDDDDDD.png`;

interface FakeOptions {
  /** Reading a stored strip answers PNG's bytes, unless told: null (it is gone) or an error. */
  fetch?: null | Error;
  upload?: Error | string;
  create?: Error | string;
  deliver?: Error | DeliveryOutcome;
  fingerprint?: 'real' | 'fails';
  lastShare?: LastShare | null;
}

/**
 * Strict fakes: every dependency logs its call, in order, and answers as told; a test states
 * the whole log, so a step that runs when it should not (or out of order) fails the test.
 */
function fakes(options: FakeOptions = {}) {
  const log: string[] = [];
  const uploads: Blob[] = [];
  const created: CreateLetterRequest[] = [];
  let lastShare = options.lastShare ?? null;
  const ids = [ID, SECOND_ID];
  const deps: ShareDependencies = {
    origin: ORIGIN,
    async fetchStrip(address) {
      log.push(`fetch ${address}`);
      if (options.fetch instanceof Error) throw options.fetch;
      if (options.fetch === null) return null;
      return new Blob([PNG], { type: 'image/png' });
    },
    async uploadStrip(png) {
      log.push('upload');
      uploads.push(png);
      if (options.upload instanceof Error) throw options.upload;
      if (typeof options.upload === 'string') throw options.upload;
      return { url: PUBLIC_URL, claim: CLAIM };
    },
    async createLetter(letter) {
      log.push('create');
      created.push(letter);
      if (options.create instanceof Error) throw options.create;
      if (typeof options.create === 'string') throw options.create;
      return { id: ids.shift()!, deleteToken: TOKEN };
    },
    async deliver(link) {
      log.push(`deliver ${link}`);
      if (options.deliver instanceof Error) throw options.deliver;
      return options.deliver ?? 'copied';
    },
    async fingerprint(message, strip) {
      log.push('fingerprint');
      if (options.fingerprint === 'fails') throw new Error('crypto.subtle is undefined');
      return shareFingerprint(message, strip);
    },
    lastShare: {
      get: () => {
        log.push('lastShare.get');
        return lastShare;
      },
      set: (share) => {
        log.push(`lastShare.set ${share.id}`);
        lastShare = share;
      },
    },
    keepToken(id, deleteToken) {
      log.push(`keepToken ${id} ${deleteToken.length}`);
    },
  };
  return { deps, log, uploads, created, lastShare: () => lastShare };
}

const pngBlob = () => new Blob([PNG], { type: 'image/png' });
const newLetter = (message: string, strip: Blob | string | null = pngBlob()): ShareRequest => ({
  kind: 'new',
  message,
  strip,
});

async function shareFailure(request: ShareRequest, deps: ShareDependencies): Promise<string> {
  const error: unknown = await shareLetter(request, deps).then(
    () => new Error('expected the share to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ShareError);
  return (error as ShareError).message;
}

describe('the words', () => {
  it('are the ones the README gives', () => {
    expect(uploadFailureText('x')).toBe('Failed to upload image: x');
    expect([NO_STRIP, NO_MESSAGE]).toEqual(['No photostrip image found', 'No message to share']);
  });
});

describe('step 1: a strip and a message are required', () => {
  it('fails without a strip, before anything else', async () => {
    for (const strip of [null, '']) {
      const { deps, log } = fakes();
      expect(await shareFailure(newLetter('Hello', strip), deps)).toBe(NO_STRIP);
      expect(log).toEqual([]);
    }
  });

  it('names the missing strip first when the message is blank too', async () => {
    const { deps } = fakes();
    expect(await shareFailure(newLetter('  ', null), deps)).toBe(NO_STRIP);
  });

  it('fails with a blank message, spaces, line breaks and invisible characters counting as blank', async () => {
    for (const message of ['', '   ', '\n\t \n', '\u200b', ' \u200b\u2060\n']) {
      const { deps, log } = fakes();
      expect(await shareFailure(newLetter(message), deps)).toBe(NO_MESSAGE);
      expect(log).toEqual([]);
    }
  });
});

describe('steps 2 to 6 for a new letter', () => {
  it("with handOut 'show', stores the letter and returns its link without delivering it", async () => {
    const { deps, log, created } = fakes();
    const request: ShareRequest = {
      kind: 'new',
      message: 'Thanks for coming!',
      strip: pngBlob(),
      handOut: 'show',
    };
    const result = await shareLetter(request, deps);

    expect(result).toEqual({ id: ID, link: LINK, outcome: 'shown', reused: false });
    expect(log).not.toContain(`deliver ${LINK}`);
    expect(created).toEqual([
      { message: 'Thanks for coming!', image_url: PUBLIC_URL, strip_claim: CLAIM },
    ]);
  });

  it('uploads the strip kept as a Blob, stores the letter, keeps its token, then delivers', async () => {
    const { deps, log, uploads, created, lastShare } = fakes();
    const result = await shareLetter(newLetter('  Hello\nfriend  '), deps);

    expect(result).toEqual({ id: ID, link: LINK, outcome: 'copied', reused: false });
    expect(log).toEqual([
      'fingerprint',
      'lastShare.get',
      'upload',
      'create',
      `keepToken ${ID} 43`,
      `lastShare.set ${ID}`,
      `deliver ${LINK}`,
    ]);
    expect(new Uint8Array(await uploads[0]!.arrayBuffer())).toEqual(PNG);
    // The message is stored trimmed, with the strip's public address.
    expect(created).toEqual([
      { message: 'Hello\nfriend', image_url: PUBLIC_URL, strip_claim: CLAIM },
    ]);
    expect(lastShare()).toEqual({
      id: ID,
      fingerprint: await shareFingerprint('Hello\nfriend', PNG),
    });
  });

  it('names who made a strip together, in joining order; none for a strip made alone', async () => {
    const { deps, created } = fakes();
    const together = { kind: 'new', message: 'Hello', strip: pngBlob() } as const;
    await shareLetter({ ...together, from: ['Ana', 'Ben', 'Chloé'] }, deps);
    expect(created).toEqual([
      {
        message: 'Hello',
        image_url: PUBLIC_URL,
        strip_claim: CLAIM,
        from: ['Ana', 'Ben', 'Chloé'],
      },
    ]);
    const alone = fakes();
    await shareLetter({ ...together, from: [] }, alone.deps);
    expect(alone.created).toEqual([
      { message: 'Hello', image_url: PUBLIC_URL, strip_claim: CLAIM },
    ]);
  });

  it('uploads a strip given as a data: address, decoded to its PNG bytes', async () => {
    const { deps, uploads } = fakes();
    const dataUrl = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    await shareLetter(newLetter('Hello', dataUrl), deps);
    expect(uploads[0]!.type).toBe('image/png');
    expect(new Uint8Array(await uploads[0]!.arrayBuffer())).toEqual(PNG);
  });

  it('reads a strip kept as a stored address and uploads a fresh copy of its bytes', async () => {
    const { deps, log, uploads, created } = fakes();
    await shareLetter(newLetter('Hello', STORED_URL), deps);
    expect(log.slice(0, 4)).toEqual([
      `fetch ${STORED_URL}`,
      'fingerprint',
      'lastShare.get',
      'upload',
    ]);
    expect(new Uint8Array(await uploads[0]!.arrayBuffer())).toEqual(PNG);
    // The copy's address, never the stored strip's own: that one belongs to another letter.
    expect(created).toEqual([{ message: 'Hello', image_url: PUBLIC_URL, strip_claim: CLAIM }]);
  });

  it('fails with no strip found, storing nothing, when the stored strip is gone', async () => {
    const { deps, log } = fakes({ fetch: null });
    expect(await shareFailure(newLetter('Hello', STORED_URL), deps)).toBe(NO_STRIP);
    expect(log).toEqual([`fetch ${STORED_URL}`]);
  });

  it("fails with 'Failed to upload image: {reason}' when the stored strip cannot be read", async () => {
    const { deps, log } = fakes({ fetch: new TypeError('Failed to fetch') });
    expect(await shareFailure(newLetter('Hello', STORED_URL), deps)).toBe(
      'Failed to upload image: Failed to fetch',
    );
    expect(log).toEqual([`fetch ${STORED_URL}`]);
  });

  it('fails with no strip found for a data: address that is no PNG or cannot be decoded', async () => {
    for (const strip of [
      'data:image/png;base64,***',
      'data:text/html;base64,PGgxPmhpPC9oMT4=',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    ]) {
      const { deps, log } = fakes();
      expect(await shareFailure(newLetter('Hello', strip), deps), strip).toBe(NO_STRIP);
      expect(log).toEqual([]);
    }
  });

  it("fails with 'Failed to upload image: {reason}', storing no letter", async () => {
    const { deps, log } = fakes({ upload: new Error('The strip is too large.') });
    expect(await shareFailure(newLetter('Hello'), deps)).toBe(
      'Failed to upload image: The strip is too large.',
    );
    expect(log).toEqual(['fingerprint', 'lastShare.get', 'upload']);
  });

  it('names an upload failure that is not an Error too', async () => {
    const { deps } = fakes({ upload: 'offline' });
    expect(await shareFailure(newLetter('Hello'), deps)).toBe('Failed to upload image: offline');
  });

  it("fails with the server's reason when the letter is not stored, keeping nothing", async () => {
    const { deps, log, lastShare } = fakes({ create: new Error('Rate limit reached.') });
    expect(await shareFailure(newLetter('Hello'), deps)).toBe('Rate limit reached.');
    expect(log).toEqual(['fingerprint', 'lastShare.get', 'upload', 'create']);
    expect(lastShare()).toBeNull();
  });

  it('fails with the delivery reason, but keeps the letter for the next press', async () => {
    const { deps, log, lastShare } = fakes({ deliver: new Error('User cancelled manual copy') });
    expect(await shareFailure(newLetter('Hello'), deps)).toBe('User cancelled manual copy');
    expect(log.slice(-3)).toEqual([`keepToken ${ID} 43`, `lastShare.set ${ID}`, `deliver ${LINK}`]);
    expect(lastShare()?.id).toBe(ID);
  });

  it('answers how the link was delivered', async () => {
    for (const outcome of ['shared', 'copied', 'alerted', 'prompted'] as const) {
      const { deps } = fakes({ deliver: outcome });
      expect((await shareLetter(newLetter('Hello'), deps)).outcome).toBe(outcome);
    }
  });
});

describe('a second press', () => {
  it('for the same message and strip delivers the same link, storing nothing new', async () => {
    const { deps, log } = fakes();
    await shareLetter(newLetter('Hello'), deps);
    log.length = 0;
    // The same bytes in a new Blob, as storage hands them out; the message trimmed the same.
    const again = await shareLetter(newLetter('Hello  '), deps);
    expect(again).toEqual({ id: ID, link: LINK, outcome: 'copied', reused: true });
    expect(log).toEqual(['fingerprint', 'lastShare.get', `deliver ${LINK}`]);
  });

  it('after a failed delivery reuses the letter already stored', async () => {
    const first = fakes({ deliver: new Error('User cancelled manual copy') });
    await shareFailure(newLetter('Hello'), first.deps);
    const second = fakes({ lastShare: first.lastShare() });
    expect((await shareLetter(newLetter('Hello'), second.deps)).reused).toBe(true);
    expect(second.log).not.toContain('create');
  });

  it('with another message makes a new letter and remembers it instead', async () => {
    const { deps, log, lastShare } = fakes();
    await shareLetter(newLetter('Hello'), deps);
    const other = await shareLetter(newLetter('Hello again'), deps);
    expect(other).toMatchObject({ id: SECOND_ID, reused: false });
    expect(log.filter((entry) => entry === 'create')).toHaveLength(2);
    expect(lastShare()?.id).toBe(SECOND_ID);
  });

  it('for a stored strip and the same message reuses the link: the bytes are compared', async () => {
    const { deps, log } = fakes();
    // First shared from the PNG itself, then from a stored strip holding the same bytes.
    await shareLetter(newLetter('Hello'), deps);
    log.length = 0;
    const again = await shareLetter(newLetter('Hello', STORED_URL), deps);
    expect(again).toEqual({ id: ID, link: LINK, outcome: 'copied', reused: true });
    expect(log).toEqual([`fetch ${STORED_URL}`, 'fingerprint', 'lastShare.get', `deliver ${LINK}`]);
  });

  it('for a stored strip with another message uploads another fresh copy', async () => {
    const { deps, log, created } = fakes();
    await shareLetter(newLetter('Hello', STORED_URL), deps);
    await shareLetter(newLetter('Hello again', STORED_URL), deps);
    expect(log.filter((entry) => entry === 'upload')).toHaveLength(2);
    expect(created.map((letter) => letter.image_url)).toEqual([PUBLIC_URL, PUBLIC_URL]);
  });

  it('with another strip makes a new letter', async () => {
    const { deps, log } = fakes();
    await shareLetter(newLetter('Hello'), deps);
    await shareLetter(newLetter('Hello', new Blob([PNG, new Uint8Array([9])])), deps);
    expect(log.filter((entry) => entry === 'create')).toHaveLength(2);
  });

  it('cannot reuse without a fingerprint (no crypto.subtle), so it stores a letter each time', async () => {
    const { deps, log, lastShare } = fakes({
      fingerprint: 'fails',
      lastShare: { fingerprint: 'ab'.repeat(32), id: SECOND_ID },
    });
    const result = await shareLetter(newLetter('Hello'), deps);
    expect(result).toMatchObject({ id: ID, reused: false });
    expect(log).toEqual([
      'fingerprint',
      'upload',
      'create',
      `keepToken ${ID} 43`,
      `deliver ${LINK}`,
    ]);
    expect(lastShare()?.id).toBe(SECOND_ID);
  });
});

describe('a letter already stored (?id=)', () => {
  it('only delivers its link', async () => {
    const { deps, log } = fakes({ deliver: 'shared' });
    const result = await shareLetter({ kind: 'existing', letterId: ID }, deps);
    expect(result).toEqual({ id: ID, link: LINK, outcome: 'shared', reused: true });
    expect(log).toEqual([`deliver ${LINK}`]);
  });

  it('fails with the delivery reason', async () => {
    const { deps } = fakes({ deliver: new Error('User cancelled manual copy') });
    expect(await shareFailure({ kind: 'existing', letterId: ID }, deps)).toBe(
      'User cancelled manual copy',
    );
  });
});
