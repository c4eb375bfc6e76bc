/** The listeners of this instance, per topic: the memory hub, and the local end of the Redis one. */
import type { HubLog, LiveListener, LiveMessage } from './hub.js';

export interface LocalTopics {
  /** Adds a listener; `first` is true when the topic had none (the Redis hub subscribes then). */
  add(topic: string, listener: LiveListener): { first: boolean; remove: () => boolean };
  /** Hands a message to the topic's listeners, each in turn; one that throws is logged and skipped. */
  deliver(topic: string, message: LiveMessage): void;
  /** Tells the topic's listeners that messages may have been missed. */
  missed(topic: string): void;
  topics(): string[];
  count(): number;
}

export function createLocalTopics(log: HubLog): LocalTopics {
  const byTopic = new Map<string, Set<LiveListener>>();
  let count = 0;
  const call = (run: () => void): void => {
    try {
      run();
    } catch (error) {
      log.error({ err: error }, 'a live channel listener failed');
    }
  };
  return {
    add(topic, listener) {
      let listeners = byTopic.get(topic);
      const first = !listeners;
      if (!listeners) {
        listeners = new Set();
        byTopic.set(topic, listeners);
      }
      // The same listener object twice is still two subscriptions to undo: wrap it.
      const entry: LiveListener = {
        message: (message) => listener.message(message),
        missed: () => listener.missed?.(),
      };
      listeners.add(entry);
      count += 1;
      let removed = false;
      return {
        first,
        remove: () => {
          if (removed) return false;
          removed = true;
          count -= 1;
          const set = byTopic.get(topic);
          set?.delete(entry);
          if (set?.size === 0) {
            byTopic.delete(topic);
            return true;
          }
          return false;
        },
      };
    },
    deliver(topic, message) {
      const listeners = byTopic.get(topic);
      if (!listeners) return;
      // A listener may unsubscribe (or subscribe another) while we hand out this message.
      for (const listener of [...listeners]) call(() => listener.message(message));
    },
    missed(topic) {
      for (const listener of [...(byTopic.get(topic) ?? [])]) call(() => listener.missed?.());
    },
    topics: () => [...byTopic.keys()],
    count: () => count,
  };
}
