/** The hub of a single instance: publishing hands the message to this process's listeners. */
import type { HubLog, LiveHub } from './hub.js';
import { createLocalTopics } from './local-topics.js';

export function createMemoryHub(log: HubLog): LiveHub {
  const local = createLocalTopics(log);
  return {
    kind: 'memory',
    async publish(topic, message) {
      // Through JSON, as Redis would carry it: a listener never shares the publisher's object,
      // and a value JSON cannot carry fails here, in tests, rather than only with Redis.
      local.deliver(topic, JSON.parse(JSON.stringify(message)) as unknown);
    },
    subscribe(topic, listener) {
      return local.add(topic, listener).remove;
    },
    listenerCount: () => local.count(),
    close: async () => {},
  };
}
