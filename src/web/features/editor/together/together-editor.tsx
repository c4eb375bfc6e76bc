/**
 * /edit in together mode (issue 29): the editor on the room's connection, its decoration the
 * room's shared document. Loaded only for a strip made together (edit-screen.tsx), so /edit
 * alone never loads yjs or the room's code. Without this browser's place in the room (never
 * joined here, or its token lost), the strip is edited alone from the visit.
 */
import { useMemo } from 'react';
import type { Visit } from '../../../lib/storage/visit-store.js';
import type { RoomConnection } from '../../../lib/together/room-connection-contract.js';
import { getRoomConnection } from '../../../lib/together/room-connections.js';
import { useRoom } from '../../../lib/together/use-room.js';
import { useSharedEditorState } from '../../../lib/together/use-shared-editor-state.js';
import { Editor } from '../editor.js';
import { roomEnded, type TogetherEditing } from './together-editing.js';

interface TogetherEditorProps {
  visit: Visit;
  poseCount: number;
  room: string;
}

export default function TogetherEditor({ visit, poseCount, room }: TogetherEditorProps) {
  const connection = useMemo(() => getRoomConnection(room), [room]);
  if (!connection) return <Editor visit={visit} poseCount={poseCount} />;
  return <ConnectedEditor visit={visit} poseCount={poseCount} connection={connection} />;
}

function ConnectedEditor(props: { visit: Visit; poseCount: number; connection: RoomConnection }) {
  const { visit, poseCount, connection } = props;
  const snapshot = useRoom(connection);
  const history = useSharedEditorState(connection, poseCount);
  const together = useMemo<TogetherEditing>(
    () => ({ connection, snapshot, history }),
    [connection, snapshot, history],
  );
  // The room ended (or this phone left it) before its document arrived: the strip as the visit
  // keeps it (a reload after another phone sent the letter), under the room's ended banner
  // (who sent it, Open the letter).
  if (snapshot.room === null && roomEnded(snapshot)) {
    return <Editor key="alone" visit={visit} poseCount={poseCount} endedRoom={snapshot} />;
  }
  return <Editor key="together" visit={visit} poseCount={poseCount} together={together} />;
}
