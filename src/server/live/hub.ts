/**
 * The live channel's hub: messages published on a topic reach every listener of that topic, on
 * this instance (in memory) or on every instance sharing a Redis (pub/sub). Topics are opaque
 * strings (a feature names its own, e.g. `show:<code>`); messages are JSON values.
 *
 * Delivery is at most once in normal running and may repeat or skip during a Redis outage, so a
 * feature numbers its messages and keeps the truth elsewhere (the show's feed, with `seq`):
 * `onMissed` tells a listener when it may have missed some, to read them back from there.
 */

/** A JSON value, as published and as received. */
export type LiveMessage = unknown;

export interface LiveListener {
  /** A message of the topic (parsed JSON: treat it as untrusted and check its shape). */
  message(message: LiveMessage): void;
  /** Messages may have been lost (Redis came back after an outage): read them back. */
  missed?(): void;
}

export interface LiveHub {
  readonly kind: 'memory' | 'redis';
  /** Sends to every listener of the topic; never rejects (a Redis outage falls back to this instance). */
  publish(topic: string, message: LiveMessage): Promise<void>;
  /** Listens to a topic; call the answer to stop. */
  subscribe(topic: string, listener: LiveListener): () => void;
  /** Listeners on this instance, all topics together (for limits and figures). */
  listenerCount(): number;
  close(): Promise<void>;
}

/** What a hub logs: a listener that threw, a Redis outage. */
export interface HubLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}
