/**
 * The letters service: the rules of storing, reading and deleting a letter. A letter's strip
 * (and its living strip's video, when it has one) must be one this server stored and no other
 * letter owns (the first letter stored with a strip or video owns it), and the letter must carry
 * the claim token its upload answered (upload-claims.ts): only the browser that uploaded a strip
 * can write a letter with it. Deleting a letter needs its delete token and takes the strip, the
 * video and the letter's link-preview card with it.
 */
import { randomBytes } from 'node:crypto';
import type { CreateLetterResponse, Letter } from '../../model/api.js';
import { deleteTokenMatches, newDeleteToken } from './delete-tokens.js';
import type { CardFiles } from './card-files.js';
import type { LetterStore } from '../stores/letters.js';
import type { StripFiles } from './strips.js';
import {
  stripDisplayName,
  stripNameFromAddress,
  stripPath,
  videoNameFromAddress,
  videoPath,
} from './addresses.js';
import type { VideoFiles } from './videos.js';
import { ServiceError } from './service-errors.js';

/** A letter to store, as its sender's browser names its uploads. */
export interface NewLetter {
  message: string;
  /** `{origin}/strips/<name>` of a stored strip no letter owns. */
  stripAddress: string;
  /** The claim token the strip's upload answered. */
  stripClaim?: string | undefined;
  /** `{origin}/videos/<name>` of a stored video no letter or entry owns. */
  videoAddress?: string | undefined;
  /** The claim token the video's upload answered. */
  videoClaim?: string | undefined;
  /** Together mode: the names of those who made the strip. */
  from?: string[] | undefined;
}

export interface LettersService {
  /**
   * Stores the letter, refusing an unknown strip or video, one another letter owns, and one
   * whose claim token it does not carry (`not_your_strip`, `not_your_video`). With `eventId`,
   * the letter is the shared event's: deleted when the event ends.
   */
  create(letter: NewLetter, origin: string, eventId?: string): Promise<CreateLetterResponse>;
  /**
   * The letter with its strip's address on `origin`, and, when its upload recorded them, the
   * strip's size and the address of its display copy (the page route shows these too).
   */
  read(id: string, origin: string): Promise<Letter>;
  delete(id: string, deleteToken: string): Promise<void>;
  /**
   * Whether `deleteToken` proves its holder sent the letter: 'sender'; a letter of someone
   * else's: 'other'; none with this id (or deleted): 'missing'. A room passes on only a letter
   * its closer sent (RoomsDeps.letterSender).
   */
  sender(id: string, deleteToken: string): Promise<'sender' | 'other' | 'missing'>;
}

export function createLettersService(
  letters: LetterStore,
  strips: StripFiles,
  cards: CardFiles,
  /** A letter's living strip's video goes with it. */
  videos: Pick<VideoFiles, 'remove' | 'checkClaim'>,
  /**
   * Told of a strip the deletion takes: a shared event's entry showing it goes too. Told
   * before the letter goes and again after, so it must do nothing when told twice.
   */
  onStripDeleted?: (stripName: string) => Promise<void>,
): LettersService {
  /** Refuses a strip (or video) whose upload's claim token the letter does not carry. */
  async function proveClaims(
    stripName: string,
    stripClaim: string | undefined,
    videoName: string | undefined,
    videoClaim: string | undefined,
  ): Promise<void> {
    const [strip, video] = await Promise.all([
      strips.checkClaim(stripName, stripClaim),
      videoName === undefined ? undefined : videos.checkClaim(videoName, videoClaim),
    ]);
    if (strip === 'unknown') throw new ServiceError('unknown_strip');
    if (strip === 'refused') throw new ServiceError('strip_not_yours');
    if (video === 'unknown') throw new ServiceError('unknown_video');
    if (video === 'refused') throw new ServiceError('video_not_yours');
  }

  /** Why there is no letter `id`: deleted by its sender, or never stored. */
  async function missing(id: string): Promise<ServiceError> {
    return new ServiceError((await letters.wasDeleted(id)) ? 'letter_deleted' : 'letter_not_found');
  }

  return {
    async create(letter, origin, eventId) {
      const { message, videoAddress, from } = letter;
      const name = stripNameFromAddress(letter.stripAddress, origin);
      // The upload's record is the proof the strip exists: it is written before the file, and
      // the name is handed out only once the file is stored (a failed store removes the
      // record). So the claim below needs no round trip to the files (a bucket's HEAD). The
      // same holds for a video.
      if (!name) throw new ServiceError('unknown_strip');
      const videoName =
        videoAddress === undefined ? undefined : videoNameFromAddress(videoAddress, origin);
      if (videoName === null) throw new ServiceError('unknown_video');
      // The claim hash never changes once recorded, so checking it before the transaction
      // leaves no gap: what the transaction then settles is only which letter came first.
      await proveClaims(name, letter.stripClaim, videoName, letter.videoClaim);
      const id = randomBytes(16).toString('base64url');
      const deleteToken = newDeleteToken();
      const outcome = await letters.create(
        id,
        // A path: the address is made at read time from PUBLIC_URL or the reader's origin.
        {
          message,
          imageUrl: stripPath(name),
          deleteTokenHash: deleteToken.hash,
          ...(eventId === undefined ? {} : { eventId }),
          ...(from === undefined ? {} : { from }),
        },
        name,
        videoName,
      );
      if (outcome !== 'created') throw new ServiceError(outcome);
      return { id, deleteToken: deleteToken.token };
    },

    async read(id, origin) {
      const letter = await letters.get(id);
      if (!letter) throw await missing(id);
      const { strip } = letter;
      return {
        message: letter.message,
        image_url: `${origin}${letter.imageUrl}`,
        // What the strip's record knows, only when it knows it (older strips have neither).
        ...(strip?.width && strip.height
          ? { image_width: strip.width, image_height: strip.height }
          : {}),
        ...(strip?.display === 'webp'
          ? { display_url: `${origin}${stripPath(stripDisplayName(strip.name))}` }
          : {}),
        ...(letter.videoName ? { video_url: `${origin}${videoPath(letter.videoName)}` } : {}),
        ...(letter.from ? { from: letter.from } : {}),
      };
    },

    async sender(id, deleteToken) {
      const letter = await letters.get(id);
      if (!letter) return 'missing';
      const proven =
        letter.deleteTokenHash && deleteTokenMatches(deleteToken, letter.deleteTokenHash);
      return proven ? 'sender' : 'other';
    },

    async delete(id, deleteToken) {
      const letter = await letters.get(id);
      if (!letter) throw await missing(id);
      // Letters from before delete tokens have no hash: nobody can prove they wrote them.
      if (!letter.deleteTokenHash || !deleteTokenMatches(deleteToken, letter.deleteTokenHash)) {
        throw new ServiceError('wrong_delete_token');
      }
      // A shared event's entry showing the strip goes first (screens are told): should the
      // process die after it, the letter is still there and the sender's retry finishes the
      // deletion. The other way round, a death after the letter's transaction would leave the
      // entry on the show for good: the retry finds no letter, and nothing else removes it.
      const owned = letter.strip?.name;
      if (owned) await onStripDeleted?.(owned);
      // The letter goes and its strip is marked for removal in one transaction, then the
      // file goes. Should removing the file fail, the sweep removes it within the hour. The
      // card goes too; one left behind by a failure is never served (the letter is gone).
      const deleted = await letters.delete(id);
      if (!deleted) throw new ServiceError('letter_not_found');
      // Once more, now that no entry can name the strip (it is marked): one a guest added for
      // it in between goes too. Usually there is none, and nothing is told.
      if (deleted.ownedStrip) await onStripDeleted?.(deleted.ownedStrip);
      await Promise.all([
        deleted.ownedStrip ? strips.remove(deleted.ownedStrip) : undefined,
        deleted.ownedVideo ? videos.remove(deleted.ownedVideo) : undefined,
        cards.remove(id),
      ]);
    },
  };
}
