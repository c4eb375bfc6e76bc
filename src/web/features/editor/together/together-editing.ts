/**
 * The editor in together mode (issue 29): what it needs from the room, handed in by the screen
 * that opened the room's connection (lib/together). The editor itself never opens a socket, so
 * solo /edit loads neither yjs nor the together code.
 */
import type {
  RoomConnection,
  RoomSnapshot,
} from '../../../lib/together/room-connection-contract.js';
import type { Sticker } from '../../../../model/sticker.js';
import type { EditorState } from '../use-editor-state.js';

export interface TogetherEditing {
  readonly connection: RoomConnection;
  /** The room as this phone last heard it (participants, presence, photos, status). */
  readonly snapshot: RoomSnapshot;
  /**
   * The decoration as the room's shared document holds it (useSharedEditorState): every phone's
   * changes, while undo and redo take back this phone's own only.
   */
  readonly history: EditorState & {
    /** A new sticker's id, unlikely to clash with one another phone adds at once. */
    newStickerId?(stickers: readonly Sticker[]): number;
  };
}

/**
 * The room's day (`YYYY-MM-DD`, RoomState.day) at local noon: the date stamp and the PNG show
 * the same day on every phone, whatever its time zone (noon is that day from UTC−12 to UTC+12).
 */
export function dayAtNoon(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

/**
 * The preview width Collect Photo scales the PNG from in together mode: none, so the export is
 * MIN_EXPORT_WIDTH wide on every phone (a solo strip follows its own screen's preview).
 */
export const TOGETHER_PREVIEW_WIDTH = 0;

/**
 * Whether the room is over for this phone (its strip sent, its day passed, or this phone
 * removed): the strip stays as it is, to collect, and is no longer decorated.
 */
export function roomEnded(snapshot: RoomSnapshot): boolean {
  return (
    snapshot.status === 'closed' || snapshot.status === 'gone' || snapshot.status === 'removed'
  );
}

/** A participant's name, or the text given (the server may name who ended the room directly). */
export function nameOf(snapshot: RoomSnapshot, who: string): string {
  return snapshot.participants.find((person) => person.id === who)?.name ?? who;
}
