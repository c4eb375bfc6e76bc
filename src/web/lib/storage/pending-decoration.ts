/**
 * A write-ahead copy of the decoration in sessionStorage. Writing the visit to IndexedDB is
 * asynchronous, and a page being reloaded or closed stops running JavaScript before such a
 * write finishes; sessionStorage is written at once. The copy is made with every write and
 * removed once the write to IndexedDB has finished, so a copy that is still there is newer
 * than the visit: the editor starts from it (and writes it to the visit).
 */
const KEY = 'postbooth:decoration-pending';

/** Keeps the copy; returns the text kept, to remove it later only if it is still that one. */
export function keepPending(decoration: unknown): string | null {
  try {
    const text = JSON.stringify(decoration);
    sessionStorage.setItem(KEY, text);
    return text;
  } catch {
    return null; // No sessionStorage (some private modes): IndexedDB alone it is.
  }
}

/** Removes the copy once the visit holds it, unless a newer copy replaced it meanwhile. */
export function dropPending(text: string | null): void {
  try {
    if (text !== null && sessionStorage.getItem(KEY) === text) sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The copy left by a write that did not finish, or undefined. */
export function readPending(): unknown {
  try {
    const text = sessionStorage.getItem(KEY);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Removes the copy, whatever it holds: a new strip was begun (a new shoot, a new set of
 * photos), and a copy left by the last strip's editor must not decorate it.
 */
export function forgetPending(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
