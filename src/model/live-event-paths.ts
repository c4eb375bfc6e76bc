/**
 * The shared event's addresses (model/live-event.ts), re-exported by api-paths.ts; a module of
 * their own so the pages that load api-paths.ts (the friend's page) carry none of them. `:code`
 * is the event code; host calls carry `Authorization: Bearer <hostKey>`.
 */
export const liveEventPaths = {
  /** POST: create an event (answers the host key once). */
  events: '/api/live-events',
  /** GET: the public settings; DELETE (host): end and delete everything. */
  event: '/api/live-events/:code',
  /** PUT (host): new settings, pushed to every booth device and screen. */
  settings: '/api/live-events/:code/settings',
  /** PUT (host): the venue's addresses, whose uploads count against the event's budget. */
  venue: '/api/live-events/:code/venue',
  /** GET (host): the queue, every entry, the counts per hour and the devices. */
  host: '/api/live-events/:code/host',
  /** POST (code): a guest agrees to show a strip uploaded for the event. */
  entries: '/api/live-events/:code/entries',
  /** PATCH (host): approve or hide; DELETE (host, or the guest's delete token): remove. */
  entry: '/api/live-events/:code/entries/:id',
  /** GET (code): the gallery, newest first, a page at a time (`?before=`). */
  gallery: '/api/live-events/:code/gallery',
  /** POST (code): a booth device reports that it is there (and what it printed); PATCH (host): name it. */
  device: '/api/live-events/:code/devices/:id',
  /** POST (host): a link to the ZIP of every strip, valid for a few minutes. */
  archiveLinks: '/api/live-events/:code/archive-links',
  /** GET (`?token=` from archiveLinks): the ZIP, streamed. */
  archive: '/api/live-events/:code/archive.zip',
  /** WebSocket (code): the show's live channel; `?after=<seq>` replays what came after. */
  live: '/api/live-events/:code/live',
  /** WebSocket (host key as first message): a nudge each time a guest adds a strip. */
  hostLive: '/api/live-events/:code/host-live',
} as const;

/** `template` with `:code` and `:id` filled in. */
export function liveEventPath(template: string, code: string, id = ''): string {
  return template.replace(':code', encodeURIComponent(code)).replace(':id', encodeURIComponent(id));
}
