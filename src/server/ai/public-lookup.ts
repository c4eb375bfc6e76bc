/**
 * A DNS lookup for outgoing connections that refuses names resolving to non-public
 * addresses. It is handed to the socket as its `lookup`, so the address checked is the
 * address connected to: a name cannot resolve to a public address for the check and to
 * 127.0.0.1 for the connection (DNS rebinding).
 */
import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressKind } from './ip-address.js';

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

/** An address the server will not fetch, with the reason for the logs. */
export class AddressRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Refused to fetch the address: ${reason}.`);
    this.name = 'AddressRefusedError';
  }
}

/**
 * The addresses to connect to: all of the name's addresses must be allowed, not only the
 * first, because the socket may try the others (Happy Eyeballs) and a mixed answer is a
 * trick anyway. Narrowed to the family asked for.
 */
export function allowedAddresses(
  addresses: readonly LookupAddress[],
  family: number,
  isAllowed: (address: string) => boolean,
): LookupAddress[] {
  const refused = addresses.find((a) => !isAllowed(a.address));
  if (refused) {
    throw new AddressRefusedError(`the name resolves to a ${addressKind(refused.address)} address`);
  }
  const usable = family ? addresses.filter((a) => a.family === family) : [...addresses];
  if (usable.length === 0) throw new AddressRefusedError('the name has no address');
  return usable;
}

/** A socket `lookup` that resolves with `resolve` and refuses what `isAllowed` refuses. */
export function checkedLookup(
  resolve: Resolve,
  isAllowed: (address: string) => boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolve(hostname).then(
      (addresses) => {
        let usable: LookupAddress[];
        try {
          usable = allowedAddresses(addresses, family ?? 0, isAllowed);
        } catch (error) {
          callback(error as AddressRefusedError, '');
          return;
        }
        const [first] = usable;
        if (options.all || !first) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
