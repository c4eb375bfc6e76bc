import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/language.js';

export type DockPanel = 'emoji' | 'ai';

/**
 * The emoji picker and the AI box. On wide screens both sit in the controls column. On
 * phones (editor.css) they open one at a time as a bottom sheet over the page, from two
 * buttons fixed at the bottom, so the strip stays in sight above while stickers are added.
 */
export function StickerDock({
  emoji,
  ai,
  history,
  onOpenChange,
}: {
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
        {open && history}
        {open && (
          <button type="button" className="sticker-dock-close" onClick={() => choose(null)}>
            {t('editor.done')}
          </button>
        )}
      </div>
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
