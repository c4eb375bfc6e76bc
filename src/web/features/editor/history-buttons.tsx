import { useT } from '../../lib/i18n/language.js';

interface HistoryButtonsProps {
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * Where they are: over the strip ('stage'), or on a phone's sheet, the arrows alone
   * ('sheet'; editor.css shows one set at a time, so each name is on screen once).
   */
  place?: 'stage' | 'sheet';
}

/** Undo and Redo over every change on /edit (also Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z). */
export function HistoryButtons({
  undo,
  redo,
  canUndo,
  canRedo,
  place = 'stage',
}: HistoryButtonsProps) {
  const t = useT();
  return (
    <div className="editor-history" data-place={place}>
      <button
        type="button"
        className="button editor-history-button"
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <span className="editor-history-icon" aria-hidden="true">
          ↶
        </span>{' '}
        <span className="editor-history-label">{t('editor.undo')}</span>
      </button>
      <button
        type="button"
        className="button editor-history-button"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        <span className="editor-history-icon" aria-hidden="true">
          ↷
        </span>{' '}
        <span className="editor-history-label">{t('editor.redo')}</span>
      </button>
    </div>
  );
}
