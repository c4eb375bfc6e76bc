interface HistoryButtonsProps {
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Undo and Redo over every change on /edit (also Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z). */
export function HistoryButtons({ undo, redo, canUndo, canRedo }: HistoryButtonsProps) {
  return (
    <div className="editor-history">
      <button
        type="button"
        className="button editor-history-button"
        onClick={undo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <span aria-hidden="true">↶</span> Undo
      </button>
      <button
        type="button"
        className="button editor-history-button"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        <span aria-hidden="true">↷</span> Redo
      </button>
    </div>
  );
}
