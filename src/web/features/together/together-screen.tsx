import { useState } from 'react';
import type { PoseCount } from '../../../model/layouts.js';
import { roomIdSchema } from '../../../model/together.js';
import { useT } from '../../lib/i18n/language.js';
import { useSearchParam } from '../../lib/router/router.js';
import { CreateRoom } from './create-room.js';
import { JoinRoom } from './join-room.js';
import { RoomEnded } from './room-ended.js';
import { useRoomServices } from './room-services.js';
import { RoomView } from './room-view.js';
import './together.css';

/**
 * /together: without a room, the form that starts one (with the layout /layout chose); with
 * `?room=`, the join form for a phone new to it, else the room itself.
 */
export function TogetherScreen({ layout }: { layout: PoseCount | null }) {
  const room = useSearchParam('room');
  const t = useT();
  if (room === null) return <CreateRoom layout={layout} />;
  if (!roomIdSchema.safeParse(room).success) return <RoomEnded message={t('together.gone')} />;
  // Keyed: another room's link opened in this tab starts afresh.
  return <JoinedOrNot key={room} room={room} />;
}

function JoinedOrNot({ room }: { room: string }) {
  const services = useRoomServices();
  // One connection per room per page (lib/together): the editor finds the same one later.
  const [connection, setConnection] = useState(() => services.connect(room));
  if (!connection) {
    return <JoinRoom room={room} onJoined={() => setConnection(services.connect(room))} />;
  }
  return <RoomView connection={connection} />;
}
