import { parseJsonAs } from '../../../model/parse-json.js';
import { serverMessageSchema, type ServerMessage } from '../../../model/together.js';

/** A text frame of the room's socket as a message of the contract; anything else is null. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  return typeof data === 'string' ? parseJsonAs(serverMessageSchema, data) : null;
}
