/**
 * The photostrip kept in the browser under `photostripUrl` (docs/using.md, Collect Photo and /download): the collected
 * strip as a PNG data address in localStorage when it fits, else the Blob in IndexedDB under
 * the same key; or the address of a strip the server stored, when /download showed one from
 * its query. Only one copy exists at a time, so a reader never sees an older strip. Nothing
 * here throws: a browser without storage keeps the strip in memory for this tab.
 */
import { blobToDataUrl } from './data-url.js';
import { idbDelete, idbGet, idbPut } from './idb.js';
import { stripFromStoredText, type KeptStrip } from './stored-strip.js';

export type { KeptStrip };

export const PHOTOSTRIP_KEY = 'photostripUrl';

let memory: KeptStrip | null = null;

function readLocal(): string | null {
  try {
    return localStorage.getItem(PHOTOSTRIP_KEY);
  } catch {
    return null;
  }
}

/** Keeps the strip; resolves when it is stored (or kept in memory when nothing else works). */
export async function keepStripImage(png: Blob): Promise<void> {
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
  memory = null;
  try {
    localStorage.removeItem(PHOTOSTRIP_KEY);
  } catch {
    // No localStorage: nothing kept there.
  }
  await idbDelete(PHOTOSTRIP_KEY).catch(() => undefined);
}
