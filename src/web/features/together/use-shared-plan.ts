import { useCallback, useEffect, useState } from 'react';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';
import {
  choosePose,
  clearPlan,
  planChoicesOf,
  sharedPlan,
} from '../../lib/together/shared-plan.js';

/**
 * The host's pose choices, shared through the room's document (lib/together/shared-plan.ts):
 * every phone sees them as they are made, and they survive a reload. `choose` and `everyone`
 * are the host's.
 */
export function useSharedPlan(connection: RoomConnection) {
  const { doc, origin } = connection;
  const [choices, setChoices] = useState(() => planChoicesOf(doc));
  useEffect(() => {
    const plan = sharedPlan(doc);
    const read = () => setChoices(planChoicesOf(doc));
    // Read again on subscribing: the document may have changed since the first render.
    read();
    plan.observe(read);
    return () => plan.unobserve(read);
  }, [doc]);
  const choose = useCallback(
    (pose: number, participant: string) => choosePose(doc, origin, pose, participant),
    [doc, origin],
  );
  const everyone = useCallback(() => clearPlan(doc, origin), [doc, origin]);
  return { choices, choose, everyone };
}
