/**
 * What Collect Photo hands /download in the navigation state: the strip itself (history state
 * keeps Blobs), or, where the browser cannot keep a Blob there, a note to read it from storage.
 */
export type DownloadState = { photostrip: Blob } | { fromCollect: true };

export function downloadState(strip: Blob): DownloadState {
  return { photostrip: strip };
}

export const FROM_STORAGE: DownloadState = { fromCollect: true };

/** The strip in a navigation state, when it holds a readable one. */
export function stripFromState(state: unknown): Blob | null {
  if (typeof state !== 'object' || state === null) return null;
  const strip = (state as { photostrip?: unknown }).photostrip;
  return typeof Blob !== 'undefined' && strip instanceof Blob && strip.size > 0 ? strip : null;
}
