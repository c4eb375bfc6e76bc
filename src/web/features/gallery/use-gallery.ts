/**
 * The gallery's reads: the event (its name, whether it has a gallery), then the strips a page at
 * a time as the guest asks for more. What went wrong is kept apart from the strips already
 * shown, so a failed 'Load more' keeps them on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicEvent } from '../../../model/live-event.js';
import {
  eventReader,
  problemOf,
  type EventProblem,
  type EventReader,
} from '../../lib/api/event-gallery-api.js';
import { noStrips, withPage, type GalleryList } from './gallery-pages.js';
import { useEventGone } from './use-event-gone.js';

export interface GalleryView {
  event: PublicEvent | null;
  list: GalleryList;
  /** True until the first page came (or failed). */
  loading: boolean;
  loadingMore: boolean;
  problem: EventProblem | null;
  loadMore: () => void;
  retry: () => void;
}

export function useGallery(code: string, reader: EventReader = eventReader()): GalleryView {
  const [read] = useState(() => reader);
  const [event, setEvent] = useState<PublicEvent | null>(null);
  const [list, setList] = useState<GalleryList>(noStrips);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<EventProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    const load = async () => {
      try {
        const found = await read.event(code, abort.signal);
        setEvent(found);
        if (found.settings.gallery === 'off') return setProblem('off');
        setList(withPage(noStrips, await read.galleryPage(code, null, abort.signal)));
        setProblem(null);
      } catch (error) {
        if (!abort.signal.aborted) setProblem(problemOf(error));
      } finally {
        if (!abort.signal.aborted) setLoading(false);
      }
    };
    void load();
    return () => abort.abort();
  }, [code, read, attempt]);

  const loadMore = useCallback(() => {
    const before = list.next;
    if (before === null || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    read
      .galleryPage(code, before)
      .then(
        (page) => {
          setList((current) => (current.next === before ? withPage(current, page) : current));
          setProblem(null);
        },
        (error: unknown) => setProblem(problemOf(error)),
      )
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [code, list.next, read]);

  // Once shown, it keeps an eye on the event: an ended one says so, with its ways forward.
  const stopped = problem !== null && problem !== 'failed';
  useEventGone(code, read, !loading && !stopped, setProblem);

  const retry = useCallback(() => {
    if (list.entries.length > 0) return loadMore();
    setLoading(true);
    setProblem(null);
    setAttempt((count) => count + 1);
  }, [list.entries.length, loadMore]);

  return { event, list, loading, loadingMore, problem, loadMore, retry };
}
