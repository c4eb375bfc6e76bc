/**
 * TRUST_PROXY: which hops in front of us may tell us the visitor's address (X-Forwarded-For).
 * The client writes the leftmost entries itself, so "trust everything" would let anyone pick
 * their own address and walk past every rate limit. Allowed: `false`, a hop count (`1` = one
 * reverse proxy in front), or the proxies' addresses and CIDR ranges. The client's address is
 * then the rightmost hop that is not trusted. A range wider than any proxy's network (shorter
 * than /8 for IPv4, /32 for IPv6) is refused: `0.0.0.0/1,128.0.0.0/1` is "trust everything"
 * spelt otherwise.
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

/** The shortest prefix a trusted range may have: a /8 holds 16.7 million addresses already. */
const MIN_IPV4_PREFIX = 8;
const MIN_IPV6_PREFIX = 32;

/**
 * An IPv6 address of the form ::ffff:a.b.c.d: proxy-addr matches IPv4 clients against such a
 * range (from /96 on), so its width is judged as IPv4's, 96 bits further.
 */
function isIpv4Mapped(address: string): boolean {
  // The URL parser writes an IPv6 address in its one canonical form (without a zone).
  const canonical = new URL(`http://[${address.split('%')[0]}]`).hostname;
  return /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(canonical);
}

/** What is wrong with one entry of the list, or undefined when it is an address or a range. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const notAnAddress = `"${entry}" is neither an IP address nor a CIDR range; use false, a hop count, or addresses such as 127.0.0.1,10.0.0.0/8`;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return notAnAddress;
  if (prefix === undefined) return undefined;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return notAnAddress;
  const bits = Number(prefix);
  const [kind, shortest] =
    family === 4
      ? ['an IPv4', MIN_IPV4_PREFIX]
      : isIpv4Mapped(address)
        ? ['an IPv4-mapped (::ffff:…)', 96 + MIN_IPV4_PREFIX]
        : ['an IPv6', MIN_IPV6_PREFIX];
  if (bits >= shortest) return undefined;
  return (
    `"${entry}" is too wide: ${kind} range must be /${shortest} or narrower, or clients could ` +
    'choose their own address; give the proxies themselves (e.g. 10.0.0.0/8, fd12:3456::/32, ' +
    'loopback, uniquelocal) or a hop count'
  );
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
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem !== undefined) return { ok: false, message: problem };
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
