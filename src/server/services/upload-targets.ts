/**
 * The running events uploads name (header x-postbooth-event), remembered briefly: the upload
 * routes ask before the body is read whether the request comes from the event's venue (its
 * per-address limits are then the venue's), and a crowd of uploads should not each read the
 * event. A host's change of the venue reaches this instance at once, the others within
 * UPLOAD_TARGET_CACHE_MS.
 */
import type { LiveEventStore } from '../stores/live-events.js';

/** How long a running event's id and venue are used without reading them again. */
export const UPLOAD_TARGET_CACHE_MS = 10_000;
const CACHE_MAX = 10_000;

/** A running event as an upload naming it needs it. */
export interface UploadTarget {
  id: string;
  /** The venue's addresses the host declared (`address/prefix`). */
  venue: readonly string[];
}

export interface UploadTargets {
  /** The running event of `code`, or null (unknown, ended or past its end). */
  get(code: string): Promise<UploadTarget | null>;
  /** The event's venue changed, or it ended: read it again next time. */
  forget(code: string): void;
}

export function createUploadTargets(
  store: Pick<LiveEventStore, 'byCode'>,
  now: () => number,
): UploadTargets {
  const known = new Map<string, { until: number; target: UploadTarget }>();
  return {
    async get(code) {
      const memo = known.get(code);
      if (memo && memo.until > now()) return memo.target;
      const event = await store.byCode(code);
      if (!event || event.endedAt !== null || event.endsAt <= now()) {
        known.delete(code);
        return null;
      }
      const target = { id: event.id, venue: event.venue };
      // A bounded memo, not a cache to tune: emptied when full.
      if (known.size >= CACHE_MAX) known.clear();
      known.set(code, { until: now() + UPLOAD_TARGET_CACHE_MS, target });
      return target;
    },
    forget(code) {
      known.delete(code);
    },
  };
}
