/**
 * The hub of several instances: a message is published on a Redis channel (`<prefix>live:<topic>`)
 * and every instance's subscriber connection hands it to its own listeners. One SUBSCRIBE per
 * topic with listeners here, whatever their number.
 *
 * While Redis is away an instance keeps serving its own screens: a message that cannot go
 * through Redis is handed to this instance's listeners directly, and when the subscriber is
 * back every listener hears `missed` (messages of other instances were lost meanwhile).
 */
import type { Redis } from 'ioredis';
import type { HubLog, LiveHub } from './hub.js';
import { createLocalTopics } from './local-topics.js';

export interface RedisHubConnections {
  /** Publishes; fails fast while Redis is away (see redis.ts). */
  publisher: Redis;
  /**
   * Subscribes (a connection in subscriber mode can do nothing else), made with
   * `autoResubscribe: false` and `enableOfflineQueue: false`: the hub subscribes again itself
   * at each `ready`, and tells its listeners.
   */
  subscriber: Redis;
  /** REDIS_PREFIX: instances of one deployment share it, others do not hear them. */
  prefix: string;
}

export function createRedisHub(
  { publisher, subscriber, prefix }: RedisHubConnections,
  log: HubLog,
): LiveHub {
  const local = createLocalTopics(log);
  const channelPrefix = `${prefix}live:`;
  const channelOf = (topic: string) => channelPrefix + topic;

  /**
   * Until Redis confirms a SUBSCRIBE, what other instances publish on its topics is not heard
   * here: once it does, the topics' listeners are told to read back what they may have missed.
   * Refused while the connection drops: the next `ready` subscribes to every topic again.
   */
  const subscribe = (topics: string[]): void => {
    if (topics.length === 0 || subscriber.status !== 'ready') return;
    subscriber
      .subscribe(...topics.map(channelOf))
      .then(() => {
        for (const topic of topics) local.missed(topic);
      })
      .catch(() => {});
  };

  const onMessage = (channel: string, text: string): void => {
    if (!channel.startsWith(channelPrefix)) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      log.warn({}, 'a live channel message was not JSON');
      return;
    }
    local.deliver(channel.slice(channelPrefix.length), message);
  };
  // Each connection (the first, and after an outage) subscribes to every topic with listeners.
  const onReady = (): void => subscribe(local.topics());
  subscriber.on('message', onMessage);
  subscriber.on('ready', onReady);

  return {
    kind: 'redis',
    async publish(topic, message) {
      const text = JSON.stringify(message);
      const heardHere = subscriber.status === 'ready';
      try {
        await publisher.publish(channelOf(topic), text);
        if (heardHere) return;
      } catch {
        // Logged once per outage by the connection's watcher; this instance's screens still hear it.
      }
      local.deliver(topic, JSON.parse(text) as unknown);
    },
    subscribe(topic, listener) {
      const { first, remove } = local.add(topic, listener);
      if (first) subscribe([topic]);
      return () => {
        if (remove() && subscriber.status === 'ready') {
          subscriber.unsubscribe(channelOf(topic)).catch(() => {});
        }
      };
    },
    listenerCount: () => local.count(),
    async close() {
      subscriber.off('message', onMessage);
      subscriber.off('ready', onReady);
    },
  };
}
