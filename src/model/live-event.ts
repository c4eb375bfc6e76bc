/**
 * The shared event (docs/events.md, "The event, shared"): the contract between the web app and
 * the server for an event the server keeps, its guests' strips, the gallery, the slideshow and
 * the host's page. Schemas and types only; the rules live in src/server/services/live-events.ts.
 *
 * Who may do what:
 * - the **host key** (a secret shown once, in the host link) reads and changes everything;
 * - the **event code** (in the guest link `/e/<code>`, printed on table cards) lets a guest or a
 *   booth device add strips and letters counted against the event's budget, read the event's
 *   public settings, its gallery and its show: never approve, hide or read the queue;
 * - a guest's **delete token** (kept by their device) takes their own strip back out.
 */
import { z } from './zod.js';
import { PRINTED_PER_REPORT_MAX } from './booth-reports.js';
import { LANGUAGES, type Language } from './languages.js';
import {
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  oneLine,
} from './event-settings.js';
import { DEVICE_ID_HEADER, EVENT_CODE_HEADER } from './api-paths.js';
import { cleanLabel } from './label-text.js';
import {
  CLAIM_TOKEN_PATTERN,
  DELETE_TOKEN_PATTERN,
  EVENT_CODE_PATTERN,
  STRIP_NAME_PATTERN,
  VIDEO_NAME_PATTERN,
} from './ids.js';

export { EVENT_CODE_PATTERN, EVENT_CODE_HEADER, DEVICE_ID_HEADER };

/**
 * The alphabet of event codes: lower-case letters and digits without 0/o, 1/l/i, so a code read
 * off a printed card is typed right. 31 symbols.
 */
export const EVENT_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/**
 * 14 symbols of 31: 69 bits (31^14 ≈ 7.6e20). The code alone opens the gallery, so it must not be
 * guessed: with a million events kept, one guess in 7.6e14 finds one; at the guessing limit
 * (30 unknown codes a minute per address) one address would need about 48 million years, and a
 * thousand addresses 48 thousand (docs/events.md).
 */
export const EVENT_CODE_LENGTH = 14;

/** The host key: 256 random bits as 43 base64url characters, stored only as a hash. */
export const HOST_KEY_PATTERN = DELETE_TOKEN_PATTERN;

/** Entries (a strip shown at the event) are named by the server: 128 random bits. */
export const ENTRY_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Who sees a guest's strip once they agreed: nobody, the gallery after the host approves it, or at once. */
export const GALLERY_MODES = ['off', 'approval', 'instant'] as const;
export type GalleryMode = (typeof GALLERY_MODES)[number];

export const KEEP_DAYS_MIN = 1;
export const KEEP_DAYS_MAX = 365;
export const DEFAULT_KEEP_DAYS = 30;

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const DEVICE_LABEL_MAX_LENGTH = 40;
/**
 * Booth devices one event lists: a party has a handful, and the host's page shows them all. A new
 * device past it is refused (409 too_many_devices); those already listed go on reporting.
 */
export const EVENT_DEVICES_MAX = 50;

/** Gallery pages hold this many entries at most. */
export const GALLERY_PAGE_MAX = 48;

export const eventCodeSchema = z
  .string()
  .regex(EVENT_CODE_PATTERN, `An event code is ${EVENT_CODE_LENGTH} letters and digits.`);
export const hostKeySchema = z
  .string()
  .regex(HOST_KEY_PATTERN, 'A host key is 43 characters of letters, digits, - and _.');
export const entryIdSchema = z
  .string()
  .regex(ENTRY_ID_PATTERN, 'An entry id is 22 characters of letters, digits, - and _.');
export const deviceIdSchema = z
  .string()
  .regex(DEVICE_ID_PATTERN, 'A device id is 22 characters of letters, digits, - and _.');

const languageCodes = LANGUAGES.map((entry) => entry.code) as [Language, ...Language[]];

/** What the host sets: the booth's settings (as event mode has them, less the PIN) and the gallery's. */
export const liveEventSettingsSchema = z.object({
  name: z
    .string()
    .max(EVENT_NAME_MAX_LENGTH, `An event name holds at most ${EVENT_NAME_MAX_LENGTH} characters.`)
    .transform(oneLine),
  greeting: z
    .string()
    .trim()
    .min(1, 'Write a greeting first.')
    .max(GREETING_MAX_LENGTH, `A greeting holds at most ${GREETING_MAX_LENGTH} characters.`),
  language: z.enum(languageCodes),
  idleSeconds: z.number().int().min(IDLE_SECONDS_MIN).max(IDLE_SECONDS_MAX),
  sources: z.enum(['camera', 'camera-and-upload']),
  print: z.boolean(),
  printLayout: z.enum(['strip', 'card']),
  gallery: z.enum(GALLERY_MODES),
  keepDays: z.number().int().min(KEEP_DAYS_MIN).max(KEEP_DAYS_MAX),
});
export type LiveEventSettings = z.infer<typeof liveEventSettingsSchema>;

/** What anyone with the code reads: the settings, and until when the event is kept. */
export const publicEventSchema = z.object({
  code: eventCodeSchema,
  settings: liveEventSettingsSchema,
  /** Milliseconds since the epoch; after it the event and everything in it is deleted. */
  endsAt: z.number().int(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** `POST /api/live-events` answers the host's secrets once, and the two links. */
export const createdEventSchema = publicEventSchema.extend({
  hostKey: hostKeySchema,
  /** `{origin}/host#<code>.<hostKey>`: in the fragment, so it reaches no server log or Referer. */
  hostUrl: z.url(),
  /** `{origin}/e/<code>`. */
  guestUrl: z.url(),
});
export type CreatedEvent = z.infer<typeof createdEventSchema>;

export const ENTRY_STATES = ['waiting', 'approved', 'hidden'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/** A guest's strip at the event, as the gallery and the show see it. */
export const entrySchema = z.object({
  id: entryIdSchema,
  /** The strip's PNG (same origin path, `/strips/<name>.png`). */
  stripUrl: z.string(),
  /** A copy sized to show (WebP), when one could be made. */
  displayUrl: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /**
   * The living strip's video (same origin path, `/videos/<name>`), when the guest sent one: the
   * screens play it muted and looping, the strip its poster.
   */
  videoUrl: z.string().optional(),
  /** Milliseconds since the epoch. */
  addedAt: z.number().int(),
});
export type Entry = z.infer<typeof entrySchema>;

/** An entry as the host sees it: with its state. */
export const hostEntrySchema = entrySchema.extend({ state: z.enum(ENTRY_STATES) });
export type HostEntry = z.infer<typeof hostEntrySchema>;

/** `POST /api/live-events/:code/entries`: a guest agrees to show a strip they uploaded for the event. */
export const createEntryRequestSchema = z.object({
  /** The strip as the upload answered it (`/strips/<name>.png` or the absolute URL). */
  image_url: z.string().min(1).max(2048),
  /**
   * The strip's upload's `claimToken`: only the browser that uploaded a strip can show it
   * (403 not_your_strip without it).
   */
  strip_claim: z.string().regex(CLAIM_TOKEN_PATTERN).optional(),
  /**
   * The living strip's video as POST /api/videos answered it (`/videos/<name>` or the absolute
   * URL), stored on this server and used by no letter or other entry; it goes with the entry.
   */
  video_url: z.string().min(1).max(2048).optional(),
  /** The video's upload's `claimToken`, with `video_url` (403 not_your_video without it). */
  video_claim: z.string().regex(CLAIM_TOKEN_PATTERN).optional(),
});
export const createdEntrySchema = z.object({
  id: entryIdSchema,
  state: z.enum(ENTRY_STATES),
  /** Takes the strip back out: `DELETE /api/live-events/:code/entries/:id` with it as Bearer. */
  deleteToken: z.string().regex(DELETE_TOKEN_PATTERN),
});
export type CreatedEntry = z.infer<typeof createdEntrySchema>;

/** `PATCH /api/live-events/:code/entries/:id` (host): approve or hide. */
export const moderateEntryRequestSchema = z.object({ state: z.enum(['approved', 'hidden']) });

/** `GET /api/live-events/:code/gallery?before=<cursor>`: newest first. */
export const galleryPageSchema = z.object({
  entries: z.array(entrySchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** Counts per hour (UTC, `YYYY-MM-DDTHH`) for the host's picture of the party. */
export const hourCountsSchema = z.object({
  hour: z.string(),
  made: z.number().int(),
  shared: z.number().int(),
  printed: z.number().int(),
  gallery: z.number().int(),
});
export type HourCounts = z.infer<typeof hourCountsSchema>;

export const deviceSchema = z.object({
  id: deviceIdSchema,
  /** What the device says it is ('iPad · Safari'). */
  label: z.string(),
  /** Milliseconds since the epoch. */
  lastSeenAt: z.number().int(),
  /** The name the host gave it (deviceRenameRequestSchema), '' for none. */
  name: z.string(),
  /** 1 for the event's first device, 2 for the next ('Booth 2'); null for one that joined before. */
  number: z.number().int().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

/** `GET /api/live-events/:code/host` (host key): everything the host's page shows. */
export const hostViewSchema = z.object({
  event: publicEventSchema,
  entries: z.array(hostEntrySchema),
  counts: z.array(hourCountsSchema),
  devices: z.array(deviceSchema),
  /** The venue's addresses the host declared (venueRequestSchema); none by default. */
  venueAddresses: z.array(z.string()).optional(),
});
export type HostView = z.infer<typeof hostViewSchema>;

/** The venue's addresses a host may declare at most. */
export const VENUE_ADDRESSES_MAX = 8;

/**
 * `PUT /api/live-events/:code/venue` (host): the public addresses the venue's guests and booth
 * devices reach the server from (its Wi-Fi's), as IP addresses or CIDR ranges (`203.0.113.7`,
 * `198.51.100.0/24`, `2001:db8:1::/48`); `[]` declares none. Uploads naming the event from these
 * addresses count against the event's budget rather than the address's, and may hold more
 * upload places at once (docs/events.md, "Limits at a venue"). Never part of the public event.
 */
export const venueRequestSchema = z.object({
  addresses: z
    .array(z.string().trim().min(1).max(64))
    .max(VENUE_ADDRESSES_MAX, `A venue has at most ${VENUE_ADDRESSES_MAX} addresses or ranges.`),
  /**
   * Adds the address this request comes from, as the server sees it (an IPv6 one by its /64):
   * the host's page, open on the venue's Wi-Fi, declares it without knowing it.
   */
  here: z.boolean().optional(),
});
export const venueAnswerSchema = z.object({ venueAddresses: z.array(z.string()) });

/** `POST /api/live-events/:code/devices/:id` (event code): a booth device says it is there. */
export const deviceSeenRequestSchema = z.object({
  /** Shown on the host's page: one visible line (no direction overrides or zero-width marks). */
  label: z.string().max(DEVICE_LABEL_MAX_LENGTH).transform(cleanLabel).optional(),
  /** Strips printed since the last report. */
  printed: z.number().int().min(0).max(PRINTED_PER_REPORT_MAX).optional(),
});

/**
 * `PATCH /api/live-events/:code/devices/:id` (host): the host names a booth device ('Booth by
 * the door'), one visible line as a device's label; '' takes the name back (its number shows).
 */
export const deviceRenameRequestSchema = z.object({
  name: z.string().max(DEVICE_LABEL_MAX_LENGTH).transform(cleanLabel),
});

/**
 * What the show's live channel pushes (`/api/live-events/:code/live`), each with the event's
 * sequence number so a screen that reconnects asks for what came after the last it saw.
 */
export const showMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('added'), seq: z.number().int(), entry: entrySchema }),
  z.object({ type: z.literal('removed'), seq: z.number().int(), id: entryIdSchema }),
  z.object({ type: z.literal('settings'), seq: z.number().int(), event: publicEventSchema }),
  z.object({ type: z.literal('ended'), seq: z.number().int() }),
]);
export type ShowMessage = z.infer<typeof showMessageSchema>;

/** The strip name of an `image_url` the upload answered, or null when it names no strip of ours. */
export function stripNameOfUrl(imageUrl: string): string | null {
  const path = imageUrl.replace(/^https?:\/\/[^/]+/, '');
  const match = /^\/strips\/([^/?#]+)$/.exec(path);
  const name = match?.[1];
  return name && STRIP_NAME_PATTERN.test(name) ? name : null;
}

/** The video name of a `video_url` the upload answered, or null when it names no video of ours. */
export function videoNameOfUrl(videoUrl: string): string | null {
  const path = videoUrl.replace(/^https?:\/\/[^/]+/, '');
  const match = /^\/videos\/([^/?#]+)$/.exec(path);
  const name = match?.[1];
  return name && VIDEO_NAME_PATTERN.test(name) ? name : null;
}

/** `?after=<seq>` of the show's live channel: the last `seq` the screen has; none or 0 for the whole feed. */
export const showLiveQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'after is the last seq the screen has: a whole number.')
    .transform(Number)
    .optional(),
});

/**
 * How the server closes a show's socket. `ended` is final; after the others the screen
 * reconnects with `?after=` its last `seq`, a little later for `busy`. A refused upgrade (an
 * unknown or ended event, too many screens, a bad `after`) has an HTTP status and JSON, which a
 * browser's WebSocket does not show: a screen that cannot connect asks
 * `GET /api/live-events/<code>` why (404 event_not_found, 410 event_ended).
 */
export const SHOW_CLOSE_CODES = {
  /** The server is stopping: reconnect (another instance answers). */
  goingAway: 1001,
  /** The feed could not be read: reconnect later. */
  unavailable: 1011,
  /** Too many screens on this instance or from this address. */
  busy: 1013,
  ended: 4410,
} as const;
/** Why the server closes a host page's socket (live/host-connections.ts). */
export const HOST_CLOSE_CODES = {
  goingAway: SHOW_CLOSE_CODES.goingAway,
  busy: SHOW_CLOSE_CODES.busy,
  /** The key does not open the event (or the event ended): the page stops listening. */
  wrongKey: 4403,
} as const;
/** `POST /api/live-events/:code/archive-links` (host key): Download all's link. */
export const archiveLinkSchema = z.object({
  /** `{origin}/api/live-events/<code>/archive.zip?token=…`: the ZIP of every strip guests agreed to show. */
  url: z.url(),
  /** Milliseconds since the epoch; the link opens nothing after it (10 minutes). */
  expiresAt: z.number().int(),
});
export type ArchiveLink = z.infer<typeof archiveLinkSchema>;

/** `GET /api/live-events/:code/archive.zip?token=<token>`: the token the link carries. */
export const archiveQuerySchema = z.object({
  token: z.string().max(64, 'This download link is not valid for this event.'),
});
