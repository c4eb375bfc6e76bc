/**
 * Sharing a file through the browser's share sheet (navigator.share with files), where the
 * browser can: the visitor posts the strip to a chat or a story without a link.
 */

import { useSyncExternalStore } from 'react';

/** Asked once per file name and type: the answer does not change while the page is open. */
const answers = new Map<string, boolean>();

/** Whether this browser's share sheet takes a file of this name and type. */
export function canShareFile(name: string, type: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  const key = `${name} ${type}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    try {
      answer = navigator.canShare?.({ files: [new File([], name, { type })] }) === true;
    } catch {
      answer = false;
    }
    answers.set(key, answer);
  }
  return answer;
}

const unchanging = () => () => undefined;

/**
 * canShareFile for a component: false on the server and while hydrating (the pages rendered
 * at build offer no sharing), then the browser's answer.
 */
export function useCanShareFile(name: string, type: string): boolean {
  return useSyncExternalStore(
    unchanging,
    () => canShareFile(name, type),
    () => false,
  );
}

/**
 * Opens the share sheet with the file. 'cancelled' when the visitor closed it (an AbortError,
 * no error of ours); other failures reject.
 */
export async function shareFile(file: File): Promise<'shared' | 'cancelled'> {
  try {
    await navigator.share({ files: [file] });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}
