import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { LANGUAGES } from '../../../../model/languages.js';

/**
 * The shared document's map for the room's settings of the strip that are no part of the
 * decoration (lib/together's shared-doc.ts keeps the decoration in 'strip', 'stickers' and
 * 'frames').
 */
const STRIP_MAP = 'stripSettings';
const LANGUAGE_KEY = 'stampLanguage';
/** Not this phone's undo origin: Undo never takes the stamp's language back. */
const SETTING = { stampLanguage: true };

/**
 * The language the date stamp is written in, one for the whole room: the first phone to open
 * /edit writes its own into the shared document, and two writing at once converge on one (a
 * Yjs map keeps one value per key). Every phone then draws the same stamp, so Collect Photo
 * makes the same PNG on each. Without a document (solo), the phone's own language.
 */
export function useStampLanguage(doc: Y.Doc | null, own: string, synced = true): string {
  const [shared, setShared] = useState<string | null>(() => read(doc));
  useEffect(() => {
    if (!doc) return;
    const map = doc.getMap<unknown>(STRIP_MAP);
    const update = () => setShared(read(doc));
    map.observe(update);
    // Only once the room's document is here: before, an empty one would seem to have none.
    if (synced && read(doc) === null) doc.transact(() => map.set(LANGUAGE_KEY, own), SETTING);
    update();
    return () => map.unobserve(update);
  }, [doc, own, synced]);
  return doc ? (shared ?? own) : own;
}

function read(doc: Y.Doc | null): string | null {
  const value = doc?.getMap<unknown>(STRIP_MAP).get(LANGUAGE_KEY);
  // A language the app has only: another phone's document is not trusted to name a valid one.
  return LANGUAGES.some((entry) => entry.code === value) ? (value as string) : null;
}
