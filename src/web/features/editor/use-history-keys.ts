import { useEffect } from 'react';
import { historyShortcut } from './sticker-keys.js';

/** Inputs where Ctrl+Z belongs to the text (the emoji search, the AI theme). */
function editsText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'color', 'radio', 'range', 'reset', 'submit'].includes(
    target.type,
  );
}

/** Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y anywhere on the page, except while typing; `on`. */
export function useHistoryKeys(undo: () => void, redo: () => void, on = true): void {
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || editsText(event.target)) return;
      const shortcut = historyShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, on]);
}
