import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { Decoration, DecorationEvent } from '../../../model/decoration.js';
import type { SourceSize } from '../../../model/photo-frame.js';
import type { Point } from '../../../model/sticker.js';
import { STRIP_WIDTH, stripGeometry, type StripGeometry } from '../../../model/strip.js';
import { useBoothEvent } from '../../lib/event/booth-event.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { ingestFile } from '../../lib/photos/ingest.js';
import { clipsFollowing } from '../../lib/storage/visit-changes.js';
import { updateVisit, type Visit } from '../../lib/storage/visit-store.js';
import type { Clip } from '../../lib/storage/visit.js';
import { useLive } from './live/use-live.js';
import { revealSticker } from './on-screen.js';
import { readPending } from '../../lib/storage/pending-decoration.js';
import { restoreDecoration } from '../../lib/storage/restore-decoration.js';
import { useEditorState, type EditorState } from './use-editor-state.js';
import { useHistoryKeys } from './use-history-keys.js';
import { useStickerPlacement, type StickerPlacement } from './use-sticker-placement.js';
import { dayAtNoon, roomEnded, type TogetherEditing } from './together/together-editing.js';
import { useKeptNames } from './together/use-kept-names.js';
import { useRetakenPhotos } from './together/use-retaken-photos.js';
import { useSharedSelection } from './together/use-shared-selection.js';
import { useStampLanguage } from './together/use-stamp-language.js';

/**
 * Everything the editor's parts share: the strip's geometry, the decoration and its history,
 * the photos shown, what is selected, the messages for the visitor, and how a new sticker is
 * placed. One per editor, handed down by EditorContext (`useEditor()`), so each part reads
 * what it needs.
 */
export interface EditorSession {
  readonly geometry: StripGeometry;
  /** The event's name, under the date stamp; '' for none. */
  readonly eventName: string;
  /** Outside event mode the collected strip is also saved to the device. */
  readonly saveToDevice: boolean;
  /** The day the date stamp shows (the export uses the same); the room's day together. */
  readonly date: Date;
  /** The language the date stamp is written in: the app's, or the room's together. */
  readonly stampLanguage: string;
  /** Together mode (issue 29): the room this strip is made in; null alone. */
  readonly together: TogetherEditing | null;
  /** The decoration, apply, undo and redo. */
  readonly history: EditorState;
  readonly decoration: Decoration;
  apply(event: DecorationEvent): void;
  /** The visit's photos in their order, Replace photo's included (frames say which box shows which). */
  readonly photos: readonly Blob[];
  /**
   * The camera clips beside `photos` (null where a photo has none: an upload, a replacement);
   * empty for an upload visit.
   */
  readonly clips: readonly (Clip | null)[];
  /** The Live switch: the cells play their clips. Kept in the visit (visit.live). */
  readonly live: boolean;
  setLive(on: boolean): void;
  /** Natural sizes of the photos, by index, once decoded. */
  readonly photoSizes: ReadonlyMap<number, SourceSize>;
  photoSized(source: number, size: SourceSize): void;
  readonly selectedSticker: number | null;
  /** Selects a sticker (a photo selected is let go), or none. */
  selectSticker(id: number | null): void;
  readonly selectedPhoto: number | null;
  /** Selects the photo of a box (a sticker selected is let go), or none. */
  selectPhoto(index: number | null): void;
  /** Replace photo: the file brought in as on /layout, into the visit at that photo's place. */
  replacePhoto(index: number, file: File): Promise<void>;
  /** The file Replace photo could not read, or null. */
  readonly unreadableFile: string | null;
  /** True while Collect Photo captures the strip (the handles hide). */
  readonly capturing: boolean;
  setCapturing(capturing: boolean): void;
  readonly alert: MessageKey | null;
  /** A polite announcement for screen readers ('Sticker 🚀 added.'). */
  readonly announcement: string;
  /** The preview's width in CSS px: the strip rendered ahead is drawn at its scale. */
  readonly previewWidth: number;
  setPreviewWidth(width: number): void;
  /** Placing new stickers: picked, dropped, the AI box's. */
  readonly place: StickerPlacement;
  /** A tap on the empty preview: where the next picked emoji goes, and a photo there selected. */
  emptyTap(point: Point, pointerType: string): void;
  /** The strip preview on screen, if shown. */
  preview(): Element | null;
}

export const EditorContext = createContext<EditorSession | null>(null);

/** The editor session of the editor this component is part of. */
export function useEditor(): EditorSession {
  const session = useContext(EditorContext);
  if (!session) throw new Error('useEditor() outside an editor');
  return session;
}

/**
 * The photos shown: those the editor opened with, each replaced as its frame names; and their
 * clips (a replaced photo has none: its cell shows the still).
 */
function usePhotos(
  visit: Visit,
  poseCount: number,
  decoration: Decoration,
  /** Together mode: poses retaken in the room since the editor opened, by pose. */
  retaken: ReadonlyMap<number, Blob>,
) {
  // The visit's photos as the editor opened them (with the room's retakes since), and those
  // Replace photo brought in since, by number: a box's frame names its replacement, so undo
  // and redo bring photos back too.
  const [visitOpenedPhotos] = useState(visit.photos);
  const openedPhotos = useMemo(
    () =>
      retaken.size === 0
        ? visitOpenedPhotos
        : visitOpenedPhotos.map((photo, pose) => retaken.get(pose) ?? photo),
    [visitOpenedPhotos, retaken],
  );
  const [openedClips] = useState(visit.clips);
  const [replacements, setReplacements] = useState<ReadonlyMap<number, Blob>>(new Map());
  const nextReplacement = useRef(1);
  const visitPhotos = useMemo(() => {
    const shown = [...openedPhotos];
    for (const frame of decoration.photoFrames ?? []) {
      const blob =
        frame.replacement === undefined ? undefined : replacements.get(frame.replacement);
      if (blob) shown[frame.source] = blob;
    }
    return shown;
  }, [openedPhotos, replacements, decoration.photoFrames]);
  const visitClips = useMemo(() => {
    if (!openedClips) return undefined;
    const shown = openedPhotos.map((_, index) => openedClips[index] ?? null);
    for (const frame of decoration.photoFrames ?? []) {
      if (frame.replacement !== undefined && replacements.has(frame.replacement)) {
        shown[frame.source] = null;
      }
    }
    return shown;
  }, [openedPhotos, openedClips, replacements, decoration.photoFrames]);
  const photos = useMemo(() => visitPhotos.slice(0, poseCount), [visitPhotos, poseCount]);
  const clips = useMemo(() => visitClips?.slice(0, poseCount) ?? [], [visitClips, poseCount]);
  // The visit kept in IndexedDB follows the photos shown (a replacement, its undo), so a reload
  // opens on them; a replaced photo's clip goes, and comes back with it on undo.
  const opened = useMemo(
    () => ({ photos: openedPhotos, clips: openedClips }),
    [openedPhotos, openedClips],
  );
  const keptPhotos = useRef(openedPhotos);
  useEffect(() => {
    const kept = keptPhotos.current;
    if (kept.length === visitPhotos.length && kept.every((blob, i) => blob === visitPhotos[i])) {
      return;
    }
    keptPhotos.current = visitPhotos;
    const clips = clipsFollowing(opened, visitPhotos);
    void updateVisit({ photos: visitPhotos, ...(clips ? { clips } : {}) });
  }, [visitPhotos, opened]);
  /** Keeps a replacement photo; the number its frame will name. */
  const keep = useCallback((blob: Blob) => {
    const replacement = nextReplacement.current;
    nextReplacement.current += 1;
    setReplacements((known) => new Map(known).set(replacement, blob));
    return replacement;
  }, []);
  return { photos, clips, keep };
}

/**
 * The session of the editor for a loaded visit: every change is kept with the visit as it is
 * made (use-editor-state.ts).
 */
export function useEditorSession(
  visit: Visit,
  poseCount: number,
  /** The editor's stage (the preview and its buttons), where stickers and photos are found. */
  stage: RefObject<HTMLDivElement | null>,
  /** Together mode: the room's connection, snapshot and shared decoration; null alone. */
  together: TogetherEditing | null = null,
): EditorSession {
  const t = useT();
  const { language } = useLanguage();
  const event = useBoothEvent();
  // A kiosk saves nothing to itself; a guest's own phone does, as on a normal visit.
  const kiosk = useEventSettings();
  // At an event (a kiosk or a guest's phone) the event's name is on every strip (docs/events.md).
  const eventName = event?.name ?? '';
  const [start] = useState(() => {
    // A write-ahead copy left by a reload that came before the visit's write is the newest.
    const pending = readPending();
    // Restored within the whole strip with its footer: a sticker on the footer stays where it
    // was whether or not the stamp is on.
    const whole = stripGeometry(poseCount, { eventName: eventName !== '' });
    const initial = restoreDecoration(pending ?? visit.decoration, whole, poseCount);
    return { initial, unsaved: pending !== undefined };
  });
  // Together, the decoration is kept with the visit once the room's document has arrived.
  const history = useEditorState(
    start.initial,
    start.unsaved,
    together?.history ?? null,
    together ? together.snapshot.room !== null : true,
  );
  const { decoration, apply } = history;
  const geometry = useMemo(
    () =>
      stripGeometry(poseCount, { eventName: eventName !== '', dateStamp: decoration.dateStamp }),
    [poseCount, eventName, decoration.dateStamp],
  );
  const retaken = useRetakenPhotos(together);
  useKeptNames(together);
  const { photos, clips, keep } = usePhotos(visit, poseCount, decoration, retaken);
  // Together there are no clips to play: nothing of Live is kept with the visit.
  const { live, setLive } = useLive(visit, together === null);
  // Once the room ended (its strip sent), the strip is no longer decorated: nothing to undo.
  const ended = together !== null && roomEnded(together.snapshot);
  useHistoryKeys(history.undo, history.redo, !ended);

  const [today] = useState(() => new Date());
  // Together, every phone stamps the room's day (and in the room's language): the same PNG.
  const roomDay = together?.snapshot.room?.day;
  const date = useMemo(() => (roomDay ? dayAtNoon(roomDay) : today), [roomDay, today]);
  const stampLanguage = useStampLanguage(
    together?.connection.doc ?? null,
    language,
    together?.snapshot.room != null,
  );
  const [selectedSticker, setStickerId] = useState<number | null>(null);
  const [selectedPhoto, setSelectedPhoto] = useState<number | null>(null);
  const [photoSizes, setPhotoSizes] = useState<ReadonlyMap<number, SourceSize>>(new Map());
  /** The file Replace photo could not read; its message is said in the language shown. */
  const [unreadableFile, setUnreadableFile] = useState<string | null>(null);
  // A sticker and a photo are never selected together.
  const selectSticker = useCallback((id: number | null) => {
    setStickerId(id);
    if (id !== null) setSelectedPhoto(null);
  }, []);
  const selectPhoto = useCallback((index: number | null) => {
    setSelectedPhoto(index);
    setUnreadableFile(null);
    if (index !== null) setStickerId(null);
  }, []);
  useEffect(() => {
    if (selectedPhoto === null) return;
    // Escape lets the selected photo go wherever focus is (the Zoom slider, the page).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) selectPhoto(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selectedPhoto, selectPhoto]);
  // The others see what this phone has selected, outlined in its colour.
  useSharedSelection(together?.connection ?? null, selectedSticker, selectedPhoto);
  // Nothing stays selected on a strip whose room ended (no handles, no photo sheet).
  const shownSticker = ended ? null : selectedSticker;
  const shownPhoto = ended ? null : selectedPhoto;
  const photoSized = useCallback((source: number, size: SourceSize) => {
    setPhotoSizes((sizes) => new Map(sizes).set(source, size));
  }, []);
  const [capturing, setCapturing] = useState(false);
  const [alert, setAlert] = useState<MessageKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // State, not a ref: the strip rendered ahead of Collect Photo is drawn at this width's scale.
  const [previewWidth, setPreviewWidth] = useState(STRIP_WIDTH);

  // The sticker just added: brought into view and highlighted once it is drawn.
  const [revealId, setRevealId] = useState<number | null>(null);
  useEffect(() => {
    if (revealId === null) return;
    const element = stage.current?.querySelector<HTMLElement>(`[data-sticker-id="${revealId}"]`);
    if (element) revealSticker(element);
  }, [revealId, stage]);

  const preview = useCallback(
    () => stage.current?.querySelector('[data-testid="strip-preview"]') ?? null,
    [stage],
  );
  const place = useStickerPlacement({
    stickers: decoration.stickers,
    geometry,
    apply,
    select: (id) => {
      selectSticker(id);
      setRevealId(id);
    },
    alert: setAlert,
    announce: setAnnouncement,
    preview,
    ...(together?.history.newStickerId ? { newId: together.history.newStickerId } : {}),
  });

  const emptyTap = useCallback(
    (point: Point, pointerType: string) => {
      place.tapped(point, pointerType);
      // A tap on a photo where no sticker is selects the photo.
      const index = geometry.photos.findIndex(
        (box) =>
          point.x >= box.x &&
          point.x <= box.x + box.width &&
          point.y >= box.y &&
          point.y <= box.y + box.height,
      );
      if (index < 0) return;
      selectPhoto(index);
      // Focused too, so the arrow keys pan it and Escape lets it go.
      const buttons = stage.current?.querySelectorAll<HTMLElement>('.strip-photo-button');
      buttons?.[index]?.focus({ preventScroll: true });
    },
    [geometry, selectPhoto, place, stage],
  );

  async function replacePhoto(index: number, file: File) {
    setUnreadableFile(null);
    let blob: Blob;
    try {
      blob = await ingestFile(file);
    } catch {
      setUnreadableFile(file.name);
      return;
    }
    apply({ type: 'PhotoReplaced', index, replacement: keep(blob) });
    setAnnouncement(t('editor.photoReplaced', { number: index + 1 }));
  }

  return {
    geometry,
    eventName,
    saveToDevice: kiosk === null,
    date,
    stampLanguage,
    together,
    history,
    decoration,
    apply,
    photos,
    clips,
    live,
    setLive,
    photoSizes,
    photoSized,
    selectedSticker: shownSticker,
    selectSticker,
    selectedPhoto: shownPhoto,
    selectPhoto,
    replacePhoto,
    unreadableFile,
    capturing,
    setCapturing,
    alert,
    announcement,
    previewWidth,
    setPreviewWidth,
    place,
    emptyTap,
    preview,
  };
}
