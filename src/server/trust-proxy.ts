/**
 * TRUST_PROXY: which hops in front of us may tell us the visitor's address (X-Forwarded-For).
 * The client writes the leftmost entries itself, so "trust everything" would let anyone pick
 * their own address and walk past every rate limit. Allowed: `false`, a hop count (`1` = one
 * reverse proxy in front), or the proxies' addresses and CIDR ranges. The client's address is
 * then the rightmost hop that is not trusted.
 */
import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: false, a hop count, or addresses for proxy-addr. */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
export const MAX_PROXY_HOPS = 10;

export const TRUST_EVERYTHING_MESSAGE =
  'true would trust any X-Forwarded-For a client writes itself; give the number of reverse ' +
  'proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The setting, or a message saying what is wrong with the value. */
export function parseTrustProxy(
  value: string,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0')
    return { ok: true, value: false };
  if (text === 'true' || text === 'yes') return { ok: false, message: TRUST_EVERYTHING_MESSAGE };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_PROXY_HOPS
      ? { ok: true, value: hops }
      : { ok: false, message: `a hop count must be from 0 to ${MAX_PROXY_HOPS}` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    return {
      ok: false,
      message: `"${bad}" is neither an IP address nor a CIDR range; use false, a hop count, or addresses such as 127.0.0.1,10.0.0.0/8`,
    };
  }
  return { ok: true, value: entries };
}

/**
 * The setting as Fastify takes it. Fastify reads a bare number as "trust no hop" (it cannot
 * tell the proxy from a client that connects directly), so a hop count becomes a function:
 * trust the first `hops` addresses counted from our socket, the client is the next one.
 * Behind a hop count the server must not be reachable except through the proxies.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
