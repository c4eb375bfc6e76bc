/**
 * What one participant's socket asks of its room (model/together.ts clientMessageSchema), each
 * message checked and then handled in the order sent. The sender is always the token's
 * participant (`member`): no field of a message can name someone else as its author.
 * Refusals answer this socket only (`refused`); what is accepted goes out on the room's hub
 * topic, to every socket of the room on every instance.
 */
import {
  clientMessageSchema,
  COUNTDOWN_LEAD_MS,
  type ClientMessage,
  type RoomRefusal,
  type ServerMessage,
} from '../../model/together.js';
import { ServiceError } from '../services/service-errors.js';
import type { RoomMember, Rooms } from '../services/rooms-contract.js';
import type { RoomHubMessage } from './room-topic.js';

export interface RoomSender {
  member: RoomMember;
  /** This socket's id on the hub (`origin`): it does not hear its own update back. */
  socketId: string;
  send(message: ServerMessage): void;
  publish(message: RoomHubMessage): Promise<void>;
  /**
   * Whether the room takes this update's work now (room-update-cost.ts): null if so, else why
   * not. Looked at before anything else is done with it.
   */
  admit(update: Uint8Array): RoomRefusal | null;
  /** Stores a document update of the room (room-writer.ts: merged with others waiting). */
  append(update: Uint8Array): Promise<void>;
}

const REFUSALS: Record<RoomRefusal, string> = {
  invalid_message: 'This message is not one the room understands.',
  message_too_large: 'This message is too large.',
  too_many_messages: 'Too many messages: slow down (some were dropped).',
  not_host: 'Only the host can do this.',
  invalid_update: 'This update of the strip cannot be read.',
  document_full: 'The strip holds too much already: this change was not kept.',
  unknown_participant: 'This person is not in the room.',
  update_too_complex: 'This change of the strip is too complex to take at once.',
};

export function refusal(code: RoomRefusal, error = REFUSALS[code]): ServerMessage {
  return { type: 'refused', code, error };
}

/** The first problem a schema found, in words, or null when the text is a valid message. */
export function parseClientMessage(text: string): ClientMessage | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'A message is a JSON object.';
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${field}${issue?.message ?? REFUSALS.invalid_message}`;
}

/** The refusal a service error of a room message becomes; null: not the sender's doing. */
function refusalOf(error: unknown): RoomRefusal | null {
  if (!(error instanceof ServiceError)) return null;
  // The room kinds are the Rooms service's (service-errors.ts): compared as text here.
  const kind: string = error.kind;
  if (kind === 'invalid_update') return 'invalid_update';
  if (kind === 'document_full') return 'document_full';
  if (kind === 'not_host') return 'not_host';
  if (kind === 'unknown_participant') return 'unknown_participant';
  return null;
}

/** A room that ended or a store that failed is not this message's fault: the caller decides. */
export async function handleRoomMessage(
  message: ClientMessage,
  sender: RoomSender,
  rooms: Rooms,
): Promise<void> {
  const { member } = sender;
  try {
    switch (message.type) {
      case 'ping':
        sender.send({ type: 'pong', id: message.id, sent: message.sent, serverTime: Date.now() });
        return;
      case 'presence':
        await sender.publish({
          kind: 'presence',
          participant: member.participant,
          selection: message.selection,
          origin: sender.socketId,
        });
        return;
      case 'update': {
        const update = Buffer.from(message.update, 'base64');
        const refused = sender.admit(update);
        if (refused) return sender.send(refusal(refused));
        await sender.append(update);
        await sender.publish({
          kind: 'update',
          update: message.update,
          from: member.participant,
          origin: sender.socketId,
        });
        return;
      }
      case 'countdown':
        await countdown(message.poses, sender, rooms);
        return;
      case 'remove':
        if (!member.host) return sender.send(refusal('not_host'));
        await rooms.remove(member.room, member, message.participant);
        return;
    }
  } catch (error) {
    const code = refusalOf(error);
    if (!code) throw error;
    sender.send(refusal(code));
  }
}

async function countdown(
  poses: readonly (string | null)[],
  sender: RoomSender,
  rooms: Rooms,
): Promise<void> {
  const { member } = sender;
  if (!member.host) return sender.send(refusal('not_host'));
  const state = await rooms.state(member.room, new Date());
  if (poses.length !== state.layout) {
    return sender.send(
      refusal(
        'invalid_message',
        `A countdown names a person (or null) for each of the ${state.layout} poses.`,
      ),
    );
  }
  const present = new Set(state.participants.map((participant) => participant.id));
  if (poses.some((pose) => pose !== null && !present.has(pose))) {
    return sender.send(refusal('unknown_participant'));
  }
  // The server's clock decides: every phone turns shootAt into its own time with its offset.
  // Kept first, so a phone that reloads onto any instance before its shots is told it too.
  const running = { poses: [...poses], shootAt: Date.now() + COUNTDOWN_LEAD_MS };
  await rooms.keepCountdown(member.room, running);
  await sender.publish({ kind: 'countdown', ...running });
}
