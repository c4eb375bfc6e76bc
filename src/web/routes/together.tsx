import { useMemo } from 'react';
import { useLocation } from '../lib/router/router.js';
import { readPoseCount } from '../navigation/screen-state.js';
import { RoomServicesProvider } from '../features/together/room-services.js';
import { TogetherScreen } from '../features/together/together-screen.js';
import { realRoomServices } from '../features/together/real-room-services.js';

export function Together() {
  const services = useMemo(() => realRoomServices(), []);
  return (
    <RoomServicesProvider services={services}>
      <TogetherScreen layout={readPoseCount(useLocation().state)} />
    </RoomServicesProvider>
  );
}
