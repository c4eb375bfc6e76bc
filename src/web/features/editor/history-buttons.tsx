import { useT } from '../../lib/i18n/language.js';

interface HistoryButtonsProps {
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Undo and Redo over every change on /edit (also Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z). */
export function HistoryButtons({ undo, redo, canUndo, canRedo }: HistoryButtonsProps) {
  const t = useT();
  return (
    <div className="editor-history">
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
        {t('editor.undo')}
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
        {t('editor.redo')}
      </button>
    </div>
  );
}
