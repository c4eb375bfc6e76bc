/**
 * Moving the shared document over the room's socket (model/together.ts: JSON text frames, Yjs
 * updates base64): encoding, what the server lacks after a reconnect, and the batching of local
 * changes so a burst of them (a drag, Add all) goes as one message, well under the server's
 * ROOM_MESSAGES_PER_SECOND and ROOM_UPDATE_MAX_CHARS.
 */
import * as Y from 'yjs';
import { ROOM_UPDATE_MAX_CHARS } from '../../../model/together.js';
import { bytesToBase64 } from './base64.js';

/** The update of an empty document (a room nobody decorated yet may send none at all). */
const EMPTY_UPDATE = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * What this phone has that the server's document (`serverUpdate`, from the welcome) lacks:
 * changes made offline, or sent just before a drop and lost. Null when the server has it all,
 * deletions included (a sticker deleted offline is only a deletion, no new content).
 */
export function missingOnServer(doc: Y.Doc, serverUpdate: Uint8Array): Uint8Array | null {
  const server = serverUpdate.length === 0 ? EMPTY_UPDATE : serverUpdate;
  const vector = Y.encodeStateVectorFromUpdate(server);
  const missing = Y.encodeStateAsUpdate(doc, vector);
  const snapshot = Y.createSnapshot(Y.decodeUpdate(server).ds, Y.decodeStateVector(vector));
  return Y.snapshotContainsUpdate(snapshot, missing) ? null : missing;
}

/**
 * Local changes come in and go out at most once per `delayMs`: a change after a quiet moment at
 * once (no added latency), the ones that follow it within the window merged into one message,
 * each within the size limit.
 */
export class UpdateBatcher {
  private pending: Uint8Array[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSent = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly send: (base64: string) => void,
    private readonly delayMs = 30,
  ) {}

  add(update: Uint8Array): void {
    this.pending.push(update);
    if (this.timer !== null) return;
    const wait = this.lastSent + this.delayMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Sends what is pending now. */
  flush(): void {
    this.cancel();
    const updates = this.pending;
    this.pending = [];
    if (updates.length === 0) return;
    this.lastSent = Date.now();
    const merged = bytesToBase64(Y.mergeUpdates(updates));
    if (merged.length <= ROOM_UPDATE_MAX_CHARS || updates.length === 1) {
      this.send(merged);
      return;
    }
    // Too big together: one by one (a single one past the limit the server refuses; the
    // welcome after the next reconnect offers it again, and nothing else is held up).
    for (const update of updates) this.send(bytesToBase64(update));
  }

  /** Drops what is pending: the welcome after a reconnect sends all the server lacks. */
  drop(): void {
    this.cancel();
    this.pending = [];
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
