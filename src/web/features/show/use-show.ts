/**
 * The show's side effects around its pure model (show-model.ts): the event and the gallery's
 * first pages from the API, the live channel's messages, and the clock that wakes the model
 * when the spotlight or the rotation is due. The component only draws what this returns.
 */
import { useEffect, useRef, useState } from 'react';
import type { ShowMessage } from '../../../model/live-event.js';
import { eventReader, problemOf, type EventReader } from '../../lib/api/event-gallery-api.js';
import { openLiveChannel, type LiveChannelOptions } from './live-channel.js';
import {
  applyMessage,
  emptyShow,
  nextChangeAt,
  tick,
  withEvent,
  withGallery,
  type ShowState,
} from './show-model.js';

/** The gallery pages the show reads at start: enough strips for a long, varied rotation. */
const START_PAGES = 3;
/** The wait before asking again when the event could not be read (not a missing event). */
const RETRY_MS = 10_000;

export type ShowStatus = 'loading' | 'running' | 'unknown' | 'ended' | 'failed';

export interface ShowDependencies {
  reader: EventReader;
  now: () => number;
  openChannel: (options: LiveChannelOptions) => { close(): void };
}

const browserDependencies = (): ShowDependencies => ({
  reader: eventReader(),
  now: () => Date.now(),
  openChannel: openLiveChannel,
});

export function useShow(
  code: string,
  dependencies: ShowDependencies = browserDependencies(),
): { state: ShowState; status: ShowStatus; connected: boolean } {
  // The first ones given, for the screen's life (a new object each render would restart it).
  const [deps] = useState(dependencies);
  const [state, setState] = useState(() => emptyShow(deps.now()));
  const [status, setStatus] = useState<ShowStatus>('loading');
  const [connected, setConnected] = useState(true);
  // The channel opens once the event is known to be there: a screen of an unknown or ended
  // event opens none (a refused socket is an error in the browser's console, and retried).
  const [eventKnown, setEventKnown] = useState(false);
  const gone = status === 'unknown' || status === 'ended';
  // The last message seen, for the channel's next connection (read outside rendering).
  const seq = useRef<number | null>(null);
  useEffect(() => {
    seq.current = state.seq;
  }, [state.seq]);

  // The event and the gallery's first pages; again a little later if they could not be read.
  useEffect(() => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const event = await deps.reader.event(code, abort.signal);
        setState((current) => withEvent(current, event));
        setEventKnown(true);
        let before: string | null = null;
        for (let page = 0; page < START_PAGES && event.settings.gallery !== 'off'; page += 1) {
          const read = await deps.reader.galleryPage(code, before, abort.signal);
          setState((current) => withGallery(current, read.entries, deps.now()));
          before = read.next;
          if (before === null) break;
        }
        setStatus('running');
      } catch (error) {
        if (abort.signal.aborted) return;
        const problem = problemOf(error);
        if (problem === 'unknown' || problem === 'ended') return setStatus(problem);
        setStatus((current) => (current === 'running' ? current : 'failed'));
        retry = setTimeout(() => void load(), RETRY_MS);
      }
    };
    void load();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [code, deps]);

  // The live channel, from the event's first read: it replays the whole feed (or what came
  // after the last message seen), so what is added while the gallery loads is not missed.
  useEffect(() => {
    if (!eventKnown || gone) return;
    const channel = deps.openChannel({
      code,
      lastSeq: () => seq.current,
      onMessage: (message: ShowMessage) => {
        setState((current) => applyMessage(current, message, deps.now()));
        if (message.type === 'ended') setStatus('ended');
      },
      onConnected: (isConnected) => {
        setConnected(isConnected);
        if (!isConnected) void checkGone();
      },
      onGone: setStatus,
    });
    // A handshake refused because the event ended (410) or vanished (404) meanwhile reaches the
    // browser as any other drop (1006, the status unseen), and would be retried for ever: after
    // a drop, the event's own address says whether there is still a show to come back to.
    const abort = new AbortController();
    const checkGone = async () => {
      try {
        await deps.reader.event(code, abort.signal);
      } catch (error) {
        const problem = problemOf(error);
        if (!abort.signal.aborted && (problem === 'unknown' || problem === 'ended')) {
          setStatus(problem);
        }
      }
    };
    return () => {
      abort.abort();
      channel.close();
    };
  }, [code, deps, eventKnown, gone]);

  // Wakes the model when the spotlight ends or the rotation is due.
  useEffect(() => {
    const due = nextChangeAt(state);
    // Never before it is due, even when a timer fires a moment early.
    const wake = () => setState((current) => tick(current, Math.max(deps.now(), due)));
    const timer = setTimeout(wake, Math.max(0, due - deps.now()));
    return () => clearTimeout(timer);
  }, [state, deps]);

  return { state, status: state.ended ? 'ended' : status, connected };
}
