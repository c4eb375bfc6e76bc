/**
 * How many sockets an instance takes, in all and from one address: the show's screens and the
 * rooms' phones each count their own (docs/hosting.md, LIVE_CONNECTIONS_MAX and
 * LIVE_CONNECTIONS_PER_ADDRESS). Asked before an upgrade (to answer in JSON) and again once the
 * socket is open (two upgrades may have raced past the first check).
 */
export type Admission = 'yes' | 'instance_full' | 'address_full';

export interface SocketCaps {
  /** Open sockets on this instance. */
  maxConnections: number;
  /** Open sockets from one address. */
  connectionsPerAddress: number;
}

export interface SocketAdmission {
  admits(address: string): Admission;
  /** Counts a socket from `address` in; answers how to count it out (later calls do nothing). */
  enter(address: string): () => void;
  count(): number;
}

export function createSocketAdmission(caps: SocketCaps): SocketAdmission {
  const perAddress = new Map<string, number>();
  let count = 0;
  return {
    admits(address) {
      if (count >= caps.maxConnections) return 'instance_full';
      if ((perAddress.get(address) ?? 0) >= caps.connectionsPerAddress) return 'address_full';
      return 'yes';
    },
    enter(address) {
      count += 1;
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        count -= 1;
        const others = (perAddress.get(address) ?? 1) - 1;
        if (others > 0) perAddress.set(address, others);
        else perAddress.delete(address);
      };
    },
    count: () => count,
  };
}
