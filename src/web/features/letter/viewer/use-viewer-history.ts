import { useCallback, useEffect, useRef } from 'react';

/**
 * The viewer's own history entry (the page's address and its entry's state, marked), so the
 * phone's Back closes the viewer rather than leaving the letter. Every other way of closing
 * goes back through that entry too, so Forward never reopens a viewer that is gone. The mark
 * names this page load: an entry left by a reload is not taken for the open viewer's.
 */
const MARK = 'stripViewer';
const thisLoad = Math.random().toString(36).slice(2);

function isOurs(entry: unknown): boolean {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (entry as Record<string, unknown>)[MARK] === thisLoad
  );
}

/** Pushes the viewer's entry while it is open; answers the function that asks it to close. */
export function useViewerHistory(onClosed: () => void): () => void {
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    const entry: unknown = window.history.state;
    if (!isOurs(entry)) {
      const kept = typeof entry === 'object' && entry !== null ? entry : {};
      window.history.pushState({ ...kept, [MARK]: thisLoad }, '');
    }
    const onPopState = () => {
      if (!isOurs(window.history.state)) closed.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return useCallback(() => {
    if (isOurs(window.history.state)) window.history.back();
    else closed.current();
  }, []);
}
