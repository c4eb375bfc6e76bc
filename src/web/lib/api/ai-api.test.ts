import { describe, expect, it } from 'vitest';
import { AI_GENERIC_ERROR, aiErrorMessages } from '../../../model/api.js';
import { i18nOf } from '../i18n/catalogues.js';
import {
  aiErrorKey,
  AiDecorationsError,
  BAD_ANSWER,
  errorCodeOf,
  NETWORK_ERROR,
  requestDecorations,
} from './ai-api.js';

/** The English words shown for a failure (unit tests load the English catalogues). */
const shown = (error: AiDecorationsError) => i18nOf('en')._(error.key);

const ANSWER = {
  frameColor: '#005493',
  stickers: [
    'http://127.0.0.1:8080/stickers/a.png',
    'http://127.0.0.1:8080/stickers/b.png',
    'http://127.0.0.1:8080/stickers/c.png',
  ],
};

interface Sent {
  input: string;
  init: RequestInit;
}

/** A fetch that records what it was sent and answers `status` with `body` as JSON (or text). */
function fakeFetch(status: number, body: unknown, sent: Sent[] = []) {
  return async (input: string, init: RequestInit) => {
    sent.push({ input, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
}

async function failure(promise: Promise<unknown>): Promise<AiDecorationsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AiDecorationsError) return error;
    throw new Error(`Expected an AiDecorationsError, got ${String(error)}`, { cause: error });
  }
  throw new Error('Expected a failure, got an answer.');
}

describe('requestDecorations', () => {
  it('posts the trimmed theme as JSON and resolves with the checked answer', async () => {
    const sent: Sent[] = [];
    const answer = await requestDecorations('  beach party ', {
      fetch: fakeFetch(200, ANSWER, sent),
    });
    expect(answer).toEqual(ANSWER);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toBe('/api/ai/decorations');
    expect(sent[0]!.init.method).toBe('POST');
    expect(new Headers(sent[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ theme: 'beach party' });
  });

  it('passes the abort signal on', async () => {
    const sent: Sent[] = [];
    const controller = new AbortController();
    await requestDecorations('ocean', {
      fetch: fakeFetch(200, ANSWER, sent),
      signal: controller.signal,
    });
    expect(sent[0]!.init.signal).toBe(controller.signal);
  });

  it.each([
    [429, 'rate_limited', aiErrorMessages.rate_limited],
    [502, 'provider_auth', aiErrorMessages.provider_auth],
    [422, 'bad_prompt', aiErrorMessages.bad_prompt],
    [502, 'provider_error', AI_GENERIC_ERROR],
    [504, 'timeout', AI_GENERIC_ERROR],
    [400, 'invalid_request', AI_GENERIC_ERROR],
  ])('maps a %i %s answer to the message the README gives', async (status, code, message) => {
    const error = await failure(
      requestDecorations('ocean', { fetch: fakeFetch(status, { error: 'Nope.', code }) }),
    );
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(shown(error)).toBe(message);
  });

  it('reads a 429 without our JSON body as the rate limit, other statuses as generic', async () => {
    const limited = await failure(
      requestDecorations('ocean', { fetch: fakeFetch(429, '<html>Too many</html>') }),
    );
    expect(shown(limited)).toBe(aiErrorMessages.rate_limited);
    const broken = await failure(
      requestDecorations('ocean', { fetch: fakeFetch(500, '<html>Oops</html>') }),
    );
    expect(broken.code).toBe('http_500');
    expect(broken.key).toBe('controls.aiErrorGeneric');
    expect(shown(broken)).toBe(AI_GENERIC_ERROR);
  });

  it('turns a network failure into the generic message, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await failure(
      requestDecorations('ocean', {
        fetch: () => Promise.reject(cause),
      }),
    );
    expect(error.code).toBe(NETWORK_ERROR);
    expect(shown(error)).toBe(AI_GENERIC_ERROR);
    expect(error.cause).toBe(cause);
  });

  it.each([
    ['not JSON', 'surprise'],
    ['a colour that is not #rrggbb', { ...ANSWER, frameColor: 'red' }],
    ['two stickers', { ...ANSWER, stickers: ANSWER.stickers.slice(1) }],
    ['a sticker that is not an address', { ...ANSWER, stickers: ['a', 'b', 'c'] }],
  ])('refuses an answer with %s', async (_, body) => {
    const error = await failure(requestDecorations('ocean', { fetch: fakeFetch(200, body) }));
    expect(error.code).toBe(BAD_ANSWER);
    expect(shown(error)).toBe(AI_GENERIC_ERROR);
  });
});

describe('errorCodeOf', () => {
  it('reads the code of our error body', () => {
    expect(errorCodeOf(502, { error: 'Invalid key', code: 'provider_auth' })).toBe('provider_auth');
  });

  it('falls back on the status', () => {
    expect(errorCodeOf(429, null)).toBe('rate_limited');
    expect(errorCodeOf(503, { message: 'down' })).toBe('http_503');
  });
});

describe('aiErrorKey', () => {
  it('names the words for each known code, the generic ones for any other', () => {
    expect(aiErrorKey('rate_limited')).toBe('controls.aiErrorRateLimited');
    expect(aiErrorKey('provider_auth')).toBe('controls.aiErrorProviderAuth');
    expect(aiErrorKey('bad_prompt')).toBe('controls.aiErrorBadPrompt');
    for (const code of ['timeout', 'network', 'http_500', '__proto__', 'toString']) {
      expect(aiErrorKey(code)).toBe('controls.aiErrorGeneric');
    }
  });
});
