/**
 * The rooms of together mode (rooms-contract.ts) over the room store and the blob store. The
 * service holds the rules (who may do what, until when, how much); the store keeps rows; the
 * photos are blobs under `rooms/`; what changed is published for the room's sockets.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import {
  PERSON_COLOURS,
  ROOM_DOC_MAX_BYTES,
  ROOM_GUEST_SHARE_BYTES,
  ROOM_GUESTS_MAX_BYTES,
  ROOM_HOST_SHARE_BYTES,
  ROOM_LIFETIME_HOURS,
  ROOM_MAX_PEOPLE,
  participantIdSchema,
  type Participant,
  type PersonColour,
  type RoomState,
} from '../../model/together.js';
import type { BlobStore } from '../stores/blobs.js';
import type { RoomRecord, RoomStore } from '../stores/rooms.js';
import { hashDeleteToken, newDeleteToken } from './delete-tokens.js';
import type { RoomEvent, RoomMember, Rooms } from './rooms-contract.js';
import { normaliseRoomPhoto, type RoomPhotoType } from './room-photos.js';
import { mayPutPose } from './room-poses.js';
import { ServiceError } from './service-errors.js';
import { mergeHere, type DocMerger } from './doc-merge.js';
import { parseJsonAs } from '../../model/parse-json.js';
import { z } from '../../model/zod.js';

export const ROOM_PHOTOS_FOLDER = 'rooms';
const ROOM_LIFETIME_MS = ROOM_LIFETIME_HOURS * 60 * 60 * 1000;
/** A participant is online while a socket of theirs showed life this recently (beats every 15 s). */
const ONLINE_WITHIN_MS = 45_000;
/** Past this many stored updates, reading the document also compacts it into one row. */
const COMPACT_AFTER_ROWS = 50;
/** An ended room's tombstone (it answers 410, not 404) is kept this long after its start. */
const TOMBSTONE_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 100;
/** A kept countdown, read back: what a row holds is checked like any input. */
const keptCountdownSchema = z.object({
  poses: z.array(participantIdSchema.nullable()).min(2).max(6),
  shootAt: z.number().int().nonnegative(),
});
/** A photo file this much older than the longest a room lives belongs to no room. */
const STRAY_MARGIN_MS = 60 * 60 * 1000;

export interface RoomsDeps {
  store: RoomStore;
  blobs: BlobStore;
  /** Tells the room's sockets, on every instance (the hub's topic `room:<id>`). */
  publish(room: string, event: RoomEvent): Promise<void>;
  /** The disk's free bytes (none for a bucket): photos stop at `minFreeBytes`, as strips do. */
  freeBytes?: (() => Promise<number>) | undefined;
  minFreeBytes?: number;
  /**
   * Where a room's stored updates are merged (its document read, compacted, or measured near
   * the cap): the server's is a worker (doc-merge-runner.ts); by default this thread.
   */
  merger?: DocMerger;
  /**
   * Whether `deleteToken` is the letter's (its sender's): 'sender'; another's: 'other'; no such
   * letter (or deleted): 'missing'. Without it, no letter is passed on to a room.
   */
  letterSender?: (id: string, deleteToken: string) => Promise<'sender' | 'other' | 'missing'>;
}

/** Rooms, and the one extra a route needs: the type the photo was sent as. */
export interface RoomsService extends Rooms {
  putPhoto(
    member: RoomMember,
    pose: number,
    bytes: Buffer,
    now: Date,
    type?: RoomPhotoType,
  ): ReturnType<Rooms['putPhoto']>;
  /**
   * Throws what putPhoto would refuse before reading a photo (room closed, invalid_pose,
   * not_your_pose): the route asks before an 8 MB body comes in.
   */
  checkPose(member: RoomMember, pose: number, now: Date): Promise<void>;
}

const randomId = (): string => randomBytes(16).toString('base64url');

/**
 * Where someone joins from, as the room keeps it: hashed with the room's id, so the rows hold
 * no address and one address reads differently in every room. (An IPv4 address can still be
 * found by trying all of them; the room's rows go within ROOM_LIFETIME_HOURS.)
 */
const addressKeyOf = (room: string, address: string | undefined): string | null =>
  address === undefined ? null : createHash('sha256').update(`${room}\n${address}`).digest('hex');

/** A stored photo's bytes (a few hundred KB: the contract hands back a Buffer), or null. */
async function readBlob(blobs: BlobStore, key: string): Promise<Buffer | null> {
  const found = await blobs.get(key);
  if (!found || 'unchanged' in found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isColour(colour: string): colour is PersonColour {
  return (PERSON_COLOURS as readonly string[]).includes(colour);
}

export function createRoomsService({
  store,
  blobs,
  publish,
  freeBytes,
  minFreeBytes = 0,
  merger = mergeHere,
  letterSender,
}: RoomsDeps): RoomsService {
  /** The room while it is open at `now`; throws not found, or closed (ended or expired). */
  async function openRoom(id: string, now: Date): Promise<RoomRecord> {
    const room = await store.room(id);
    if (!room) throw new ServiceError('room_not_found');
    if (room.closed || now.getTime() - room.createdAt >= ROOM_LIFETIME_MS) {
      throw new ServiceError('room_closed');
    }
    return room;
  }

  /** Why a write the store refused failed: the room is gone or ended. */
  async function refusal(id: string): Promise<ServiceError> {
    return new ServiceError((await store.room(id)) ? 'room_closed' : 'room_not_found');
  }

  async function deletePhotosAndPurge(id: string): Promise<void> {
    // Blobs first: if we stop half-way the rows still name them, and the sweep finishes it.
    for (const key of await store.photoKeys(id)) await blobs.delete(key);
    await store.purge(id);
  }

  /**
   * Photo files older than any room: a process that stopped between writing a photo and
   * recording it (or deleting the one it replaced) leaves one behind.
   */
  async function sweepStrayPhotos(now: Date): Promise<void> {
    const before = now.getTime() - ROOM_LIFETIME_MS - STRAY_MARGIN_MS;
    const stray: string[] = [];
    for await (const file of blobs.list(ROOM_PHOTOS_FOLDER)) {
      if (file.modifiedAt < before) stray.push(`${ROOM_PHOTOS_FOLDER}/${file.name}`);
    }
    for (const key of stray) await blobs.delete(key);
  }

  /**
   * The stored updates merged (by the merger: off the server's thread); past COMPACT_AFTER_ROWS
   * rows, or when an update had to be left out, the rows are replaced by the merge. Charges are
   * counted as sent, and a merge of many edits of the same stickers takes far less room than
   * they did: the compaction scales every participant's charge by as much, so a share bounds a
   * participant's part of the document, not how long they have been decorating.
   */
  async function mergedDocument(id: string, compactFrom = COMPACT_AFTER_ROWS): Promise<Uint8Array> {
    const rows = await store.updates(id);
    const updates = rows.map((row) => Buffer.from(row.update, 'base64'));
    const { merged, dropped } = await merger.merge(id, updates);
    const last = rows.at(-1);
    if (last && (dropped > 0 || rows.length > compactFrom)) {
      // Another instance compacting the same rows at once makes this one fail (same seq):
      // theirs stands, and merging overlapping merges is still the same document.
      await store
        .compact(id, last.seq, Buffer.from(merged).toString('base64'), {
          from: updates.reduce((sum, update) => sum + update.length, 0),
          to: merged.length,
        })
        .catch(() => undefined);
    }
    return merged;
  }

  /** Bytes the stored rows hold at most (base64 holds 3 bytes in 4 characters). */
  const storedBytes = (stats: { chars: number }): number => Math.floor((stats.chars * 3) / 4);

  const service: RoomsService = {
    async create(request, now, address) {
      const id = randomId();
      const participant = randomId();
      const { token, hash } = newDeleteToken();
      await store.create(
        { id, layout: request.layout, day: request.day, createdAt: now.getTime() },
        {
          id: participant,
          tokenHash: hash,
          name: request.name,
          colour: request.colour,
          addressKey: addressKeyOf(id, address),
        },
      );
      return { room: id, participant, token };
    },

    async join(id, request, now, address) {
      await openRoom(id, now);
      const participant = randomId();
      const { token, hash } = newDeleteToken();
      const outcome = await store.join(
        id,
        {
          id: participant,
          tokenHash: hash,
          name: request.name,
          colour: request.colour,
          addressKey: addressKeyOf(id, address),
        },
        ROOM_MAX_PEOPLE,
      );
      if (outcome === 'not_found') throw new ServiceError('room_not_found');
      if (outcome === 'closed') throw new ServiceError('room_closed');
      if (outcome === 'full') throw new ServiceError('room_full');
      if (outcome === 'colour_taken') throw new ServiceError('colour_taken');
      if (outcome === 'name_taken') throw new ServiceError('name_taken');
      if (outcome === 'removed') throw new ServiceError('removed_from_room');
      await publish(id, { kind: 'participants' });
      return { room: id, participant, token };
    },

    async state(id, now) {
      const room = await openRoom(id, now);
      const [people, photos] = await Promise.all([store.participants(id), store.photos(id)]);
      const participants: Participant[] = people.flatMap((person) =>
        isColour(person.colour)
          ? [
              {
                id: person.id,
                name: person.name,
                colour: person.colour,
                host: person.host,
                online:
                  person.lastSeen !== null && now.getTime() - person.lastSeen <= ONLINE_WITHIN_MS,
              },
            ]
          : [],
      );
      return {
        id: room.id,
        layout: room.layout as RoomState['layout'],
        day: room.day,
        createdAt: new Date(room.createdAt).toISOString(),
        participants,
        photos: photos.map(({ pose, version, by }) => ({ pose, version, by })),
      };
    },

    async member(id, token, now) {
      await openRoom(id, now);
      const person = await store.byTokenHash(id, hashDeleteToken(token));
      if (!person) throw new ServiceError('not_participant');
      return { room: id, participant: person.id, name: person.name, host: person.host };
    },

    async seen(id, participant, at) {
      await store.seen(id, participant, at === null ? null : at.getTime());
    },

    async remove(id, host, participant) {
      if (host.room !== id || !host.host) throw new ServiceError('not_host');
      if (!(await store.remove(id, participant))) throw new ServiceError('unknown_participant');
      await publish(id, { kind: 'removed', participant });
      await publish(id, { kind: 'participants' });
    },

    async checkPose(member, pose, now) {
      const room = await openRoom(member.room, now);
      if (!Number.isInteger(pose) || pose < 0 || pose >= room.layout) {
        throw new ServiceError('invalid_pose');
      }
      const [countdown, people, current] = await Promise.all([
        service.countdown(member.room),
        store.participants(member.room),
        store.photo(member.room, pose),
      ]);
      const claim = {
        member,
        pose,
        countdown: countdown?.poses ?? null,
        takenBy: current?.by ?? null,
        present: new Set(people.map((person) => person.id)),
      };
      if (!mayPutPose(claim)) throw new ServiceError('not_your_pose');
    },

    async putPhoto(member, pose, bytes, now, type) {
      await service.checkPose(member, pose, now);
      const jpeg = await normaliseRoomPhoto(bytes, type);
      if (freeBytes && (await freeBytes()) - jpeg.length < minFreeBytes) {
        throw new ServiceError('disk_full');
      }
      const key = `${ROOM_PHOTOS_FOLDER}/${member.room}-${pose}-${randomId()}.jpg`;
      await blobs.put(key, jpeg);
      const stored = await store.putPhoto(member.room, pose, member.participant, key);
      if (!stored) {
        await blobs.delete(key);
        throw await refusal(member.room);
      }
      if (stored.replaced) await blobs.delete(stored.replaced);
      const photo = { pose, version: stored.version, by: member.participant };
      await publish(member.room, { kind: 'photo', photo });
      return photo;
    },

    async photo(id, pose, version) {
      const photo = await store.photo(id, pose);
      if (!photo || photo.version !== version) throw new ServiceError('photo_not_found');
      const bytes = await readBlob(blobs, photo.blobKey);
      if (!bytes) throw new ServiceError('photo_not_found');
      return bytes;
    },

    async appendUpdate(id, update, by) {
      try {
        Y.decodeUpdate(update);
      } catch {
        throw new ServiceError('invalid_update');
      }
      // A guest writes only while the document leaves the host its last part.
      const cap = by && !by.host ? ROOM_GUESTS_MAX_BYTES : ROOM_DOC_MAX_BYTES;
      let stats = await store.updateStats(id);
      // Merged, a document is never larger than its updates side by side, so their sum bounds
      // it. Near the cap the rows are merged into one (once: the next updates add to a compact
      // sum) and the bound is taken again; an update that still does not fit is refused without
      // merging it. Refused updates add no rows, so sending many costs no merges.
      if (storedBytes(stats) + update.length > cap && stats.rows > 1) {
        await mergedDocument(id, 1);
        stats = await store.updateStats(id);
      }
      if (storedBytes(stats) + update.length > cap) throw new ServiceError('document_full');
      const base64 = Buffer.from(update).toString('base64');
      const charge = by && {
        participant: by.participant,
        bytes: update.length,
        share: by.host ? ROOM_HOST_SHARE_BYTES : ROOM_GUEST_SHARE_BYTES,
      };
      let stored = await store.appendUpdate(id, base64, charge);
      if (stored === 'share_full' && stats.rows > 1) {
        // The share may be full of edits a merge takes back: merged once (its charges scaled),
        // the update is tried again. A refused update adds no row, so refusals alone never
        // merge twice in a row; only the others' writes in between bring another merge.
        await mergedDocument(id, 1);
        stored = await store.appendUpdate(id, base64, charge);
      }
      if (stored === 'share_full') throw new ServiceError('document_full');
      if (!stored) throw await refusal(id);
      // Kept to about COMPACT_AFTER_ROWS rows even when nobody reads the document for long.
      if (stats.rows + 1 > COMPACT_AFTER_ROWS) await mergedDocument(id);
    },

    document: (id) => mergedDocument(id),

    async close(member, letter) {
      if (!(await store.room(member.room))) throw new ServiceError('room_not_found');
      // The others are sent to the letter: only one this member sent (they hold its token).
      if (letter) {
        const sender = letterSender ? await letterSender(letter.id, letter.deleteToken) : 'other';
        if (sender === 'missing') throw new ServiceError('letter_not_found');
        if (sender === 'other') throw new ServiceError('letter_not_from_room');
      }
      await store.close(member.room, letter?.id);
      await deletePhotosAndPurge(member.room);
      await publish(member.room, {
        kind: 'closed',
        by: member.name,
        ...(letter === undefined ? {} : { letter: letter.id }),
      });
    },

    endedLetter: (id, token) => store.endedLetter(id, hashDeleteToken(token)),

    async keepCountdown(room, countdown) {
      await store.setCountdown(room, JSON.stringify(countdown));
    },

    async countdown(room) {
      const kept = await store.countdown(room);
      return kept === null ? null : parseJsonAs(keptCountdownSchema, kept);
    },

    async sweep(now) {
      let swept = 0;
      for (;;) {
        const ids = await store.toPurge(now.getTime() - ROOM_LIFETIME_MS, SWEEP_BATCH);
        for (const id of ids) {
          const room = await store.room(id);
          await store.close(id);
          await deletePhotosAndPurge(id);
          // Sockets still open on a room whose time ran out hear that it ended.
          if (room && !room.closed) await publish(id, { kind: 'closed' });
        }
        swept += ids.length;
        if (ids.length < SWEEP_BATCH) break;
      }
      await store.forget(now.getTime() - TOMBSTONE_MS);
      await sweepStrayPhotos(now);
      return swept;
    },
  };
  return service;
}
