/**
 * What one room socket receives, before anything is handled: text only, the rate (room-rate.ts),
 * JSON and the schema. Accepted messages are handled one after another, in the order sent (a
 * phone's updates reach the store in its order); the rate bounds how many can wait.
 */
import type { RawData } from 'ws';
import {
  ROOM_CLOSE_CODES,
  ROOM_MESSAGES_PER_SECOND,
  type ClientMessage,
} from '../../model/together.js';
import { parseClientMessage, refusal, type RoomSender } from './room-messages.js';
import { createRateLimit } from './room-rate.js';

export interface RoomIntake {
  sender: RoomSender;
  handle(message: ClientMessage): Promise<void>;
  close(code: number, reason: string): void;
  /** A handler failed for a reason not the sender's (the store is down): logged by the caller. */
  fail(error: unknown): void;
  now?: () => number;
}

/** Answers the socket's `message` listener. */
export function createRoomIntake(intake: RoomIntake): (data: RawData, isBinary: boolean) => void {
  const now = intake.now ?? Date.now;
  const rate = createRateLimit(
    { perSecond: ROOM_MESSAGES_PER_SECOND, floodFactor: 10, floodSeconds: 3 },
    now(),
  );
  let queue = Promise.resolve();
  let flooded = false;
  return (data, isBinary) => {
    if (flooded) return;
    const verdict = rate(now());
    if (verdict === 'flood') {
      flooded = true;
      intake.close(ROOM_CLOSE_CODES.flooding, 'too many messages');
      return;
    }
    if (verdict === 'refuse') intake.sender.send(refusal('too_many_messages'));
    if (verdict !== 'ok') return;
    if (isBinary) {
      intake.sender.send(refusal('invalid_message', 'Messages are JSON text frames.'));
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : Buffer.isBuffer(data)
        ? data.toString()
        : Buffer.from(data).toString();
    const message = parseClientMessage(text);
    if (typeof message === 'string') {
      intake.sender.send(refusal('invalid_message', message));
      return;
    }
    queue = queue.then(() => intake.handle(message)).catch(intake.fail);
  };
}
