/**
 * What travels on a room's hub topic (`room:<id>`), on this instance or through Redis to every
 * instance: the Rooms service's events (services/rooms-contract.ts) and what the room's sockets
 * pass on to each other (a document update, a selection, the shared countdown). `origin` is the
 * sending socket's id: it does not hear its own update or presence back.
 *
 * A message from the hub is untrusted (another process wrote it): it is parsed by this schema.
 */
import {
  participantIdSchema,
  roomPhotoSchema,
  selectionSchema,
  sentLetterSchema,
} from '../../model/together.js';
import { z } from '../../model/zod.js';

export function roomTopic(room: string): string {
  return `room:${room}`;
}

export const roomHubMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('participants') }),
  z.object({ kind: z.literal('photo'), photo: roomPhotoSchema }),
  z.object({ kind: z.literal('removed'), participant: participantIdSchema }),
  // `by`: who sent the strip as a letter; none when the room's time ran out. `letter`: its id,
  // when the sender shared it with the room.
  z.object({
    kind: z.literal('closed'),
    by: z.string().optional(),
    letter: sentLetterSchema.optional(),
  }),
  z.object({
    kind: z.literal('update'),
    update: z.string(),
    from: participantIdSchema,
    origin: z.string(),
  }),
  z.object({
    kind: z.literal('presence'),
    participant: participantIdSchema,
    selection: selectionSchema,
    origin: z.string(),
  }),
  z.object({
    kind: z.literal('countdown'),
    poses: z.array(participantIdSchema.nullable()),
    shootAt: z.number(),
  }),
]);
export type RoomHubMessage = z.infer<typeof roomHubMessageSchema>;
