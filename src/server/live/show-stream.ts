/**
 * One screen's stream of show messages: the feed after the screen's last `seq`, then what the
 * hub pushes, each `seq` once and in order. Live messages that arrive while the feed is read
 * wait, and those the read already covered are dropped. A live message past a gap (another
 * instance's message overtaken on the way, or lost in a Redis outage) and the hub's `missed`
 * both read the feed again from the last `seq` sent, so nothing is skipped.
 */
import { showMessageSchema, type ShowMessage } from '../../model/live-event.js';
import type { LiveHub } from './hub.js';
import { showTopic, type ShowFeed } from './show-feed.js';

export interface ShowStreamOptions {
  code: string;
  /** The last `seq` the screen has (0: none, the whole feed is sent). */
  after: number;
  feed: ShowFeed;
  hub: LiveHub;
  send(message: ShowMessage): void;
  /** The feed could not be read: the stream has stopped; the screen should reconnect later. */
  fail(error: unknown): void;
}

export interface ShowStream {
  /** Resolves when the first read of the feed has been sent. */
  readonly started: Promise<void>;
  /** The last `seq` sent. */
  lastSent(): number;
  stop(): void;
}

export function openShowStream(options: ShowStreamOptions): ShowStream {
  const { code, feed, hub } = options;
  let lastSent = options.after;
  let reading = false;
  /** Another read asked for while one runs: a gap or `missed` after its query started. */
  let readAgain = false;
  let stopped = false;
  const waiting: ShowMessage[] = [];

  const send = (message: ShowMessage): void => {
    if (stopped || message.seq <= lastSent) return;
    lastSent = message.seq;
    options.send(message);
  };

  const read = async (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        // The feed answers a page at a time: read on until a page brings nothing new.
        let before: number;
        do {
          before = lastSent;
          const messages = await feed.feedAfter(code, lastSent);
          for (const message of messages) send(message);
        } while (lastSent > before && !stopped);
      } while (readAgain && !stopped);
      // What arrived during the read, in order; the read sent those it already held.
      waiting.sort((a, b) => a.seq - b.seq);
      for (const message of waiting.splice(0)) send(message);
    } catch (error) {
      if (!stopped) {
        stop();
        options.fail(error);
      }
    } finally {
      reading = false;
    }
  };

  const onLive = (raw: unknown): void => {
    const parsed = showMessageSchema.safeParse(raw);
    if (!parsed.success || stopped) return;
    const message = parsed.data;
    if (reading) {
      waiting.push(message);
    } else if (message.seq > lastSent + 1) {
      waiting.push(message);
      void read();
    } else {
      send(message);
    }
  };

  // Listening before reading, so that nothing committed between the read and the
  // subscription is lost: it waits, and is sent after the read unless the read had it.
  const unsubscribe = hub.subscribe(showTopic(code), {
    message: onLive,
    missed: () => void read(),
  });
  function stop(): void {
    if (stopped) return;
    stopped = true;
    waiting.length = 0;
    unsubscribe();
  }
  const started = read();
  return { started, lastSent: () => lastSent, stop };
}
