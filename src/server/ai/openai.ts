/**
 * The OpenAI-compatible provider. It makes exactly these calls (docs/hosting.md, AI decorations):
 * one chat completion for a frame colour and three image generations, in parallel.
 * The images come back as base64 in the answer (never as addresses for us to fetch) and are
 * stored by us, so stickers come from our own origin. Every answer is read with a size cap.
 * The key is sent only in the Authorization header and never logged or answered.
 */
import type { FastifyBaseLogger } from 'fastify';
import { parseCssColour } from '../../model/colour.js';
import type { ServiceError } from '../services/service-errors.js';
import { normaliseStickerImage } from '../services/images.js';
import { readCapped, refuseDeclaredOverCap, TooLargeError } from './capped-read.js';
import { fetchImageAddress } from './image-address.js';
import { base64Length, imageSourceOf } from './image-answer.js';
import { aiErrors, errorForProviderStatus, STICKER_COUNT } from './provider.js';
import { AddressRefusedError } from './public-lookup.js';
import type { DecorationProvider } from './provider.js';
import type { StickerFiles } from './sticker-files.js';

export interface OpenAiSettings {
  apiKey: string;
  baseUrl: string;
  chatModel: string;
  imageModel: string | undefined;
  timeoutMs: number;
}

export const STICKER_PROMPT_SUFFIX =
  ', cute sticker, transparent background, illustration, no text, PNG';
const MiB = 1024 * 1024;
/** A colour needs a few bytes; 8 MiB leaves room for any chatty provider and no 300 MB answer. */
const MAX_CHAT_ANSWER_BYTES = 8 * MiB;
/** One sticker image, decoded. */
const MAX_IMAGE_BYTES = 4 * MiB;
/** The image answer carries the image as base64 (4/3 of its size), plus room for the JSON around it. */
const MAX_IMAGE_ANSWER_BYTES = base64Length(MAX_IMAGE_BYTES) + 64 * 1024;

const SYSTEM_MESSAGE =
  'You choose colours for photostrip frames. Answer with one CSS colour only: a colour name or a hex code, nothing else.';

export function createOpenAiProvider(
  settings: OpenAiSettings,
  files: StickerFiles,
  fallbackColour: (theme: string) => Promise<string>,
  log: FastifyBaseLogger,
): DecorationProvider {
  /** Ends a call after the timeout, or once `stop` says another call of its request failed. */
  const deadline = (stop: AbortSignal) =>
    AbortSignal.any([stop, AbortSignal.timeout(settings.timeoutMs)]);

  /** One call to the provider, cut off after the timeout, failures mapped to our errors. */
  async function call(
    what: string,
    url: string,
    init: RequestInit,
    stop: AbortSignal,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        // A redirect from the API is never followed: it could point anywhere, internal too.
        // It comes back as a 3xx status, so it is answered like any other failure.
        redirect: 'manual',
        signal: deadline(stop),
      });
    } catch (error) {
      throw networkError(what, error, stop);
    }
    if (!response.ok) {
      log.warn({ call: what, status: response.status }, 'AI provider refused the call');
      await response.body?.cancel();
      throw errorForProviderStatus(response.status);
    }
    return response;
  }

  function networkError(what: string, error: unknown, stop: AbortSignal): ServiceError {
    // Stopped because another call of the request failed: that one is logged and answered.
    if (stop.aborted) return aiErrors.failed();
    const name = (error as { name?: string }).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const reason = timedOut
      ? 'timeout'
      : error instanceof AddressRefusedError
        ? error.reason
        : error instanceof TooLargeError
          ? `answer over ${error.cap} bytes`
          : name;
    log.warn({ call: what, reason }, 'AI provider call failed');
    return timedOut ? aiErrors.timeout() : aiErrors.failed();
  }

  async function postJson(
    what: string,
    endpoint: string,
    body: object,
    maxBytes: number,
    stop: AbortSignal,
  ): Promise<unknown> {
    const response = await call(
      what,
      `${settings.baseUrl}${endpoint}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      },
      stop,
    );
    try {
      refuseDeclaredOverCap(response.headers.get('content-length'), maxBytes);
      if (!response.body) throw new SyntaxError('The answer has no body.');
      return JSON.parse((await readCapped(response.body, maxBytes)).toString('utf8'));
    } catch (error) {
      // Not read to the end: cancel, so the connection stops downloading the rest.
      await response.body?.cancel().catch(() => undefined);
      throw networkError(`${what} (reading the answer)`, error, stop);
    }
  }

  async function suggestColour(theme: string, stop: AbortSignal): Promise<string> {
    const answer = (await postJson(
      'chat',
      '/chat/completions',
      {
        model: settings.chatModel,
        messages: [
          { role: 'system', content: SYSTEM_MESSAGE },
          {
            role: 'user',
            content: `Suggest a single CSS colour for a photostrip frame with the theme: ${theme}`,
          },
        ],
        max_tokens: 10,
      },
      MAX_CHAT_ANSWER_BYTES,
      stop,
    )) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = answer?.choices?.[0]?.message?.content;
    const colour =
      typeof content === 'string' ? parseCssColour(content.trim().replace(/["'`]/g, '')) : null;
    if (colour) return colour;
    // A chatty or empty answer is not worth failing the whole request for.
    log.warn('AI provider answered something that is not a CSS colour; using a keyword match');
    return fallbackColour(theme);
  }

  async function makeSticker(theme: string, stop: AbortSignal): Promise<string> {
    const answer = await postJson(
      'image',
      '/images/generations',
      {
        ...(settings.imageModel ? { model: settings.imageModel } : {}),
        prompt: `${theme}${STICKER_PROMPT_SUFFIX}`,
        n: 1,
        size: '256x256',
        // The bytes in the answer: an address would have to be fetched, and it is theirs.
        response_format: 'b64_json',
      },
      MAX_IMAGE_ANSWER_BYTES,
      stop,
    );
    const bytes = await imageBytes(answer, stop);
    const png = bytes ? await normaliseStickerImage(bytes) : null;
    // A sticker of a request that failed is never stored: nobody would ever see it.
    if (stop.aborted) throw aiErrors.failed();
    if (!png) {
      log.warn('AI provider gave no usable sticker image');
      throw aiErrors.failed();
    }
    return files.saveGenerated(png);
  }

  async function imageBytes(answer: unknown, stop: AbortSignal): Promise<Buffer | null> {
    try {
      const source = imageSourceOf(answer, MAX_IMAGE_BYTES);
      if (source.kind === 'bytes') return source.bytes;
      if (source.kind === 'none') return null;
      // A provider that sends an address anyway: fetched only if it is safe (image-address.ts).
      return await fetchImageAddress(source.address, {
        maxBytes: MAX_IMAGE_BYTES,
        signal: deadline(stop),
      });
    } catch (error) {
      throw networkError('image', error, stop);
    }
  }

  return {
    kind: 'openai',
    async suggest(theme) {
      const stop = new AbortController();
      const colour = suggestColour(theme, stop.signal);
      const stickers = Array.from({ length: STICKER_COUNT }, () => makeSticker(theme, stop.signal));
      try {
        const [frameColor, ...stickerNames] = await Promise.all([colour, ...stickers]);
        return { frameColor, stickerNames };
      } catch (error) {
        // One call failed: stop the others and let them end before answering, so that none
        // stores a sticker after the answer, or after the server has closed its stores.
        stop.abort();
        await Promise.allSettled([colour, ...stickers]);
        throw error;
      }
    },
  };
}
