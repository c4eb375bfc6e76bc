/**
 * The OpenAI-compatible provider. It makes exactly the calls of the spec (section 7):
 * one chat completion for a frame colour and three image generations, in parallel.
 * The images are downloaded and stored by us, so stickers come from our own origin.
 * The key is sent only in the Authorization header and never logged or answered.
 */
import type { FastifyBaseLogger } from 'fastify';
import { parseCssColour } from '../../model/colour.js';
import type { HttpError } from '../errors.js';
import { normaliseStickerImage } from '../images.js';
import { aiErrors, errorForProviderStatus, STICKER_COUNT } from './provider.js';
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
const MAX_DOWNLOAD_BYTES = 4 * 1024 * 1024;

const SYSTEM_MESSAGE =
  'You choose colours for photostrip frames. Answer with one CSS colour only: a colour name or a hex code, nothing else.';

export function createOpenAiProvider(
  settings: OpenAiSettings,
  files: StickerFiles,
  fallbackColour: (theme: string) => Promise<string>,
  log: FastifyBaseLogger,
): DecorationProvider {
  /** One call to the provider, cut off after the timeout, failures mapped to our errors. */
  async function call(what: string, url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      throw networkError(what, error);
    }
    if (!response.ok) {
      log.warn({ call: what, status: response.status }, 'AI provider refused the call');
      await response.body?.cancel();
      throw errorForProviderStatus(response.status);
    }
    return response;
  }

  function networkError(what: string, error: unknown): HttpError {
    const name = (error as { name?: string }).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    log.warn({ call: what, reason: timedOut ? 'timeout' : name }, 'AI provider call failed');
    return timedOut ? aiErrors.timeout() : aiErrors.failed();
  }

  async function postJson(what: string, endpoint: string, body: object): Promise<unknown> {
    const response = await call(what, `${settings.baseUrl}${endpoint}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    try {
      return await response.json();
    } catch (error) {
      throw networkError(`${what} (reading the answer)`, error);
    }
  }

  async function suggestColour(theme: string): Promise<string> {
    const answer = (await postJson('chat', '/chat/completions', {
      model: settings.chatModel,
      messages: [
        { role: 'system', content: SYSTEM_MESSAGE },
        {
          role: 'user',
          content: `Suggest a single CSS colour for a photostrip frame with the theme: ${theme}`,
        },
      ],
      max_tokens: 10,
    })) as { choices?: { message?: { content?: unknown } }[] };
    const content = answer.choices?.[0]?.message?.content;
    const colour =
      typeof content === 'string' ? parseCssColour(content.trim().replace(/["'`]/g, '')) : null;
    if (colour) return colour;
    // A chatty or empty answer is not worth failing the whole request for.
    log.warn('AI provider answered something that is not a CSS colour; using a keyword match');
    return fallbackColour(theme);
  }

  async function makeSticker(theme: string): Promise<string> {
    const answer = (await postJson('image', '/images/generations', {
      ...(settings.imageModel ? { model: settings.imageModel } : {}),
      prompt: `${theme}${STICKER_PROMPT_SUFFIX}`,
      n: 1,
      size: '256x256',
      response_format: 'url',
    })) as { data?: { url?: unknown; b64_json?: unknown }[] };
    const first = answer.data?.[0];
    const bytes =
      typeof first?.url === 'string'
        ? await download(first.url)
        : typeof first?.b64_json === 'string'
          ? Buffer.from(first.b64_json, 'base64')
          : null;
    const png = bytes ? await normaliseStickerImage(bytes) : null;
    if (!png) {
      log.warn('AI provider gave no usable sticker image');
      throw aiErrors.failed();
    }
    return files.saveGenerated(png);
  }

  async function download(url: string): Promise<Buffer | null> {
    if (!/^https?:\/\//.test(url)) return null;
    const response = await call('image download', url, { method: 'GET' });
    const type = response.headers.get('content-type') ?? '';
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!type.startsWith('image/') || declared > MAX_DOWNLOAD_BYTES || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > MAX_DOWNLOAD_BYTES) return null;
        chunks.push(Buffer.from(chunk));
      }
    } catch (error) {
      throw networkError('image download', error);
    }
    return Buffer.concat(chunks);
  }

  return {
    kind: 'openai',
    async suggest(theme) {
      const [frameColor, ...stickerNames] = await Promise.all([
        suggestColour(theme),
        ...Array.from({ length: STICKER_COUNT }, () => makeSticker(theme)),
      ]);
      return { frameColor, stickerNames };
    },
  };
}
