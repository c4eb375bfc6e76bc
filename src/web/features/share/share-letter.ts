/**
 * The share flow's order (spec, section 4), with every side effect injected:
 * 1. a strip and a non-blank message are required;
 * 2. an inline strip (a Blob or a data: address) is uploaded and its public address used;
 * 3. the letter is stored, and its delete token kept;
 * 4. the link is {origin}/final-letter?id={id};
 * 5./6. the link is delivered (share sheet, clipboard, … see lib/share-delivery.ts).
 * A second press for the same message and strip skips 2 and 3 and delivers the same link.
 * Every failure rejects with a ShareError whose message is the reason shown to the visitor.
 */
import type { CreateLetterRequest, CreateLetterResponse } from '../../../model/api.js';
import { isBlankLetter } from '../../../model/letter-text.js';
import { shareLink } from '../../../model/paths.js';
import { dataUrlToBlob } from '../../lib/data-url.js';
import type { LastShare } from '../../lib/last-share.js';
import type { DeliveryOutcome } from '../../lib/share-delivery.js';

export const NO_STRIP = 'No photostrip image found';
export const NO_MESSAGE = 'No message to share';

/** The strip as storage holds it (a Blob), or an address: data: (inline) or http(s) (stored). */
export type StripSource = Blob | string;

export type ShareRequest =
  | { kind: 'new'; message: string; strip: StripSource | null }
  /** A letter already stored (a page opened with ?id=): only its link is delivered. */
  | { kind: 'existing'; letterId: string };

export interface ShareDependencies {
  origin: string;
  uploadStrip(png: Blob): Promise<string>;
  createLetter(letter: CreateLetterRequest): Promise<CreateLetterResponse>;
  deliver(link: string): Promise<DeliveryOutcome>;
  /** SHA-256 of the message and the strip's bytes (lib/last-share.ts); may reject. */
  fingerprint(message: string, strip: Uint8Array): Promise<string>;
  lastShare: { get(): LastShare | null; set(share: LastShare): void };
  keepToken(id: string, deleteToken: string): void;
}

export interface ShareResult {
  id: string;
  link: string;
  outcome: DeliveryOutcome;
  /** True when the link of an earlier press was handed out again. */
  reused: boolean;
}

export class ShareError extends Error {
  override readonly name = 'ShareError';
}

export function shareFailureText(reason: string): string {
  return `Failed to share letter: ${reason}`;
}

export function uploadFailureText(reason: string): string {
  return `Failed to upload image: ${reason}`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The strip's bytes for the fingerprint: the image itself, or the address of a stored one. */
async function stripBytes(strip: StripSource): Promise<Uint8Array> {
  if (typeof strip !== 'string') return new Uint8Array(await strip.arrayBuffer());
  const inline = strip.startsWith('data:') ? dataUrlToBlob(strip) : null;
  return inline ? new Uint8Array(await inline.arrayBuffer()) : new TextEncoder().encode(strip);
}

/** The fingerprint, or null when it cannot be made (no crypto.subtle off https): no reuse then. */
async function fingerprintOf(message: string, strip: StripSource, deps: ShareDependencies) {
  try {
    return await deps.fingerprint(message, await stripBytes(strip));
  } catch {
    return null;
  }
}

/** Step 2: the public address of the strip, uploading it when it is inline. */
async function publicStripUrl(strip: StripSource, deps: ShareDependencies): Promise<string> {
  const inline =
    typeof strip === 'string' && strip.startsWith('data:') ? dataUrlToBlob(strip) : strip;
  if (inline === null) throw new ShareError(NO_STRIP);
  if (typeof inline === 'string') return inline;
  try {
    return await deps.uploadStrip(inline);
  } catch (error) {
    throw new ShareError(uploadFailureText(reasonOf(error)));
  }
}

async function deliver(id: string, reused: boolean, deps: ShareDependencies): Promise<ShareResult> {
  const link = shareLink(deps.origin, id);
  try {
    return { id, link, outcome: await deps.deliver(link), reused };
  } catch (error) {
    throw new ShareError(reasonOf(error));
  }
}

export async function shareLetter(
  request: ShareRequest,
  deps: ShareDependencies,
): Promise<ShareResult> {
  if (request.kind === 'existing') return deliver(request.letterId, true, deps);

  const { strip } = request;
  const message = request.message.trim();
  if (strip === null || strip === '') throw new ShareError(NO_STRIP);
  if (isBlankLetter(message)) throw new ShareError(NO_MESSAGE);

  const fingerprint = await fingerprintOf(message, strip, deps);
  const earlier = fingerprint === null ? null : deps.lastShare.get();
  if (earlier && earlier.fingerprint === fingerprint) return deliver(earlier.id, true, deps);

  const imageUrl = await publicStripUrl(strip, deps);
  let created: CreateLetterResponse;
  try {
    created = await deps.createLetter({ message, image_url: imageUrl });
  } catch (error) {
    throw new ShareError(reasonOf(error));
  }
  // Kept before delivery: if delivery fails, the next press reuses this letter.
  deps.keepToken(created.id, created.deleteToken);
  if (fingerprint !== null) deps.lastShare.set({ fingerprint, id: created.id });
  return deliver(created.id, false, deps);
}
