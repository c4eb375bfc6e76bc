/**
 * What a service refuses, as facts of the domain; `errors.ts` turns each into an HTTP answer.
 * Services never speak HTTP.
 */
export type ServiceErrorKind =
  /** No letter with this id, and none was deleted. */
  | 'letter_not_found'
  /** The letter with this id was deleted by its sender (its tombstone is kept). */
  | 'letter_deleted'
  /** The address names no strip this server stores. */
  | 'unknown_strip'
  /** The strip already belongs to a letter. */
  | 'strip_in_use'
  /** The request does not carry the claim token of the strip's upload (upload-claims.ts). */
  | 'strip_not_yours'
  /** The request does not carry the claim token of the video's upload. */
  | 'video_not_yours'
  /** The address names no video this server stores. */
  | 'unknown_video'
  /** The video already belongs to a letter. */
  | 'video_in_use'
  /** A video whose container is not the one its Content-Type names (the detail says which). */
  | 'video_type_mismatch'
  /** A video that is no MP4 or WebM we can read, or one damaged or cut short. */
  | 'video_unreadable'
  /** A video with other tracks than one video track (sound, subtitles, a second picture). */
  | 'video_tracks'
  /** A video carrying data besides its pictures: unknown boxes or elements, bytes after its end. */
  | 'video_unknown_data'
  /** The video checks' places and queue are all taken. */
  | 'video_checks_busy'
  /** A video in a codec other than H.264, VP8, VP9 or AV1. */
  | 'video_codec'
  /** A video longer than VIDEO_MAX_SECONDS, by its header or its packets. */
  | 'video_too_long'
  /** A video wider or taller than VIDEO_MAX_WIDTH × VIDEO_MAX_HEIGHT. */
  | 'video_too_large'
  /** The delete token is not this letter's. */
  | 'wrong_delete_token'
  /** Too many link-preview cards are being drawn right now. */
  | 'cards_busy'
  /** The strips no letter claimed hold their whole quota (UNCLAIMED_STRIPS_MAX_MB). */
  | 'storage_full'
  /** The disk the files go to is down to its free-space floor (DISK_FREE_MIN_MB). */
  | 'disk_full'
  /** An upload that should be a PNG does not start like one. */
  | 'not_png'
  /** A PNG whose header the decoder cannot read. */
  | 'unreadable_png'
  /** A PNG cut short or damaged inside. */
  | 'damaged_png'
  /** An image larger than we decode (its size is in the detail). */
  | 'image_too_large'
  /** The AI provider says we asked too often. */
  | 'ai_rate_limited'
  /** The AI provider refuses our key. */
  | 'ai_provider_auth'
  /** The AI provider refuses the prompt. */
  | 'ai_bad_prompt'
  /** The AI provider failed, or answered something we cannot use. */
  | 'ai_failed'
  /** The AI provider did not answer in AI_TIMEOUT_MS. */
  | 'ai_timeout'
  /** No shared event has this code (and none had). */
  | 'event_not_found'
  /** The shared event with this code has ended; everything in it is deleted. */
  | 'event_ended'
  /** The host key is not this event's (or there is no such event: the answer is the same). */
  | 'host_key_wrong'
  /** The event's uploads of today hold its whole daily budget. */
  | 'event_budget_spent'
  /** The event lists EVENT_DEVICES_MAX booth devices already; this one is not among them. */
  | 'too_many_devices'
  /** The event lists no booth device with this id. */
  | 'device_not_found'
  /** All events' strips and videos hold their whole quota (EVENT_STORAGE_MAX_MB). */
  | 'event_storage_full'
  /** A venue address the host declared is no address or range, or a range too wide. */
  | 'bad_venue_address'
  /** The strip was not uploaded for this event. */
  | 'strip_not_of_event'
  /** The strip is already shown at the event. */
  | 'entry_exists'
  /** The event keeps no gallery, so a strip cannot be added to it. */
  | 'gallery_off'
  /** The event keeps no gallery to read. */
  | 'gallery_closed'
  /** No entry with this id at this event. */
  | 'entry_not_found'
  /** Neither the host key nor the entry's own delete token. */
  | 'wrong_entry_token'
  /** A Download all link that this event's server did not make. */
  | 'wrong_archive_token'
  /** A Download all link past its 10 minutes. */
  | 'archive_link_expired'
  /** The letter named for a room's phones is not one its closer sent (not their token). */
  | 'letter_not_from_room'
  /** No together-mode room has this id (and none had lately). */
  | 'room_not_found'
  /** The room ended: sent as a letter, or past ROOM_LIFETIME_HOURS. */
  | 'room_closed'
  /** The room holds ROOM_MAX_PEOPLE already. */
  | 'room_full'
  /** Someone in the room already wears this colour. */
  | 'colour_taken'
  /** Someone in the room already has this name (the same once cleaned, in any case). */
  | 'name_taken'
  /** The host removed whoever joined from this address, and nobody in the room did too. */
  | 'removed_from_room'
  /** The token names nobody in this room (never did, another room's, or removed). */
  | 'not_participant'
  /** Only the room's host may do this. */
  | 'not_host'
  /** The participant named is not in the room (or is the host, who cannot be removed). */
  | 'unknown_participant'
  /** A pose the room's layout does not have. */
  | 'invalid_pose'
  /** The pose is another participant's: the countdown gave it to them, or their photo is in it. */
  | 'not_your_pose'
  /** A photo that is no JPEG or PNG we can read, or not the type it was sent as. */
  | 'invalid_image'
  /** No photo of this pose and version in the room (a retake replaced it, or none yet). */
  | 'photo_not_found'
  /** A Yjs update that does not decode. */
  | 'invalid_update'
  /** The room's document would pass ROOM_DOC_MAX_BYTES. */
  | 'document_full';

export class ServiceError extends Error {
  /**
   * @param detail words for people saying more than the kind does (an image's size); the
   *   answer shows them instead of the kind's own message
   */
  constructor(
    readonly kind: ServiceErrorKind,
    readonly detail?: string,
  ) {
    super(detail ?? kind);
    this.name = 'ServiceError';
  }
}
