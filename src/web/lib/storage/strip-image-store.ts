/**
 * The photostrip kept in the browser under `photostripUrl` (docs/using.md, Collect Photo and /download): the collected
 * strip as a PNG data address in localStorage when it fits, else the Blob in IndexedDB under
 * the same key; or the address of a strip the server stored, when /download showed one from
 * its query. Only one copy exists at a time, so a reader never sees an older strip. Nothing
 * here throws: a browser without storage keeps the strip in memory for this tab.
 *
 * A strip from Collect Photo is kept with a nonce (`postbooth.stripNonce`), which Collect Photo
 * also writes into /download's history entry: at an event, /download shows the strip of a
 * history entry only when its nonce is the kept one (docs/events.md), so Back, a reload or a
 * restored tab never bring an earlier guest's strip. Keeping any other strip, or forgetting
 * this one, forgets the nonce.
 */
import { blobToDataUrl } from './data-url.js';
import { idbDelete, idbGet, idbPut } from './idb.js';
import { randomHex } from '../random-hex.js';
import { stripFromStoredText, type KeptStrip } from './stored-strip.js';

export type { KeptStrip };

export const PHOTOSTRIP_KEY = 'photostripUrl';
export const STRIP_NONCE_KEY = 'postbooth.stripNonce';

let memory: KeptStrip | null = null;
/** The nonce where localStorage is refused; for this tab only, like the strip then. */
let memoryNonce: string | null = null;

function readLocal(): string | null {
  try {
    return localStorage.getItem(PHOTOSTRIP_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the strip from Collect Photo; resolves, once it is stored (or kept in memory when nothing
 * else works), with its nonce for the history entry. The old nonce goes first, so while the new
 * strip is written no history entry names the strip being replaced.
 */
export async function keepStripImage(png: Blob): Promise<string> {
  forgetNonce();
  await storeStripImage(png);
  const nonce = randomHex(16);
  memoryNonce = nonce;
  try {
    localStorage.setItem(STRIP_NONCE_KEY, nonce);
  } catch {
    // Refused: kept in memory for this tab.
  }
  return nonce;
}

/**
 * The nonce kept with the strip from Collect Photo, null for none. Where localStorage works it
 * alone counts (another tab may have started over); the memory copy only where it is refused.
 */
export function loadKeptNonce(): string | null {
  try {
    return localStorage.getItem(STRIP_NONCE_KEY);
  } catch {
    return memoryNonce;
  }
}

function forgetNonce(): void {
  memoryNonce = null;
  try {
    localStorage.removeItem(STRIP_NONCE_KEY);
  } catch {
    // No localStorage: nothing kept there.
  }
}

async function storeStripImage(png: Blob): Promise<void> {
  memory = png;
  try {
    localStorage.setItem(PHOTOSTRIP_KEY, await blobToDataUrl(png));
    await idbDelete(PHOTOSTRIP_KEY).catch(() => undefined);
    return;
  } catch {
    // Too big for localStorage (its quota is about 5 MB of text), or no localStorage.
  }
  try {
    localStorage.removeItem(PHOTOSTRIP_KEY);
  } catch {
    // No localStorage at all.
  }
  await idbPut(PHOTOSTRIP_KEY, png).catch(() => undefined);
}

/** Keeps a stored strip's address (of this origin) as the browser's strip, for the letter. */
export async function keepStripAddress(address: string): Promise<void> {
  // No history entry holds this strip: none may show its own any more.
  forgetNonce();
  memory = address;
  try {
    localStorage.setItem(PHOTOSTRIP_KEY, address);
  } catch {
    return; // No localStorage: kept in memory; an older strip in IndexedDB is not replaced.
  }
  await idbDelete(PHOTOSTRIP_KEY).catch(() => undefined);
}

/**
 * The strip kept last, from localStorage, IndexedDB or memory; null when there is none. A
 * localStorage text that is no strip (another data: type, another site's address) is ignored.
 */
export async function loadKeptStrip(): Promise<KeptStrip | null> {
  const local = readLocal();
  const fromLocal = local ? stripFromStoredText(local, location.origin) : null;
  if (fromLocal) return fromLocal;
  try {
    const stored = await idbGet<Blob>(PHOTOSTRIP_KEY);
    if (stored instanceof Blob) return stored;
  } catch {
    // No IndexedDB: fall through to memory.
  }
  return memory;
}

/** Forgets the kept strip everywhere it may be (event mode's start over). */
export async function forgetStripImage(): Promise<void> {
  forgetNonce();
  memory = null;
  try {
    localStorage.removeItem(PHOTOSTRIP_KEY);
  } catch {
    // No localStorage: nothing kept there.
  }
  await idbDelete(PHOTOSTRIP_KEY).catch(() => undefined);
}
