import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/language.js';

export type DockPanel = 'emoji' | 'ai' | 'frame';

/**
 * The frame's colour and date stamp, the emoji picker and the AI box. On wide screens all sit in
 * the controls column, in that order. On phones (editor.css) they open one at a time as a bottom
 * sheet over the page, from three buttons fixed at the bottom, so the strip stays in sight above
 * while a colour is picked or stickers are added; Collect Photo stays in sight under the sheet.
 */
export function StickerDock({
  frame,
  emoji,
  ai,
  history,
  onOpenChange,
}: {
  /** The frame palette and the date stamp switch: before the stickers on a wide screen. */
  frame?: ReactNode;
  emoji: ReactNode;
  ai: ReactNode;
  /** Undo and Redo, on the open sheet's top row (phones): they travel with the sheet. */
  history?: ReactNode;
  onOpenChange?: (open: DockPanel | null) => void;
}) {
  const t = useT();
  const ids = useId();
  const [open, setOpen] = useState<DockPanel | null>(null);
  const choose = (panel: DockPanel | null) => {
    setOpen(panel);
    onOpenChange?.(panel);
  };
  const tab = (panel: DockPanel, label: string, icon: string) => (
    <button
      type="button"
      className="sticker-dock-tab"
      aria-expanded={open === panel}
      aria-controls={`${ids}-${panel}`}
      onClick={() => choose(open === panel ? null : panel)}
    >
      <span aria-hidden="true">{icon}</span> <span className="sticker-dock-tab-label">{label}</span>
    </button>
  );
  return (
    <div className="sticker-dock" data-open={open ?? undefined}>
      <div className="sticker-dock-tabs">
        {tab('emoji', t('editor.emojiStickers'), '😀')}
        {tab('ai', t('editor.aiDecorations'), '✨')}
        {frame !== undefined && tab('frame', t('editor.frameSheet'), '🎨')}
        {open && history}
        {open && (
          <button type="button" className="sticker-dock-close" onClick={() => choose(null)}>
            {t('editor.done')}
          </button>
        )}
      </div>
      {frame !== undefined && (
        <div
          id={`${ids}-frame`}
          className="sticker-dock-panel"
          data-open={open === 'frame' || undefined}
        >
          {frame}
        </div>
      )}
      <div
        id={`${ids}-emoji`}
        className="sticker-dock-panel"
        data-open={open === 'emoji' || undefined}
      >
        {emoji}
      </div>
      <div id={`${ids}-ai`} className="sticker-dock-panel" data-open={open === 'ai' || undefined}>
        {ai}
      </div>
    </div>
  );
}
