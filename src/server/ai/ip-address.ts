/**
 * Classifies IP addresses, so the server only ever connects to public ones when a provider's
 * answer names an address (a provider once made us fetch 127.0.0.1 and an internal host).
 * Ranges from the IANA special-purpose registries (RFC 6890 and successors). IPv6 forms that
 * carry an IPv4 address (mapped, NAT64, 6to4) are judged by the IPv4 address they carry,
 * because that is where the packets end up.
 */

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'unique-local'
  | 'reserved'
  | 'invalid';

interface Range {
  prefix: readonly number[];
  bits: number;
  kind: AddressKind;
}

/** First matching range wins, so narrower ranges come before the wider ones around them. */
const IPV4_RANGES: readonly Range[] = [
  { prefix: [255, 255, 255, 255], bits: 32, kind: 'broadcast' },
  { prefix: [0, 0, 0, 0], bits: 8, kind: 'unspecified' },
  { prefix: [10, 0, 0, 0], bits: 8, kind: 'private' },
  { prefix: [100, 64, 0, 0], bits: 10, kind: 'shared' },
  { prefix: [127, 0, 0, 0], bits: 8, kind: 'loopback' },
  { prefix: [169, 254, 0, 0], bits: 16, kind: 'link-local' },
  { prefix: [172, 16, 0, 0], bits: 12, kind: 'private' },
  { prefix: [192, 0, 0, 0], bits: 24, kind: 'reserved' },
  { prefix: [192, 0, 2, 0], bits: 24, kind: 'documentation' },
  { prefix: [192, 88, 99, 0], bits: 24, kind: 'reserved' },
  { prefix: [192, 168, 0, 0], bits: 16, kind: 'private' },
  { prefix: [198, 18, 0, 0], bits: 15, kind: 'benchmarking' },
  { prefix: [198, 51, 100, 0], bits: 24, kind: 'documentation' },
  { prefix: [203, 0, 113, 0], bits: 24, kind: 'documentation' },
  { prefix: [224, 0, 0, 0], bits: 4, kind: 'multicast' },
  { prefix: [240, 0, 0, 0], bits: 4, kind: 'reserved' },
];

/** IPv6 ranges, as 16 bytes. Anything outside 2000::/3 that is not listed is reserved too. */
const IPV6_RANGES: readonly Range[] = [
  { prefix: bytes6([0, 0, 0, 0, 0, 0, 0, 0]), bits: 128, kind: 'unspecified' },
  { prefix: bytes6([0, 0, 0, 0, 0, 0, 0, 1]), bits: 128, kind: 'loopback' },
  { prefix: bytes6([0x64, 0xff9b, 1]), bits: 48, kind: 'private' },
  { prefix: bytes6([0x2001, 0xdb8]), bits: 32, kind: 'documentation' },
  { prefix: bytes6([0x2001, 0x2]), bits: 48, kind: 'benchmarking' },
  // IETF protocol assignments: Teredo (which hides an IPv4 address), ORCHID, AMT and others.
  { prefix: bytes6([0x2001]), bits: 23, kind: 'reserved' },
  { prefix: bytes6([0x3fff]), bits: 20, kind: 'documentation' },
  { prefix: bytes6([0xfc00]), bits: 7, kind: 'unique-local' },
  { prefix: bytes6([0xfe80]), bits: 10, kind: 'link-local' },
  // Site-local: deprecated, but still routed inside some networks.
  { prefix: bytes6([0xfec0]), bits: 10, kind: 'private' },
  { prefix: bytes6([0xff00]), bits: 8, kind: 'multicast' },
];

/** Forms that carry an IPv4 address, and the byte where it starts. */
const IPV4_CARRIERS: readonly { prefix: readonly number[]; bits: number; at: number }[] = [
  // ::ffff:a.b.c.d, IPv4-mapped: the socket talks IPv4 to a.b.c.d.
  { prefix: bytes6([0, 0, 0, 0, 0, 0xffff]), bits: 96, at: 12 },
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix: a translator forwards to a.b.c.d.
  { prefix: bytes6([0x64, 0xff9b]), bits: 96, at: 12 },
  // 2002:aabb:ccdd::/48, 6to4: the relay forwards to a.b.c.d.
  { prefix: bytes6([0x2002]), bits: 16, at: 2 },
];

const GLOBAL_UNICAST: Range = { prefix: bytes6([0x2000]), bits: 3, kind: 'public' };

/** What kind of address this is: 'public' only for addresses reachable on the internet. */
export function addressKind(address: string): AddressKind {
  const v4 = parseIpv4(address);
  if (v4) return classify(v4, IPV4_RANGES) ?? 'public';
  const v6 = parseIpv6(address);
  if (!v6) return 'invalid';
  for (const carrier of IPV4_CARRIERS) {
    if (matches(v6, carrier)) {
      const embedded = v6.slice(carrier.at, carrier.at + 4);
      return classify(embedded, IPV4_RANGES) ?? 'public';
    }
  }
  const listed = classify(v6, IPV6_RANGES);
  if (listed) return listed;
  return matches(v6, GLOBAL_UNICAST) ? 'public' : 'reserved';
}

export function isPublicAddress(address: string): boolean {
  return addressKind(address) === 'public';
}

function classify(address: readonly number[], ranges: readonly Range[]): AddressKind | null {
  return ranges.find((range) => matches(address, range))?.kind ?? null;
}

function matches(
  address: readonly number[],
  { prefix, bits }: { prefix: readonly number[]; bits: number },
): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const keep = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - keep)) & 0xff;
    if (((address[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** Dotted-quad IPv4 ('10.0.0.1') as 4 bytes, or null. Only the canonical decimal form. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const part of parts) {
    // Leading zeros are refused: some parsers read '010' as octal.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    out.push(value);
  }
  return out;
}

/**
 * IPv6 text ('fe80::1', '::ffff:127.0.0.1', '[::1]', 'fe80::1%eth0') as 16 bytes, or null.
 * A zone ('%eth0') is dropped: it only says which interface, not which address.
 */
export function parseIpv6(text: string): number[] | null {
  let rest = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  rest = rest.split('%')[0] ?? '';
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  // A dotted IPv4 may only end the address, so not before a '::'.
  const head = groups(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? groups(halves[1] ?? '', true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** The 16-bit groups of one side of '::'; a trailing dotted IPv4 counts as two groups. */
function groups(side: string, mayEndInIpv4: boolean): number[] | null {
  if (side === '') return [];
  const parts = side.split(':');
  const out: number[] = [];
  for (const [i, part] of parts.entries()) {
    if (mayEndInIpv4 && i === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (!v4) return null;
      out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      out.push(parseInt(part, 16));
    } else return null;
  }
  return out;
}

/** Up to eight 16-bit words as 16 bytes, zero-filled: bytes6([0xfe80]) is fe80::. */
function bytes6(words: readonly number[]): number[] {
  const out = Array<number>(16).fill(0);
  words.forEach((word, i) => {
    out[2 * i] = word >> 8;
    out[2 * i + 1] = word & 0xff;
  });
  return out;
}
