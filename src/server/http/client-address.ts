/**
 * One key per visitor, as the rate limits count them (@fastify/rate-limit's own keys): the
 * address Fastify settled on (`request.ip`, which believes X-Forwarded-For only from the hops
 * TRUST_PROXY names, so a header a client writes itself changes nothing), an IPv4 address
 * carried in IPv6 (`::ffff:203.0.113.7`) as that IPv4 address, and IPv6 by its /64: one
 * subscriber usually holds a whole /64 and could otherwise take a new address per request.
 */
import { isIPv6 } from 'node:net';
import { parseIpv6 } from '../ai/ip-address.js';

export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const bytes = parseIpv6(ip);
  if (!bytes) return ip.toLowerCase();
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff;
  if (mapped && bytes[11] === 0xff) return bytes.slice(12).join('.');
  const groups = [0, 2, 4, 6].map((i) =>
    (((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16),
  );
  return `${groups.join(':')}::/64`;
}
