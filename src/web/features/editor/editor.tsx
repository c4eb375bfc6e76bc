import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { frameAt } from '../../../model/photo-frame.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useInputKind } from '../../lib/hooks/use-input-kind.js';
import { unreadableMessage } from '../../lib/photos/ingest-rules.js';
import { useT } from '../../lib/i18n/language.js';
import type { Visit } from '../../lib/storage/visit-store.js';
import type { RoomSnapshot } from '../../lib/together/room-connection-contract.js';
import { CollectPhotoButton } from './collect/collect-photo-button.js';
import { AiBox } from './controls/ai-box.js';
import { DateStampToggle } from './controls/date-stamp-toggle.js';
import { EmojiPanel } from './controls/emoji-panel.js';
import { FramePalette } from './controls/frame-palette.js';
import { LiveToggle } from './controls/live-toggle.js';
import { PhotoControls } from './controls/photo-controls.js';
import { RetakePhotos } from './controls/retake-photos.js';
import { EditorContext, useEditor, useEditorSession } from './editor-session.js';
import { HistoryButtons } from './history-buttons.js';
import { bringPhotoAboveSheet, bringStripUp } from './on-screen.js';
import { StickerDock } from './sticker-dock.js';
import { StripPreview } from './strip-preview.js';
import { toolbarAnchor } from './toolbar-anchor.js';
import { RoomEndedBanner } from './together/room-ended-banner.js';
import { TogetherBar } from './together/together-bar.js';
import {
  roomEnded,
  TOGETHER_PREVIEW_WIDTH,
  type TogetherEditing,
} from './together/together-editing.js';
import { usePreviewFit } from './use-preview-fit.js';

/**
 * The editor for a loaded visit: the controls, the strip preview with its stickers, undo and
 * redo, and Collect Photo. Its parts share one session (editor-session.ts, `useEditor()`);
 * every change is kept with the visit as it is made.
 */
export function Editor({
  visit,
  poseCount,
  together = null,
  endedRoom = null,
}: {
  visit: Visit;
  poseCount: number;
  /** Together mode (issue 29): the room the strip is made in, decorated by everyone in it. */
  together?: TogetherEditing | null;
  /**
   * The room the strip was made in, ended before its document reached this page (a reload
   * after the letter went): the strip as the visit keeps it, with the room's ended banner.
   */
  endedRoom?: RoomSnapshot | null;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const session = useEditorSession(visit, poseCount, stage, together);
  return (
    <EditorContext value={session}>
      <EditorLayout visit={visit} poseCount={poseCount} stage={stage} endedRoom={endedRoom} />
    </EditorContext>
  );
}

function EditorLayout(props: {
  visit: Visit;
  poseCount: number;
  stage: RefObject<HTMLDivElement | null>;
  endedRoom: RoomSnapshot | null;
}) {
  const { visit, poseCount, stage, endedRoom } = props;
  const t = useT();
  const editor = useEditor();
  const { decoration, selectedPhoto } = editor;
  const [sheetOpen, setSheetOpen] = useState(false);
  const touch = useInputKind() === 'touch';
  // Together, the photos are the room's poses (retaken in the room) and there are no clips.
  const alone = editor.together === null;
  // The room ended (a letter sent it): the strip stays as it is, and only Collect Photo is left.
  const endedSnapshot =
    editor.together !== null && roomEnded(editor.together.snapshot)
      ? editor.together.snapshot
      : endedRoom;
  const ended = endedSnapshot !== null && roomEnded(endedSnapshot);
  const aspect = editor.geometry.width / editor.geometry.height;
  // On a wide screen the strip takes the room beside the controls (editor.css).
  // Only a camera strip has clips to play; an uploaded one shows no live controls.
  const liveShown = alone && editor.clips.some((clip) => clip !== null);
  const root = useRef<HTMLDivElement>(null);
  // A kiosk's editor is a booth screen on a tablet: one screen, nothing of the site around it.
  const kiosk = useEventSettings() !== null;
  const fit = usePreviewFit(aspect, liveShown, root, kiosk);
  const collect = (
    <CollectPhotoButton
      poseCount={poseCount}
      photos={editor.photos}
      decoration={decoration}
      date={editor.date}
      language={editor.stampLanguage}
      // Together, the PNG's size depends on no phone's screen: the same on every one.
      previewWidth={alone ? editor.previewWidth : TOGETHER_PREVIEW_WIDTH}
      eventName={editor.eventName}
      saveToDevice={editor.saveToDevice}
      onCapturingChange={editor.setCapturing}
    />
  );
  // The phone's sheet for the photo opens over the strip's lower part: the photo goes above it.
  useEffect(() => {
    if (selectedPhoto !== null) bringPhotoAboveSheet(stage.current);
  }, [selectedPhoto, stage]);

  return (
    <div
      ref={root}
      className={kiosk ? 'editor editor-kiosk' : 'editor'}
      data-ended={ended || undefined}
      data-together={(!alone && !ended) || undefined}
      data-sheet-open={(sheetOpen && !ended) || undefined}
      data-photo-selected={selectedPhoto !== null || undefined}
      data-strip-fits={fit.fits || undefined}
      style={{ '--strip-width': `${fit.width}px` } as CSSProperties}
    >
      {/* Who is decorating, first on every screen (a strip-long scroll above the controls). */}
      {!ended && <TogetherBar />}
      {!ended && <p className="editor-lead">{t('editor.lead', { count: editor.photos.length })}</p>}
      {ended ? (
        <div className="editor-controls">
          {/* Collect Photo goes with the banner, at the top: the one thing left to do. */}
          <RoomEndedBanner collect={collect} snapshot={endedSnapshot} />
        </div>
      ) : (
        <EditorControls visit={visit} poseCount={poseCount} onSheetOpen={setSheetOpen} />
      )}
      {/* Above the strip on a phone, under the lead on a wide screen (so the strip's column is
          the strip); in the Tab order, as ever, right before the strip's stickers. */}
      {!ended && <HistoryButtons {...editor.history} />}
      {/* How to move a sticker: under the strip on a phone, beside Undo and Redo on a wide
          screen (editor.css), never in the strip's column. Its room is kept from the start, as
          tall as the longer of its two wordings: the first sticker, the last one deleted, or a
          tap that makes the input touch moves nothing on the page. */}
      {!ended && (
        <p className="editor-hint" data-shown={decoration.stickers.length > 0 || undefined}>
          <span data-active={!touch || undefined}>{t('editor.hintPointer')}</span>
          <span data-active={touch || undefined}>{t('editor.hintTouch')}</span>
        </p>
      )}
      <div className="editor-side">
        {/* Inert once ended: the stickers and photos can be neither moved nor selected. */}
        <div className="editor-stage" ref={stage} inert={ended}>
          {/* The switch sits with the strip it makes move, in sight on the first screen. */}
          {liveShown && <LiveToggle on={editor.live} onChange={editor.setLive} />}
          {editor.alert && (
            <p className="editor-alert" role="alert">
              {t(editor.alert)}
            </p>
          )}
          {/* The selected photo's controls follow the strip: next in Tab order, and on a wide
              screen a toolbar floating beside the photo (on a phone, a sheet at the bottom). */}
          <div className="editor-strip-frame">
            <StripPreview />
            <SelectedPhotoControls />
          </div>
          <p className="visually-hidden" role="status">
            {editor.announcement}
          </p>
        </div>
        {!ended && <div className="editor-collect">{collect}</div>}
      </div>
    </div>
  );
}

/** The decorating controls: the date stamp, frame, stickers, Retake. */
function EditorControls(props: {
  visit: Visit;
  poseCount: number;
  onSheetOpen(open: boolean): void;
}) {
  const { visit, poseCount, onSheetOpen } = props;
  const editor = useEditor();
  const { decoration, apply, selectPhoto, place } = editor;
  // Together, the photos are the room's poses (retaken in the room) and there are no clips.
  const alone = editor.together === null;
  return (
    <div className="editor-controls">
      <StickerDock
        frame={
          <>
            <DateStampToggle
              on={decoration.dateStamp}
              onChange={(on) => apply({ type: 'DateStampToggled', on })}
            />
            <FramePalette
              colour={decoration.frameColour}
              onChoose={(colour) => apply({ type: 'FrameColourChosen', colour })}
            />
          </>
        }
        onOpenChange={(open) => {
          onSheetOpen(open !== null);
          // The frame, emoji or AI sheet and the photo's sheet never show together.
          if (open) selectPhoto(null);
          if (open) bringStripUp(editor.preview());
        }}
        history={<HistoryButtons {...editor.history} place="sheet" />}
        emoji={<EmojiPanel onPick={place.pick} />}
        ai={
          <AiBox
            onApplyColour={(colour) => apply({ type: 'FrameColourChosen', colour })}
            onAddSticker={place.addImage}
            onAddAll={place.addAll}
          />
        }
      />
      {alone && (
        <RetakePhotos
          visit={visit}
          poseCount={poseCount}
          sourceOf={(index) => frameAt(decoration.photoFrames, index).source}
        />
      )}
    </div>
  );
}

/** Zoom, Replace photo, Move and Reset for the selected photo; nothing while none is. */
function SelectedPhotoControls() {
  const t = useT();
  const editor = useEditor();
  const { selectedPhoto: index, geometry, decoration, unreadableFile } = editor;
  const box = index === null ? undefined : geometry.photos[index];
  if (index === null || !box) return null;
  const frame = frameAt(decoration.photoFrames, index);
  return (
    <PhotoControls
      anchor={toolbarAnchor(box, geometry.height)}
      index={index}
      strip={geometry}
      frame={frame}
      box={box}
      size={editor.photoSizes.get(frame.source)}
      error={unreadableFile === null ? null : unreadableMessage(unreadableFile, t)}
      onApply={editor.apply}
      onReplace={editor.together ? undefined : (file) => void editor.replacePhoto(index, file)}
      onSelect={editor.selectPhoto}
      onClose={() => editor.selectPhoto(null)}
      history={<HistoryButtons {...editor.history} place="sheet" />}
    />
  );
}
