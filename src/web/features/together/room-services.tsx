/**
 * What the room's screens need from lib/together, behind one small interface so the screens are
 * tested with an in-memory room (room-services-fake.ts in the tests) and run on the real one
 * (real-room-services.ts, given by routes/together.tsx).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type {
  CreateRoomRequest,
  JoinedRoom,
  JoinRoomRequest,
  RoomState,
} from '../../../model/together.js';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';

export interface RoomServices {
  /** Creates the room; this browser keeps the host's credentials. */
  createRoom(request: CreateRoomRequest): Promise<JoinedRoom>;
  /** Joins; this browser keeps the participant's credentials. */
  joinRoom(room: string, request: JoinRoomRequest): Promise<JoinedRoom>;
  roomState(room: string): Promise<RoomState>;
  /**
   * The page's connection to `room` (one per room), or null when this browser has not joined
   * it (no credentials kept): join first.
   */
  connect(room: string): RoomConnection | null;
}

const RoomServicesContext = createContext<RoomServices | null>(null);

export function RoomServicesProvider({
  services,
  children,
}: {
  services: RoomServices;
  children: ReactNode;
}) {
  return <RoomServicesContext value={services}>{children}</RoomServicesContext>;
}

export function useRoomServices(): RoomServices {
  const services = useContext(RoomServicesContext);
  if (!services) throw new Error('The room screens need a RoomServicesProvider.');
  return services;
}

/** The machine code of a refused call (`{error, code}` answers), else null. */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' ? code : null;
}
