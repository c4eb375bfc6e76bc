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
  /** The delete token is not this letter's. */
  | 'wrong_delete_token'
  /** Too many link-preview cards are being drawn right now. */
  | 'cards_busy'
  /** The strips no letter claimed hold their whole quota (UNCLAIMED_STRIPS_MAX_MB). */
  | 'storage_full'
  /** The disk the files go to is down to its free-space floor (DISK_FREE_MIN_MB). */
  | 'disk_full';

export class ServiceError extends Error {
  constructor(readonly kind: ServiceErrorKind) {
    super(kind);
    this.name = 'ServiceError';
  }
}
