/**
 * The share flow's order (docs/using.md, Writing and sharing a letter, step 3), with every side effect injected:
 * 1. a strip and a non-blank message are required;
 * 2. the strip's PNG is uploaded and its public address used, with the claim token the upload
 *    answered (only the browser that uploaded a strip can name it). A strip kept as the address
 *    of a stored one is read from our origin first and uploaded as a fresh copy: a stored strip
 *    belongs to the first letter stored with it, and the server refuses a second letter naming
 *    it (409 strip_in_use), or any letter from a browser that did not upload it (403);
 *    A living strip's video (docs/using.md, "Living strips") is made (or the one /download made
 *    is reused) and uploaded beside it, and named in the letter; when that fails, the letter
 *    goes with the still strip (nothing is lost) and the result says so;
 * 3. the letter is stored, and its delete token kept;
 * 4. the link is {origin}/final-letter?id={id};
 * 5./6. the link is delivered (share sheet, clipboard, … see lib/share/share-delivery.ts).
 * A second press for the same message and strip (the same bytes) skips 2 and 3 and delivers
 * the same link. Every failure rejects with a ShareError whose `failure` tells the page what to
 * say (share-failure.ts), whose message is the reason in English for logs, and whose cause is
 * what failed (share-queue.ts tells a missing connection from it).
 */
import type { CreateLetterRequest, CreateLetterResponse } from '../../../model/api.js';
import { isBlankLetter } from '../../../model/letter-text.js';
import { ApiRequestError } from '../api/api-request-error.js';
import type { StoredUpload } from '../api/letter-api.js';
import { shareLink } from '../../../model/paths.js';
import { errorMessage } from '../error-message.js';
import type { ShareFailure } from './share-failure.js';
import { pngDataUrlToBlob } from '../storage/data-url.js';
import type { LastShare } from './last-share.js';
import type { DeliveryOutcome } from './share-delivery.js';

export const NO_STRIP = 'No photostrip image found';
export const NO_MESSAGE = 'No message to share';

/**
 * The strip as the browser keeps it: its PNG (a Blob), a PNG data address, or the address of a
 * strip the server stored.
 */
export type StripSource = Blob | string;

export type ShareRequest =
  | {
      kind: 'new';
      message: string;
      strip: StripSource | null;
      /**
       * 'show': the link is only returned, for the page to show (event mode's take-home code, a
       * share finished after the connection came back, with no tap to open a share sheet for).
       * Default 'deliver': handed to the visitor through the share sheet or the clipboard.
       */
      handOut?: 'deliver' | 'show';
      /** Together mode (issue 29): who made the strip, in joining order (the letter's `from`). */
      from?: readonly string[];
    }
  /** A letter already stored (a page opened with ?id=): only its link is delivered. */
  | { kind: 'existing'; letterId: string };

export interface ShareDependencies {
  origin: string;
  /** The bytes of a stored strip, read from this origin; null when the server has it no more. */
  fetchStrip(address: string): Promise<Blob | null>;
  uploadStrip(png: Blob): Promise<StoredUpload>;
  /**
   * The visit's living strip video (its Blob typed video/mp4 or video/webm), made or the one
   * made before; null when the visit's strip is not living. Asked only for a strip of this
   * browser (not a stored strip's address). Absent: no videos.
   */
  livingVideo?(): Promise<Blob | null>;
  /** Stores the video; its public address and claim token. */
  uploadVideo?(video: Blob): Promise<StoredUpload>;
  createLetter(letter: CreateLetterRequest): Promise<CreateLetterResponse>;
  deliver(link: string): Promise<DeliveryOutcome>;
  /** SHA-256 of the message and the strip's bytes (lib/share/last-share.ts); may reject. */
  fingerprint(message: string, strip: Uint8Array): Promise<string>;
  lastShare: { get(): LastShare | null; set(share: LastShare): void };
  keepToken(id: string, deleteToken: string): void;
}

export interface ShareResult {
  id: string;
  link: string;
  /** How the link reached the visitor; 'shown' when it was only returned (handOut 'show'). */
  outcome: DeliveryOutcome | 'shown';
  /** True when the link of an earlier press was handed out again. */
  reused: boolean;
  /**
   * The living strip's video: 'sent' with the letter, or 'failed' (the letter went with the
   * still strip). Absent when the strip has none.
   */
  video?: 'sent' | 'failed';
}

export class ShareError extends Error {
  override readonly name = 'ShareError';
  constructor(
    message: string,
    /** What the page says (share-failure.ts). */
    readonly failure: ShareFailure,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The reason of a failed upload, in English for logs (the page says share-failure.ts's). */
export function uploadFailureText(reason: string): string {
  return `Failed to upload image: ${reason}`;
}

/** The strip's PNG: as it is, decoded from its data address, or read from the server. */
async function stripImage(strip: StripSource, deps: ShareDependencies): Promise<Blob> {
  if (typeof strip !== 'string') return strip;
  if (strip.startsWith('data:')) {
    const png = pngDataUrlToBlob(strip);
    if (!png) throw new ShareError(NO_STRIP, { step: 'noStrip' });
    return png;
  }
  let stored: Blob | null;
  try {
    stored = await deps.fetchStrip(strip);
  } catch (error) {
    throw new ShareError(
      uploadFailureText(errorMessage(error)),
      { step: 'upload', cause: error },
      { cause: error },
    );
  }
  if (!stored) throw new ShareError(NO_STRIP, { step: 'noStrip' });
  return stored;
}

/** The fingerprint, or null when it cannot be made (no crypto.subtle off https): no reuse then. */
async function fingerprintOf(message: string, png: Blob, deps: ShareDependencies) {
  try {
    return await deps.fingerprint(message, new Uint8Array(await png.arrayBuffer()));
  } catch {
    return null;
  }
}

/** Step 2: a fresh copy of the strip, stored: its public address and claim token. */
async function upload(png: Blob, deps: ShareDependencies): Promise<StoredUpload> {
  try {
    return await deps.uploadStrip(png);
  } catch (error) {
    throw new ShareError(
      uploadFailureText(errorMessage(error)),
      { step: 'upload', cause: error },
      { cause: error },
    );
  }
}

type VideoOutcome =
  { video?: undefined } | { video: 'sent'; upload: StoredUpload } | { video: 'failed' };

/**
 * The living strip's video, uploaded: never rejects, as the letter goes without it. A strip
 * kept as a stored strip's address was opened from a link: it is not this visit's strip.
 */
async function livingVideoUrl(strip: StripSource, deps: ShareDependencies): Promise<VideoOutcome> {
  const { livingVideo, uploadVideo } = deps;
  if (!livingVideo || !uploadVideo) return {};
  if (typeof strip === 'string' && !strip.startsWith('data:')) return {};
  try {
    const video = await livingVideo();
    if (!video) return {};
    return { video: 'sent', upload: await uploadVideo(video) };
  } catch (error) {
    console.warn(
      'The living strip’s video could not be sent; the letter goes with the still',
      error,
    );
    return { video: 'failed' };
  }
}

/** The server refused the letter for its video only (taken by another letter, or unknown). */
const VIDEO_REFUSALS = new Set(['video_in_use', 'not_your_video', 'bad_url']);

/** Step 3, with the video when there is one; refused for the video, again without it. */
async function createLetter(
  letter: CreateLetterRequest,
  video: VideoOutcome,
  deps: ShareDependencies,
): Promise<{ created: CreateLetterResponse; video: VideoOutcome['video'] }> {
  if (video.video !== 'sent')
    return { created: await deps.createLetter(letter), video: video.video };
  try {
    const { url, claim } = video.upload;
    const withVideo = { ...letter, video_url: url, video_claim: claim };
    return { created: await deps.createLetter(withVideo), video: 'sent' };
  } catch (error) {
    const code = error instanceof ApiRequestError ? error.code : undefined;
    if (code === undefined || !VIDEO_REFUSALS.has(code)) throw error;
    console.warn('The letter was refused for its video; it goes with the still', error);
    return { created: await deps.createLetter(letter), video: 'failed' };
  }
}

async function deliver(
  id: string,
  reused: boolean,
  deps: ShareDependencies,
  handOut: 'deliver' | 'show' = 'deliver',
  video?: 'sent' | 'failed',
): Promise<ShareResult> {
  const link = shareLink(deps.origin, id);
  const said = video ? { video } : {};
  if (handOut === 'show') return { id, link, outcome: 'shown', reused, ...said };
  try {
    return { id, link, outcome: await deps.deliver(link), reused, ...said };
  } catch (error) {
    throw new ShareError(errorMessage(error), { step: 'deliver', cause: error });
  }
}

export async function shareLetter(
  request: ShareRequest,
  deps: ShareDependencies,
): Promise<ShareResult> {
  if (request.kind === 'existing') return deliver(request.letterId, true, deps);

  const { strip } = request;
  const message = request.message.trim();
  if (strip === null || strip === '') throw new ShareError(NO_STRIP, { step: 'noStrip' });
  if (isBlankLetter(message)) throw new ShareError(NO_MESSAGE, { step: 'noMessage' });

  const png = await stripImage(strip, deps);
  const fingerprint = await fingerprintOf(message, png, deps);
  const earlier = fingerprint === null ? null : deps.lastShare.get();
  if (earlier && earlier.fingerprint === fingerprint) {
    return deliver(earlier.id, true, deps, request.handOut);
  }

  // The video is made and uploaded while the strip uploads.
  const videoUrl = livingVideoUrl(strip, deps);
  const copy = await upload(png, deps);
  let stored: Awaited<ReturnType<typeof createLetter>>;
  try {
    const from = request.from && request.from.length > 0 ? { from: [...request.from] } : {};
    const letter = { message, image_url: copy.url, strip_claim: copy.claim, ...from };
    stored = await createLetter(letter, await videoUrl, deps);
  } catch (error) {
    throw new ShareError(errorMessage(error), { step: 'create', cause: error }, { cause: error });
  }
  const { created, video } = stored;
  // Kept before delivery: if delivery fails, the next press reuses this letter.
  deps.keepToken(created.id, created.deleteToken);
  if (fingerprint !== null) deps.lastShare.set({ fingerprint, id: created.id });
  return deliver(created.id, false, deps, request.handOut, video);
}
