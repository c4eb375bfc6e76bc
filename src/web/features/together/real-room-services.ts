/** The room's screens on the real lib/together: REST calls, kept credentials, the page's socket. */
import { roomApi } from '../../lib/together/room-api.js';
import { getRoomConnection } from '../../lib/together/room-connections.js';
import type { RoomServices } from './room-services.js';

/** Made on first use: the credential store reads localStorage, absent on the server. */
export function realRoomServices(): RoomServices {
  return { ...roomApi(), connect: (room) => getRoomConnection(room) };
}
