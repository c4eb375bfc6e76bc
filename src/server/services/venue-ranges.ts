/**
 * The venue's addresses a host declares for a shared event (venueRequestSchema): a venue's
 * guests share the one public address of its Wi-Fi, so uploads naming the event from there count
 * against the event's budget and may hold more upload places. Only the host says which
 * addresses those are; naming the event's code never makes an address the venue.
 *
 * An entry is an address or a CIDR range, no wider than a venue's network: an IPv4 range /16 or
 * narrower, an IPv6 one /48 or narrower. An IPv6 address alone stands for its /64, as the rate
 * limits count IPv6 visitors (http/client-address.ts).
 */
import { BlockList, isIP, isIPv4 } from 'node:net';

export const VENUE_IPV4_PREFIX_MIN = 16;
export const VENUE_IPV6_PREFIX_MIN = 48;
const VISITOR_IPV6_PREFIX = 64;

export type VenueRanges = { ok: true; ranges: string[] } | { ok: false; message: string };

/** One entry as `address/prefix`, or why it is not one. */
function parseEntry(entry: string): string | { problem: string } {
  const [address = '', prefix, extra] = entry.trim().toLowerCase().split('/');
  const family = isIP(address);
  const notAnAddress = {
    problem: `"${entry}" is neither an IP address nor a CIDR range such as 203.0.113.0/24.`,
  };
  if (family === 0 || extra !== undefined || address.includes('%')) return notAnAddress;
  if (family === 6 && address.startsWith('::ffff:')) {
    return { problem: `Give "${entry}" as its IPv4 address.` };
  }
  const full = family === 4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return notAnAddress;
  const bits = prefix !== undefined ? Number(prefix) : family === 4 ? 32 : VISITOR_IPV6_PREFIX;
  const shortest = family === 4 ? VENUE_IPV4_PREFIX_MIN : VENUE_IPV6_PREFIX_MIN;
  if (bits > full) return notAnAddress;
  if (bits < shortest) {
    return {
      problem: `"${entry}" is wider than a venue's network: /${shortest} or narrower, please.`,
    };
  }
  return `${address}/${bits}`;
}

/** The host's entries, checked and written alike (`address/prefix`, duplicates once). */
export function parseVenueRanges(entries: readonly string[]): VenueRanges {
  const ranges: string[] = [];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (typeof parsed !== 'string') return { ok: false, message: parsed.problem };
    if (!ranges.includes(parsed)) ranges.push(parsed);
  }
  return { ok: true, ranges };
}

const lists = new WeakMap<readonly string[], BlockList>();

function blockList(ranges: readonly string[]): BlockList {
  let list = lists.get(ranges);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [address = '', bits = ''] = range.split('/');
      const type = isIPv4(address) ? 'ipv4' : 'ipv6';
      // Ranges come from parseVenueRanges; one stored by an older rule is skipped, not fatal.
      if (isIP(address)) list.addSubnet(address, Number(bits), type);
    }
    lists.set(ranges, list);
  }
  return list;
}

/** Whether the visitor's address (`request.ip`) is in one of the ranges. */
export function inVenue(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return false;
  // An IPv4 visitor on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return blockList(ranges).check(address, family === 4 ? 'ipv4' : 'ipv6');
}
