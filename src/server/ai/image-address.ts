/**
 * Fetches an image from an address a provider's answer named, for providers that send an
 * address even though we ask for the bytes. The answer is not ours, so the address is
 * treated like a visitor's: https only, public addresses only (checked on the address the
 * socket connects to), redirects only within the same origin, and a size cap. A provider's
 * answer once made the server fetch 127.0.0.1 and follow a 302 to an internal address.
 */
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { readCapped, refuseDeclaredOverCap } from './capped-read.js';
import { addressKind, isPublicAddress } from './ip-address.js';
import { AddressRefusedError, checkedLookup, systemResolve } from './public-lookup.js';
import type { Resolve } from './public-lookup.js';

export interface ImageAddressOptions {
  maxBytes: number;
  signal: AbortSignal;
  /** Redirects followed at most (each within the first address's origin). */
  maxRedirects?: number;
  /** For tests: the name resolution and the address rule; production uses DNS and public-only. */
  resolve?: Resolve;
  isAllowed?: (address: string) => boolean;
  /** For tests: the certificate authority to trust instead of the system's. */
  ca?: string;
}

const DEFAULT_MAX_REDIRECTS = 2;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The image's bytes, or AddressRefusedError saying why not (TooLargeError past the cap). */
export async function fetchImageAddress(
  address: string,
  options: ImageAddressOptions,
): Promise<Buffer> {
  const isAllowed = options.isAllowed ?? isPublicAddress;
  const lookup = checkedLookup(options.resolve ?? systemResolve, isAllowed);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = httpsUrl(address);
  const origin = url.origin;
  for (let redirects = 0; ; redirects++) {
    refuseLiteral(url, isAllowed);
    const response = await get(url, lookup, options);
    if (REDIRECTS.has(response.statusCode ?? 0)) {
      response.destroy();
      if (redirects >= maxRedirects) throw new AddressRefusedError('too many redirects');
      url = sameOriginRedirect(response.headers.location, url, origin);
      continue;
    }
    return readImage(response, options.maxBytes);
  }
}

function httpsUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new AddressRefusedError('not an address');
  }
  if (url.protocol !== 'https:') throw new AddressRefusedError('not https');
  return url;
}

/** A socket skips its `lookup` for an IP address, so a literal one is checked here. */
function refuseLiteral(url: URL, isAllowed: (address: string) => boolean): void {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !isAllowed(host)) {
    throw new AddressRefusedError(`the address is ${addressKind(host)}`);
  }
}

function sameOriginRedirect(location: string | undefined, from: URL, origin: string): URL {
  let next: URL;
  try {
    next = new URL(location ?? '', from);
  } catch {
    throw new AddressRefusedError('a redirect without a valid Location');
  }
  if (!location) throw new AddressRefusedError('a redirect without a Location');
  if (next.protocol !== 'https:') throw new AddressRefusedError('a redirect away from https');
  if (next.origin !== origin) throw new AddressRefusedError('a redirect to another host');
  return next;
}

function get(
  url: URL,
  lookup: ReturnType<typeof checkedLookup>,
  options: ImageAddressOptions,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      {
        lookup,
        // A fresh connection each time, so every hop goes through the checked lookup.
        agent: false,
        signal: options.signal,
        headers: { accept: 'image/*' },
        ...(options.ca ? { ca: options.ca } : {}),
      },
      resolve,
    );
    request.once('error', reject);
  });
}

async function readImage(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const type = response.headers['content-type'] ?? '';
  const refusal =
    response.statusCode !== 200
      ? `status ${response.statusCode}`
      : !type.startsWith('image/')
        ? 'not an image'
        : null;
  try {
    if (refusal) throw new AddressRefusedError(refusal);
    refuseDeclaredOverCap(response.headers['content-length'], maxBytes);
  } catch (error) {
    response.destroy();
    throw error;
  }
  return readCapped(response, maxBytes);
}
