/**
 * What the show's channel needs from the event's feed (the live-events service provides it):
 * the messages after a sequence number, in order, and whether the event can be shown.
 */
import type { ShowMessage } from '../../model/live-event.js';

export type ShowEventStatus = 'live' | 'ended' | 'unknown';

export interface ShowFeed {
  /** The event's feed after `afterSeq`, oldest first (`seq` rising by one per row). */
  feedAfter(code: string, afterSeq: number): Promise<ShowMessage[]>;
  eventStatus(code: string): Promise<ShowEventStatus>;
}

/** The hub topic of an event's show. */
export function showTopic(code: string): string {
  return `show:${code}`;
}
