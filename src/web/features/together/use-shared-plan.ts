import { useCallback, useSyncExternalStore } from 'react';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';
import {
  choosePose,
  clearPlan,
  planChoicesOf,
  sharedPlan,
} from '../../lib/together/shared-plan.js';

/** Read anew on each change of the plan (one Map per change, so React sees it changed). */
const cache = new WeakMap<RoomConnection, Map<number, string>>();

/**
 * The host's pose choices, shared through the room's document (lib/together/shared-plan.ts):
 * every phone sees them as they are made, and they survive a reload. `choose` and `everyone`
 * are the host's.
 */
export function useSharedPlan(connection: RoomConnection) {
  const subscribe = useCallback(
    (changed: () => void) => {
      const plan = sharedPlan(connection.doc);
      const observer = () => {
        cache.delete(connection);
        changed();
      };
      plan.observe(observer);
      return () => plan.unobserve(observer);
    },
    [connection],
  );
  const read = useCallback(() => {
    let choices = cache.get(connection);
    if (!choices) {
      choices = planChoicesOf(connection.doc);
      cache.set(connection, choices);
    }
    return choices;
  }, [connection]);
  const choices = useSyncExternalStore(subscribe, read);
  const choose = useCallback(
    (pose: number, participant: string) =>
      choosePose(connection.doc, connection.origin, pose, participant),
    [connection],
  );
  const everyone = useCallback(() => clearPlan(connection.doc, connection.origin), [connection]);
  return { choices, choose, everyone };
}
