/** How long a dropped room socket waits before it tries again (room-socket.ts). */
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 15_000;

/**
 * The pause before reconnect attempt `attempt` (0 first): doubling from 1 s to 15 s, with a
 * little jitter so a room's phones do not all come back in the same instant after a restart.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(RECONNECT_FIRST_MS, jittered)));
}
