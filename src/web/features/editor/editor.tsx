import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STRIP_WIDTH, stripGeometry } from '../../../model/strip.js';
import { frameAt, type SourceSize } from '../../../model/photo-frame.js';
import { ingestFile } from '../../lib/ingest.js';
import { unreadableMessage } from '../../lib/ingest-rules.js';
import { updateVisit } from '../../lib/visit-store.js';
import { PhotoControls } from './controls/photo-controls.js';
import type { Point } from '../../../model/sticker.js';
import { useEventSettings } from '../../lib/event-mode.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import type { Visit } from '../../lib/visit-store.js';
import { CollectPhotoButton } from './collect/collect-photo-button.js';
import { AiBox } from './controls/ai-box.js';
import { DateStampToggle } from './controls/date-stamp-toggle.js';
import { EmojiPanel } from './controls/emoji-panel.js';
import { FramePalette } from './controls/frame-palette.js';
import { RetakePhotos } from './controls/retake-photos.js';
import { HistoryButtons } from './history-buttons.js';
import { bringStripUp, revealSticker } from './on-screen.js';
import { readPending } from './pending-decoration.js';
import { restoreDecoration } from './restore-decoration.js';
import { StickerDock } from './sticker-dock.js';
import { StripPreview } from './strip-preview.js';
import { useEditorState } from './use-editor-state.js';
import { useHistoryKeys } from './use-history-keys.js';
import { useMediaQuery } from './use-media-query.js';
import { useStickerPlacement } from './use-sticker-placement.js';

/**
 * The editor for a loaded visit: the controls, the strip preview with its stickers, undo and
 * redo, and Collect Photo. Every change is kept with the visit as it is made.
 */
export function Editor({ visit, poseCount }: { visit: Visit; poseCount: number }) {
  const t = useT();
  const event = useEventSettings();
  // Event mode writes the event's name on every strip (docs/events.md).
  const eventName = event?.name ?? '';
  const geometry = useMemo(
    () => stripGeometry(poseCount, { eventName: eventName !== '' }),
    [poseCount, eventName],
  );
  // The visit's photos as the editor opened them, and those Replace photo brought in since,
  // by number: a box's frame names its replacement, so undo and redo bring photos back too.
  const [openedPhotos] = useState(visit.photos);
  const [replacements, setReplacements] = useState<ReadonlyMap<number, Blob>>(new Map());
  const nextReplacement = useRef(1);
  const [start] = useState(() => {
    // A write-ahead copy left by a reload that came before the visit's write is the newest.
    const pending = readPending();
    const initial = restoreDecoration(pending ?? visit.decoration, geometry, poseCount);
    return { initial, unsaved: pending !== undefined };
  });
  const editor = useEditorState(start.initial, start.unsaved);
  const { decoration, apply } = editor;
  const visitPhotos = useMemo(() => {
    const shown = [...openedPhotos];
    for (const frame of decoration.photoFrames ?? []) {
      const blob =
        frame.replacement === undefined ? undefined : replacements.get(frame.replacement);
      if (blob) shown[frame.source] = blob;
    }
    return shown;
  }, [openedPhotos, replacements, decoration.photoFrames]);
  const photos = useMemo(() => visitPhotos.slice(0, poseCount), [visitPhotos, poseCount]);
  // The visit kept in IndexedDB follows the photos shown (a replacement, its undo), so a reload
  // opens on them.
  const keptPhotos = useRef(openedPhotos);
  useEffect(() => {
    const kept = keptPhotos.current;
    if (kept.length === visitPhotos.length && kept.every((blob, i) => blob === visitPhotos[i])) {
      return;
    }
    keptPhotos.current = visitPhotos;
    void updateVisit({ photos: visitPhotos });
  }, [visitPhotos]);
  useHistoryKeys(editor.undo, editor.redo);

  const [date] = useState(() => new Date());
  const [selectedId, setStickerId] = useState<number | null>(null);
  const [selectedPhoto, setSelectedPhoto] = useState<number | null>(null);
  const [photoSizes, setPhotoSizes] = useState<ReadonlyMap<number, SourceSize>>(new Map());
  /** The file Replace photo could not read; its message is said in the language shown. */
  const [unreadableFile, setUnreadableFile] = useState<string | null>(null);
  // A sticker and a photo are never selected together.
  const setSelectedId = useCallback((id: number | null) => {
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
  const onPhotoSize = useCallback((source: number, size: SourceSize) => {
    setPhotoSizes((sizes) => new Map(sizes).set(source, size));
  }, []);
  const [capturing, setCapturing] = useState(false);
  const [alert, setAlert] = useState<MessageKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // State, not a ref: the strip rendered ahead of Collect Photo is drawn at this width's scale.
  const [previewWidth, setPreviewWidth] = useState(STRIP_WIDTH);

  const stage = useRef<HTMLDivElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const coarse = useMediaQuery('(pointer: coarse)');
  // The sticker just added: brought into view and highlighted once it is drawn.
  const [revealId, setRevealId] = useState<number | null>(null);
  useEffect(() => {
    if (revealId === null) return;
    const element = stage.current?.querySelector<HTMLElement>(`[data-sticker-id="${revealId}"]`);
    if (element) revealSticker(element);
  }, [revealId]);

  const preview = () => stage.current?.querySelector('[data-testid="strip-preview"]') ?? null;
  const place = useStickerPlacement({
    stickers: decoration.stickers,
    geometry,
    apply,
    select: (id) => {
      setSelectedId(id);
      setRevealId(id);
    },
    alert: setAlert,
    announce: setAnnouncement,
    preview,
  });

  const onEmptyTap = useCallback(
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
    [geometry, selectPhoto, place],
  );

  /** Replace photo: the file brought in as on /layout, into the visit at that photo's place. */
  async function replacePhoto(index: number, file: File) {
    setUnreadableFile(null);
    let blob: Blob;
    try {
      blob = await ingestFile(file);
    } catch {
      setUnreadableFile(file.name);
      return;
    }
    const replacement = nextReplacement.current;
    nextReplacement.current += 1;
    setReplacements((known) => new Map(known).set(replacement, blob));
    apply({ type: 'PhotoReplaced', index, replacement });
    setAnnouncement(t('editor.photoReplaced', { number: index + 1 }));
  }
  const photoBox = selectedPhoto === null ? undefined : geometry.photos[selectedPhoto];
  const photoFrame =
    selectedPhoto === null ? undefined : frameAt(decoration.photoFrames, selectedPhoto);
  const onWidth = setPreviewWidth;

  return (
    <div
      className="editor"
      data-sheet-open={sheetOpen || undefined}
      data-photo-selected={selectedPhoto !== null || undefined}
    >
      <p className="editor-lead">{t('editor.lead', { count: photos.length })}</p>
      <div className="editor-controls">
        {selectedPhoto !== null && photoBox && photoFrame && (
          <PhotoControls
            index={selectedPhoto}
            count={geometry.photos.length}
            frame={photoFrame}
            box={photoBox}
            size={photoSizes.get(photoFrame.source)}
            error={unreadableFile === null ? null : unreadableMessage(unreadableFile, t)}
            onApply={apply}
            onReplace={(file) => void replacePhoto(selectedPhoto, file)}
            onSelect={selectPhoto}
            onClose={() => selectPhoto(null)}
          />
        )}
        <DateStampToggle
          on={decoration.dateStamp}
          onChange={(on) => apply({ type: 'DateStampToggled', on })}
        />
        <FramePalette
          colour={decoration.frameColour}
          onChoose={(colour) => apply({ type: 'FrameColourChosen', colour })}
        />
        <StickerDock
          onOpenChange={(open) => {
            setSheetOpen(open !== null);
            // The emoji or AI sheet and the photo's sheet never show together.
            if (open) selectPhoto(null);
            if (open) bringStripUp(preview());
          }}
          emoji={<EmojiPanel onPick={place.pick} />}
          ai={
            <AiBox
              onApplyColour={(colour) => apply({ type: 'FrameColourChosen', colour })}
              onAddSticker={place.addImage}
              onAddAll={place.addAll}
            />
          }
        />
        <RetakePhotos
          visit={visit}
          poseCount={poseCount}
          sourceOf={(index) => frameAt(decoration.photoFrames, index).source}
        />
      </div>
      <div className="editor-side">
        <div className="editor-stage" ref={stage}>
          <HistoryButtons {...editor} />
          {alert && (
            <p className="editor-alert" role="alert">
              {t(alert)}
            </p>
          )}
          <StripPreview
            geometry={geometry}
            photos={photos}
            decoration={decoration}
            selectedId={selectedId}
            selectedPhoto={selectedPhoto}
            onSelectPhoto={selectPhoto}
            photoSizes={photoSizes}
            onPhotoSize={onPhotoSize}
            capturing={capturing}
            date={date}
            eventName={eventName}
            onSelect={setSelectedId}
            onApply={apply}
            onEmptyTap={onEmptyTap}
            onDropContent={place.drop}
            onDropRefused={place.dropRefused}
            onWidth={onWidth}
          />
          {decoration.stickers.length > 0 && (
            <p className="editor-hint">
              {coarse ? t('editor.hintTouch') : t('editor.hintPointer')}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </div>
        <div className="editor-collect">
          <CollectPhotoButton
            poseCount={poseCount}
            photos={photos}
            decoration={decoration}
            date={date}
            previewWidth={previewWidth}
            eventName={eventName}
            saveToDevice={event === null}
            onCapturingChange={setCapturing}
          />
        </div>
      </div>
    </div>
  );
}
