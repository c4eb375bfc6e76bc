import { serverMessageSchema, type ServerMessage } from '../../../model/together.js';

/** A text frame of the room's socket as a message of the contract; anything else is null. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
