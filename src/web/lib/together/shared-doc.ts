/**
 * The strip's decoration as one shared Yjs document (issue 29, together mode), read into and
 * written from the editor's `Decoration` (model/decoration.ts):
 *
 * - `strip` (Y.Map): `dateStamp`, `frameColour`;
 * - `stickers` (Y.Map): by `String(id)`, the sticker as plain JSON plus `z`, its stacking order;
 * - `frames` (Y.Map): by box index, that box's PhotoFrame as plain JSON;
 * - `letter` (Y.Text): the letter's message, typed together.
 *
 * Each sticker and frame is one map entry replaced whole, so two phones changing different
 * stickers merge, and two changing the same one converge on the last writer's. A change writes
 * only what differs, in one transaction carrying the phone's origin, so Y.UndoManager undoes a
 * phone's own changes and nobody else's.
 */
import * as Y from 'yjs';
import { decorate, DEFAULT_DECORATION, type Decoration } from '../../../model/decoration.js';
import type { DecorationEvent } from '../../../model/decoration.js';
import { framesFor, plainFrame, type PhotoFrame } from '../../../model/photo-frame.js';
import { nextStickerId, normaliseDegrees, type Sticker } from '../../../model/sticker.js';
import { frameColourSchema, storedFrameSchema, storedStickerSchema } from './shared-doc-schemas.js';

export const sharedStrip = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('strip');
export const sharedStickers = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('stickers');
export const sharedFrames = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('frames');

interface Stacked {
  readonly sticker: Sticker;
  readonly z: number;
}

/** The stickers that parse, bottom to top: by z, then by id (so every phone agrees on ties). */
function stackedStickers(doc: Y.Doc): Stacked[] {
  const stacked: Stacked[] = [];
  sharedStickers(doc).forEach((value, key) => {
    const parsed = storedStickerSchema.safeParse(value);
    // The key names the sticker: an entry claiming another id would make two of one.
    if (!parsed.success || String(parsed.data.id) !== key) return;
    const { z, ...sticker } = parsed.data;
    stacked.push({ sticker: { ...sticker, rotation: normaliseDegrees(sticker.rotation) }, z });
  });
  return stacked.sort((a, b) => a.z - b.z || a.sticker.id - b.sticker.id);
}

/**
 * The frames of a strip of `poses` boxes, and whether the document holds a whole set of them.
 * A set that does not name each photo once (two phones moved photos at the same moment, or
 * garbage) reads as the plain order, the same on every phone.
 */
function framesOf(doc: Y.Doc, poses: number): { frames: PhotoFrame[]; whole: boolean } {
  const map = sharedFrames(doc);
  const frames = Array.from({ length: poses }, (_, index): PhotoFrame => {
    const parsed = storedFrameSchema.safeParse(map.get(String(index)));
    return parsed.success ? parsed.data : plainFrame(index);
  });
  const sources = new Set(frames.map((frame) => frame.source));
  const whole = sources.size === poses && frames.every((frame) => frame.source < poses);
  return whole ? { frames, whole } : { frames: framesFor(undefined, poses), whole };
}

/**
 * The decoration the document holds, every entry checked; `poses`: the strip's photos, whose
 * frames are read (none when 0, as restoreDecoration in lib/storage).
 */
export function decorationOf(doc: Y.Doc, poses = 0): Decoration {
  const strip = sharedStrip(doc);
  const dateStamp = strip.get('dateStamp');
  const colour = frameColourSchema.safeParse(strip.get('frameColour'));
  return {
    dateStamp: typeof dateStamp === 'boolean' ? dateStamp : DEFAULT_DECORATION.dateStamp,
    frameColour: colour.success ? colour.data : DEFAULT_DECORATION.frameColour,
    stickers: stackedStickers(doc).map(({ sticker }) => sticker),
    ...(poses > 0 ? { photoFrames: framesOf(doc, poses).frames } : {}),
  };
}

/** Two flat JSON records with the same values (absent and undefined alike). */
function sameRecord(a: object, b: object): boolean {
  const entries = (o: object) => Object.entries(o).filter(([, value]) => value !== undefined);
  const left = entries(a);
  const right = new Map(entries(b));
  return left.length === right.size && left.every(([key, value]) => right.get(key) === value);
}

/** A plain copy for the document (no undefined fields, which Yjs cannot encode). */
function plain<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function writeStickers(doc: Y.Doc, before: readonly Stacked[], after: readonly Sticker[]): void {
  const map = sharedStickers(doc);
  const old = new Map(before.map((entry) => [entry.sticker.id, entry]));
  let top = before.reduce((max, entry) => Math.max(max, entry.z), 0);
  for (const sticker of after) {
    const was = old.get(sticker.id);
    if (!was) map.set(String(sticker.id), { ...plain(sticker), z: ++top });
    else if (!sameRecord(was.sticker, sticker)) {
      map.set(String(sticker.id), { ...plain(sticker), z: was.z });
    }
  }
  const kept = new Set(after.map((sticker) => sticker.id));
  for (const id of old.keys()) if (!kept.has(id)) map.delete(String(id));
}

function writeFrames(doc: Y.Doc, poses: number, after: readonly PhotoFrame[] | undefined): void {
  if (!after || after.length !== poses) return;
  const { frames, whole } = framesOf(doc, poses);
  const map = sharedFrames(doc);
  after.forEach((frame, index) => {
    // A broken set is written whole, so what every phone reads is what this phone sees.
    const was = frames[index];
    if (!whole || !was || !sameRecord(was, frame)) map.set(String(index), plain(frame));
  });
}

/**
 * Applies the editor's fact to the document: the decoration after it, as decorate() computes
 * it from what the document holds now, written as the difference in one transaction with
 * `origin`. Answers the decoration after it.
 */
export function applyEvent(
  doc: Y.Doc,
  event: DecorationEvent,
  origin: object,
  poses = 0,
): Decoration {
  const current = decorationOf(doc, poses);
  const next = decorate(current, event);
  if (next === current) return current;
  const stacked = stackedStickers(doc);
  doc.transact(() => {
    const strip = sharedStrip(doc);
    if (next.dateStamp !== current.dateStamp) strip.set('dateStamp', next.dateStamp);
    if (next.frameColour !== current.frameColour) strip.set('frameColour', next.frameColour);
    if (next.stickers !== current.stickers) writeStickers(doc, stacked, next.stickers);
    if (next.photoFrames !== current.photoFrames) writeFrames(doc, poses, next.photoFrames);
  }, origin);
  return next;
}

/**
 * An id for a new sticker on a shared strip. Two phones may add one in the same millisecond
 * (or with clocks apart, both after the same highest id), so the model's clock id is taken in
 * thousandths with three random digits: a clash needs the same millisecond and the same draw.
 * Still a safe integer (about 1.8e15 today, under 9e15 until the 23rd century).
 */
export function sharedStickerId(
  stickers: readonly Sticker[],
  now: number,
  random: () => number = Math.random,
): number {
  const base = nextStickerId(stickers, Math.floor(now) * 1000);
  return base + Math.floor(random() * 1000);
}

/** Undoes and redoes this phone's own changes to the decoration (not the letter's text). */
export function sharedUndoManager(doc: Y.Doc, origin: object): Y.UndoManager {
  return new Y.UndoManager([sharedStrip(doc), sharedStickers(doc), sharedFrames(doc)], {
    trackedOrigins: new Set([origin]),
    // Every apply is one step, as in the solo editor (a drag applies once, when it ends).
    captureTimeout: 0,
  });
}
