/**
 * Stores the document updates of this instance's room sockets, one write per room at a time:
 * what arrives while a room's write is under way waits, and goes in the next one, merged into a
 * single Yjs update (Y.mergeUpdates). A busy room then costs one database write per round trip
 * instead of one per change (on SQLite each commit waits for the disk, and holds the process
 * while it does). Each caller's promise settles when its own update is stored, so an update is
 * passed on to the other phones only once a late joiner's welcome would read it.
 *
 * A merged write that the service refuses (one update that does not decode, or the document
 * full) is tried again update by update, so that only the culprit's sender is refused. Updates
 * are merged only with those of the same sender: each is charged to its sender's share.
 */
import * as Y from 'yjs';
import type { Rooms, UpdateSender } from '../services/rooms-contract.js';
import { ServiceError } from '../services/service-errors.js';

interface Waiting {
  update: Uint8Array;
  by: UpdateSender | undefined;
  resolve(): void;
  reject(error: unknown): void;
}

export interface RoomWriter {
  append(room: string, update: Uint8Array, by?: UpdateSender): Promise<void>;
}

export function createRoomWriter(rooms: Pick<Rooms, 'appendUpdate'>): RoomWriter {
  /** Per room with a write under way: what waits for the next one. */
  const queues = new Map<string, Waiting[]>();

  async function writeOneByOne(room: string, batch: Waiting[]): Promise<void> {
    for (const waiting of batch) {
      await rooms
        .appendUpdate(room, waiting.update, waiting.by)
        .then(waiting.resolve, waiting.reject);
    }
  }

  /** One write per sender of the batch, in the order each first sent. */
  async function write(room: string, batch: Waiting[]): Promise<void> {
    const bySender = new Map<string, Waiting[]>();
    for (const waiting of batch) {
      const key = waiting.by?.participant ?? '';
      bySender.set(key, [...(bySender.get(key) ?? []), waiting]);
    }
    for (const own of bySender.values()) await writeMerged(room, own);
  }

  async function writeMerged(room: string, batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return writeOneByOne(room, batch);
    let merged: Uint8Array | null = null;
    try {
      merged = Y.mergeUpdates(batch.map((waiting) => waiting.update));
    } catch {
      // One of them does not decode: the service says which.
    }
    if (!merged) return writeOneByOne(room, batch);
    try {
      await rooms.appendUpdate(room, merged, batch[0]?.by);
    } catch (error) {
      if (error instanceof ServiceError) return writeOneByOne(room, batch);
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const waiting of batch) waiting.resolve();
  }

  async function drain(room: string): Promise<void> {
    for (;;) {
      const batch = queues.get(room) ?? [];
      if (batch.length === 0) {
        queues.delete(room);
        return;
      }
      queues.set(room, []);
      await write(room, batch);
    }
  }

  return {
    append(room, update, by) {
      return new Promise<void>((resolve, reject) => {
        const queue = queues.get(room);
        if (queue) {
          queue.push({ update, by, resolve, reject });
          return;
        }
        queues.set(room, [{ update, by, resolve, reject }]);
        void drain(room);
      });
    },
  };
}
