/**
 * The instance's hub: through Redis when REDIS_URL is set (instances share what they publish),
 * else in memory. An unreachable Redis stops the start, as it does for the rate limits.
 */
import { connectRedis } from '../redis.js';
import { watchRedisOutages } from '../redis-outages.js';
import type { HubLog, LiveHub } from './hub.js';
import { createMemoryHub } from './memory-hub.js';
import { createRedisHub } from './redis-hub.js';

const LIVE_REDIS_LOST_MESSAGE =
  'Redis unreachable: live messages reach only the screens of this instance until it answers again';
const LIVE_REDIS_BACK_MESSAGE = 'Redis answers again: live messages reach every instance';

export async function openLiveHub(
  redis: { url: string; prefix: string } | undefined,
  log: HubLog,
): Promise<LiveHub> {
  if (!redis) return createMemoryHub(log);
  const publisher = await connectRedis(redis.url);
  // Subscriber mode takes a connection of its own. It re-subscribes through the hub, which
  // then tells its listeners what they may have missed.
  const subscriber = publisher.client.duplicate({ autoResubscribe: false, lazyConnect: true });
  subscriber.on('error', () => {});
  // The first attempt can fail like any later one: the retry strategy keeps trying, and the
  // watcher below has said so.
  subscriber.connect().catch(() => {});
  const stopWatching = watchRedisOutages({ client: subscriber, address: publisher.address }, log, {
    lost: LIVE_REDIS_LOST_MESSAGE,
    back: LIVE_REDIS_BACK_MESSAGE,
  });
  const hub = createRedisHub(
    { publisher: publisher.client, subscriber, prefix: redis.prefix },
    log,
  );
  return {
    ...hub,
    async close() {
      await hub.close();
      stopWatching();
      subscriber.disconnect();
      publisher.close();
    },
  };
}
