/** The rooms of together mode through plain Kysely (SQLite and PostgreSQL). */
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { labelKey } from '../../model/label-text.js';
import { parseJsonAs } from '../../model/parse-json.js';
import { z } from '../../model/zod.js';
import type { Database, RoomParticipantsTable } from './schema.js';
import type { JoinOutcome, ParticipantRecord, RoomStore } from './rooms.js';

/** Thrown inside a transaction to undo it and answer this outcome instead. */
class Refused extends Error {
  constructor(readonly outcome: JoinOutcome) {
    super(outcome);
  }
}

/** Thrown inside appendUpdate's transaction when the sender's share is full. */
class ShareFull extends Error {}

const participantColumns = ['id', 'name', 'colour', 'host', 'joined_order', 'last_seen'] as const;

function toParticipant(
  row: Pick<Selectable<RoomParticipantsTable>, (typeof participantColumns)[number]>,
): ParticipantRecord {
  return {
    id: row.id,
    name: row.name,
    colour: row.colour,
    host: row.host === 1,
    joinedOrder: Number(row.joined_order),
    lastSeen: row.last_seen === null ? null : Number(row.last_seen),
  };
}

export function createSqlRoomStore(db: Kysely<Database>): RoomStore {
  return {
    async create(room, host) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('rooms')
          .values({
            id: room.id,
            layout: room.layout,
            day: room.day,
            created_at: room.createdAt,
            closed: 0,
            purged: 0,
            joins: 1,
            last_seq: 0,
          })
          .execute();
        await trx
          .insertInto('room_participants')
          .values({
            room_id: room.id,
            id: host.id,
            token_hash: host.tokenHash,
            name: host.name,
            colour: host.colour,
            host: 1,
            joined_order: 0,
            removed: 0,
            last_seen: null,
            address_key: host.addressKey,
          })
          .execute();
      });
    },

    async join(room, participant, maxPeople) {
      try {
        return await db.transaction().execute(async (trx) => {
          // The update locks the room's row until the end: joins to one room go one at a time
          // (PostgreSQL row lock; SQLite has one writer), so the count below stays true.
          const locked = await trx
            .updateTable('rooms')
            .set({ joins: sql`joins + 1` })
            .where('id', '=', room)
            .where('closed', '=', 0)
            .returning('joins')
            .executeTakeFirst();
          if (!locked) {
            const exists = await trx
              .selectFrom('rooms')
              .select('id')
              .where('id', '=', room)
              .executeTakeFirst();
            throw new Refused(exists ? 'closed' : 'not_found');
          }
          const everyone = await trx
            .selectFrom('room_participants')
            .select(['colour', 'name', 'removed', 'address_key'])
            .where('room_id', '=', room)
            .execute();
          const present = everyone.filter((row) => row.removed === 0);
          const from = participant.addressKey;
          // A household or a party shares an address: it stays open while anyone present
          // joined from it, so only a removed person's own address keeps them out.
          if (
            from !== null &&
            everyone.some((row) => row.removed === 1 && row.address_key === from) &&
            !present.some((row) => row.address_key === from)
          ) {
            throw new Refused('removed');
          }
          if (present.length >= maxPeople) throw new Refused('full');
          if (present.some((row) => row.colour === participant.colour)) {
            throw new Refused('colour_taken');
          }
          const name = labelKey(participant.name);
          if (present.some((row) => labelKey(row.name) === name)) throw new Refused('name_taken');
          await trx
            .insertInto('room_participants')
            .values({
              room_id: room,
              id: participant.id,
              token_hash: participant.tokenHash,
              name: participant.name,
              colour: participant.colour,
              host: 0,
              joined_order: Number(locked.joins) - 1,
              removed: 0,
              last_seen: null,
              address_key: participant.addressKey,
            })
            .execute();
          return 'joined' as const;
        });
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        throw error;
      }
    },

    async room(id) {
      const row = await db
        .selectFrom('rooms')
        .select(['id', 'layout', 'day', 'created_at', 'closed'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        layout: Number(row.layout),
        day: row.day,
        createdAt: Number(row.created_at),
        closed: row.closed === 1,
      };
    },

    async participants(room) {
      const rows = await db
        .selectFrom('room_participants')
        .select(participantColumns)
        .where('room_id', '=', room)
        .where('removed', '=', 0)
        .orderBy('joined_order')
        .execute();
      return rows.map(toParticipant);
    },

    async byTokenHash(room, tokenHash) {
      const row = await db
        .selectFrom('room_participants')
        .select(participantColumns)
        .where('room_id', '=', room)
        .where('token_hash', '=', tokenHash)
        .where('removed', '=', 0)
        .executeTakeFirst();
      return row ? toParticipant(row) : null;
    },

    async seen(room, participant, at) {
      await db
        .updateTable('room_participants')
        .set({ last_seen: at })
        .where('room_id', '=', room)
        .where('id', '=', participant)
        .execute();
    },

    async remove(room, participant) {
      const result = await db
        .updateTable('room_participants')
        .set({ removed: 1, last_seen: null })
        .where('room_id', '=', room)
        .where('id', '=', participant)
        .where('removed', '=', 0)
        .where('host', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async photos(room) {
      const rows = await db
        .selectFrom('room_photos')
        .select(['pose', 'version', 'taken_by', 'blob_key'])
        .where('room_id', '=', room)
        .orderBy('pose')
        .execute();
      return rows.map((row) => ({
        pose: Number(row.pose),
        version: Number(row.version),
        by: row.taken_by,
        blobKey: row.blob_key,
      }));
    },

    async photo(room, pose) {
      const row = await db
        .selectFrom('room_photos')
        .select(['pose', 'version', 'taken_by', 'blob_key'])
        .where('room_id', '=', room)
        .where('pose', '=', pose)
        .executeTakeFirst();
      if (!row) return null;
      return {
        pose: Number(row.pose),
        version: Number(row.version),
        by: row.taken_by,
        blobKey: row.blob_key,
      };
    },

    async putPhoto(room, pose, by, blobKey) {
      return db.transaction().execute(async (trx) => {
        // Locks the room's row (see join): two retakes of one pose get two versions.
        const open = await trx
          .updateTable('rooms')
          .set({ joins: sql`joins` })
          .where('id', '=', room)
          .where('closed', '=', 0)
          .executeTakeFirst();
        if (open.numUpdatedRows !== 1n) return null;
        const previous = await trx
          .selectFrom('room_photos')
          .select(['version', 'blob_key'])
          .where('room_id', '=', room)
          .where('pose', '=', pose)
          .executeTakeFirst();
        const version = previous ? Number(previous.version) + 1 : 1;
        if (previous) {
          await trx
            .updateTable('room_photos')
            .set({ version, taken_by: by, blob_key: blobKey })
            .where('room_id', '=', room)
            .where('pose', '=', pose)
            .execute();
        } else {
          await trx
            .insertInto('room_photos')
            .values({ room_id: room, pose, version, taken_by: by, blob_key: blobKey })
            .execute();
        }
        return { version, replaced: previous?.blob_key ?? null };
      });
    },

    async updates(room) {
      const rows = await db
        .selectFrom('room_updates')
        .select(['seq', 'update_b64'])
        .where('room_id', '=', room)
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({ seq: Number(row.seq), update: row.update_b64 }));
    },

    async updateStats(room) {
      const row = await db
        .selectFrom('room_updates')
        .select((eb) => [
          eb.fn.countAll().as('rows'),
          eb.fn.coalesce(eb.fn.sum(eb.fn('length', ['update_b64'])), eb.lit(0)).as('chars'),
        ])
        .where('room_id', '=', room)
        .executeTakeFirst();
      return { rows: Number(row?.rows ?? 0), chars: Number(row?.chars ?? 0) };
    },

    async appendUpdate(room, update, charge) {
      return db
        .transaction()
        .execute(async (trx) => {
          // The room's row hands out the next number under its lock, as the events' feed does.
          const row = await trx
            .updateTable('rooms')
            .set({ last_seq: sql`last_seq + 1` })
            .where('id', '=', room)
            .where('closed', '=', 0)
            .returning('last_seq')
            .executeTakeFirst();
          if (!row) return false;
          if (charge) {
            const charged = await trx
              .updateTable('room_participants')
              .set({ doc_bytes: sql`doc_bytes + ${charge.bytes}` })
              .where('room_id', '=', room)
              .where('id', '=', charge.participant)
              .where(sql<boolean>`doc_bytes + ${charge.bytes} <= ${charge.share}`)
              .executeTakeFirst();
            // Thrown to undo the number taken above; answered below.
            if (charged.numUpdatedRows !== 1n) throw new ShareFull();
          }
          await trx
            .insertInto('room_updates')
            .values({ room_id: room, seq: Number(row.last_seq), update_b64: update })
            .execute();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof ShareFull) return 'share_full' as const;
          throw error;
        });
    },

    async compact(room, upToSeq, merged, shrunk) {
      await db.transaction().execute(async (trx) => {
        if (shrunk && shrunk.from > 0 && shrunk.to < shrunk.from) {
          await trx
            .updateTable('room_participants')
            .set({ doc_bytes: sql`CAST(doc_bytes * ${shrunk.to} / ${shrunk.from} AS INTEGER)` })
            .where('room_id', '=', room)
            .execute();
        }
        await trx
          .deleteFrom('room_updates')
          .where('room_id', '=', room)
          .where('seq', '<=', upToSeq)
          .execute();
        // The merge takes the last merged one's number: later updates keep theirs and order.
        await trx
          .insertInto('room_updates')
          .values({ room_id: room, seq: upToSeq, update_b64: merged })
          .execute();
      });
    },

    async close(room, letter) {
      if (letter === undefined) {
        await db.updateTable('rooms').set({ closed: 1 }).where('id', '=', room).execute();
        return;
      }
      await db.transaction().execute(async (trx) => {
        const present = await trx
          .selectFrom('room_participants')
          .select('token_hash')
          .where('room_id', '=', room)
          .where('removed', '=', 0)
          .execute();
        // Only the close that ends an open room keeps its letter: a later one finds it closed.
        await trx
          .updateTable('rooms')
          .set({
            letter_id: letter,
            letter_readers: JSON.stringify(present.map((row) => row.token_hash)),
          })
          .where('id', '=', room)
          .where('closed', '=', 0)
          .execute();
        await trx.updateTable('rooms').set({ closed: 1 }).where('id', '=', room).execute();
      });
    },

    async endedLetter(room, tokenHash) {
      const row = await db
        .selectFrom('rooms')
        .select(['letter_id', 'letter_readers'])
        .where('id', '=', room)
        .where('closed', '=', 1)
        .executeTakeFirst();
      if (!row?.letter_id || !row.letter_readers) return null;
      const readers = parseJsonAs(z.array(z.string()), row.letter_readers);
      return readers?.includes(tokenHash) ? row.letter_id : null;
    },

    async setCountdown(room, countdown) {
      await db.updateTable('rooms').set({ countdown }).where('id', '=', room).execute();
    },

    async countdown(room) {
      const row = await db
        .selectFrom('rooms')
        .select('countdown')
        .where('id', '=', room)
        .executeTakeFirst();
      return row?.countdown ?? null;
    },

    async toPurge(before, limit) {
      const rows = await db
        .selectFrom('rooms')
        .select('id')
        .where('purged', '=', 0)
        .where((eb) => eb.or([eb('closed', '=', 1), eb('created_at', '<', before)]))
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async photoKeys(room) {
      const rows = await db
        .selectFrom('room_photos')
        .select('blob_key')
        .where('room_id', '=', room)
        .execute();
      return rows.map((row) => row.blob_key);
    },

    async purge(room) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('room_participants').where('room_id', '=', room).execute();
        await trx.deleteFrom('room_photos').where('room_id', '=', room).execute();
        await trx.deleteFrom('room_updates').where('room_id', '=', room).execute();
        await trx
          .updateTable('rooms')
          .set({ closed: 1, purged: 1, countdown: null })
          .where('id', '=', room)
          .execute();
      });
    },

    async forget(before) {
      const result = await db
        .deleteFrom('rooms')
        .where('purged', '=', 1)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
