/**
 * The server's letter and strip calls (ARCHITECTURE.md, contract). Every failure rejects
 * with an ApiRequestError: its status and the server's `code` tell the page what to say
 * (share/share-failure.ts); its message (the server's English `error` text, or the network's
 * reason) is for logs only. Answers are checked against the contract's schemas.
 */
import type { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  createLetterResponseSchema,
  letterSchema,
  uploadStripResponseSchema,
  uploadVideoResponseSchema,
  type CreateLetterRequest,
  type CreateLetterResponse,
  type Letter,
  letterPath,
} from '../../../model/api.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from './api-request-error.js';
import { errorMessage } from '../error-message.js';
import { eventUploadHeaders } from '../event/event-credential.js';
import { browserStorage } from '../storage/safe-storage.js';

export { ApiRequestError, UNEXPECTED_ANSWER };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * A stored strip or video: its public address, and the claim token only its upload's answer
 * holds. A letter or an entry naming the upload must carry the token (strip_claim,
 * video_claim), so this browser keeps it with the upload (lib/share/strip-uploads.ts) and
 * sends it nowhere else: not in an address, not in a log.
 */
export interface StoredUpload {
  url: string;
  claim: string;
}

export interface LetterApi {
  /** Stores the PNG; resolves with its public address and claim token. */
  uploadStrip(png: Blob): Promise<StoredUpload>;
  /** Stores a living strip's video (its Blob's type: video/mp4 or video/webm), as uploadStrip. */
  uploadVideo(video: Blob): Promise<StoredUpload>;
  /** A stored strip's bytes, from its address (give one on this origin); null when it is gone. */
  readStrip(address: string): Promise<Blob | null>;
  createLetter(letter: CreateLetterRequest): Promise<CreateLetterResponse>;
  /** The letter; 'deleted' when its sender deleted it (410). Any other failure rejects. */
  getLetter(id: string): Promise<Letter | 'deleted'>;
  deleteLetter(id: string, deleteToken: string): Promise<void>;
}

export async function send(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    // No answer: the cause (fetch's TypeError) says the connection is missing.
    throw new ApiRequestError(errorMessage(error), undefined, undefined, { cause: error });
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  throw parsed.success
    ? new ApiRequestError(parsed.data.error, response.status, parsed.data.code)
    : new ApiRequestError(`The server answered ${response.status}.`, response.status);
}

export async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiRequestError(
      'The server sent an unexpected answer.',
      response.status,
      UNEXPECTED_ANSWER,
    );
  }
  return parsed.data;
}

/**
 * The pauses before an upload answered `503 busy` is sent again. Guests at an event share one
 * address (the venue's Wi-Fi), and the server takes only a few uploads per address at once
 * (UPLOADS_IN_FLIGHT_PER_ADDRESS): a moment later there is room, so the guest sees no error.
 */
export const BUSY_RETRY_PAUSES_MS: readonly number[] = [1000, 2000, 4000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isBusy = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 503 && error.code === 'busy';

/**
 * The API on this page's origin, through `fetchImpl` (the browser's fetch unless given);
 * `wait` paces the retries of a busy upload (tests pass their own); `eventHeaders` names the
 * shared event a strip or letter counts for (lib/event/event-credential.ts), none outside one.
 */
export function letterApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  wait: (ms: number) => Promise<void> = pause,
  eventHeaders: () => Record<string, string> = () => eventUploadHeaders(browserStorage()),
): LetterApi {
  /** POSTs the file to `path`, again after a pause while the server is busy; its address. */
  async function upload(
    path: string,
    type: string,
    body: Blob,
    answer: z.ZodType<{ publicUrl: string; claimToken: string }>,
  ): Promise<StoredUpload> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await send(fetchImpl, path, {
          method: 'POST',
          headers: { 'Content-Type': type, ...eventHeaders() },
          body,
        });
        const { publicUrl, claimToken } = await readJson(response, answer);
        return { url: publicUrl, claim: claimToken };
      } catch (error) {
        const pauseMs = BUSY_RETRY_PAUSES_MS[attempt];
        if (!isBusy(error) || pauseMs === undefined) throw error;
        await wait(pauseMs);
      }
    }
  }

  return {
    uploadStrip: (png) => upload(apiPaths.strips, 'image/png', png, uploadStripResponseSchema),
    uploadVideo: (video) => upload(apiPaths.videos, video.type, video, uploadVideoResponseSchema),
    async readStrip(address) {
      try {
        return await (await send(fetchImpl, address)).blob();
      } catch (error) {
        // Deleted with its letter, or never stored: not a failure of the network.
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    async createLetter(letter) {
      const response = await send(fetchImpl, apiPaths.letters, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...eventHeaders() },
        body: JSON.stringify(letter),
      });
      return readJson(response, createLetterResponseSchema);
    },
    async getLetter(id) {
      try {
        return await readJson(await send(fetchImpl, letterPath(id)), letterSchema);
      } catch (error) {
        // Its sender deleted it: a fact to tell the friend, not a failure of the network.
        if (error instanceof ApiRequestError && error.status === 410) return 'deleted';
        throw error;
      }
    },
    async deleteLetter(id, deleteToken) {
      await send(fetchImpl, letterPath(id), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${deleteToken}` },
      });
    },
  };
}
