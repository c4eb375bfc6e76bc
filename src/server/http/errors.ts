/** Errors that become a JSON answer `{ error, code }` with their status. */
import type { z } from 'zod';
import { aiErrorMessages, AI_GENERIC_ERROR } from '../../model/api.js';
import { ROOM_MAX_PEOPLE } from '../../model/together.js';
import { VIDEO_MAX_HEIGHT, VIDEO_MAX_SECONDS, VIDEO_MAX_WIDTH } from '../../model/living-strip.js';
import { isBackendUnavailable } from '../backend-errors.js';
import { ServiceError, type ServiceErrorKind } from '../services/service-errors.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A request part that its schema refused: 400 with the first problem, in words. */
export function invalidRequest(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  const message =
    issue?.code === 'invalid_type' && issue.path.length === 0
      ? 'The request body must be a JSON object.'
      : `${field}${issue?.message ?? 'Invalid request.'}`;
  return new HttpError(400, 'invalid_request', message);
}

/** What each refusal of a service answers. */
const serviceAnswers: Record<ServiceErrorKind, ErrorAnswer> = {
  letter_not_found: {
    status: 404,
    body: { code: 'not_found', error: 'There is no letter with this id.' },
  },
  letter_deleted: {
    status: 410,
    body: { code: 'letter_deleted', error: 'The sender deleted this letter.' },
  },
  unknown_strip: {
    status: 400,
    body: {
      code: 'invalid_image_url',
      error: 'image_url must be the address of a photostrip stored by this server.',
    },
  },
  strip_in_use: {
    status: 409,
    body: {
      code: 'strip_in_use',
      error:
        'This photostrip already belongs to a letter. Upload the strip again to send another letter.',
    },
  },
  strip_not_yours: {
    status: 403,
    body: {
      code: 'not_your_strip',
      error:
        'Only the browser that uploaded this photostrip can use it: send the claimToken its upload answered as strip_claim.',
    },
  },
  video_not_yours: {
    status: 403,
    body: {
      code: 'not_your_video',
      error:
        'Only the browser that uploaded this video can use it: send the claimToken its upload answered as video_claim.',
    },
  },
  unknown_video: {
    status: 400,
    body: {
      code: 'invalid_video_url',
      error: 'video_url must be the address of a video stored by this server.',
    },
  },
  video_in_use: {
    status: 409,
    body: {
      code: 'video_in_use',
      error:
        'This video already belongs to a letter. Upload the video again to send another letter.',
    },
  },
  video_type_mismatch: {
    status: 415,
    body: { code: 'unsupported_media_type', error: 'The video is not of the type it was sent as.' },
  },
  video_unreadable: {
    status: 422,
    body: {
      code: 'video_invalid',
      error: 'The video could not be read: it is not an MP4 or WebM video, or it is damaged.',
    },
  },
  video_tracks: {
    status: 422,
    body: {
      code: 'video_tracks',
      error: 'A video must hold exactly one video track, and no sound or subtitles.',
    },
  },
  video_unknown_data: {
    status: 422,
    body: {
      code: 'video_unknown_data',
      error:
        'The video holds data besides its pictures (unknown boxes or elements, or bytes after its end): send the file as the booth made it.',
    },
  },
  video_checks_busy: {
    status: 503,
    body: {
      code: 'busy',
      error: 'Many videos are being checked right now. Please try again in a few seconds.',
    },
  },
  video_codec: {
    status: 422,
    body: { code: 'video_codec', error: 'The video must be H.264, VP8, VP9 or AV1.' },
  },
  video_too_long: {
    status: 422,
    body: {
      code: 'video_too_long',
      error: `A video may last ${VIDEO_MAX_SECONDS} seconds at most.`,
    },
  },
  video_too_large: {
    status: 422,
    body: {
      code: 'video_too_large',
      error: `A video may be ${VIDEO_MAX_WIDTH} × ${VIDEO_MAX_HEIGHT} pixels at most.`,
    },
  },
  wrong_delete_token: {
    status: 403,
    body: { code: 'forbidden', error: 'This delete token does not belong to this letter.' },
  },
  cards_busy: {
    status: 503,
    body: { code: 'busy', error: 'Many previews are being made right now. Please try again soon.' },
  },
  storage_full: {
    status: 507,
    body: {
      code: 'storage_full',
      error: 'The booth is keeping too many photos that were not sent yet. Please try again later.',
    },
  },
  disk_full: {
    status: 503,
    body: {
      code: 'storage_full',
      error: 'The booth is running out of space for photos. Please try again later.',
    },
  },
  not_png: { status: 400, body: { code: 'invalid_png', error: 'The file is not a PNG image.' } },
  unreadable_png: {
    status: 400,
    body: { code: 'invalid_png', error: 'The PNG image could not be read.' },
  },
  damaged_png: {
    status: 400,
    body: { code: 'invalid_png', error: 'The PNG image is damaged or incomplete.' },
  },
  image_too_large: {
    status: 422,
    body: { code: 'image_too_large', error: 'The image is too large.' },
  },
  // The AI box's answers: the messages of the contract (src/model/api.ts).
  ai_rate_limited: {
    status: 429,
    body: { code: 'rate_limited', error: aiErrorMessages.rate_limited },
  },
  ai_provider_auth: {
    status: 502,
    body: { code: 'provider_auth', error: aiErrorMessages.provider_auth },
  },
  ai_bad_prompt: { status: 422, body: { code: 'bad_prompt', error: aiErrorMessages.bad_prompt } },
  ai_failed: { status: 502, body: { code: 'provider_error', error: AI_GENERIC_ERROR } },
  ai_timeout: { status: 504, body: { code: 'timeout', error: AI_GENERIC_ERROR } },
  event_not_found: {
    status: 404,
    body: { code: 'event_not_found', error: 'There is no event with this code.' },
  },
  event_ended: {
    status: 410,
    body: { code: 'event_ended', error: 'This event has ended, and its photos are deleted.' },
  },
  host_key_wrong: {
    status: 401,
    body: { code: 'host_key_wrong', error: 'This host key does not open this event.' },
  },
  event_budget_spent: {
    status: 429,
    body: {
      code: 'event_budget_spent',
      error: 'This event has taken all the photos it can today. Please ask the host.',
    },
  },
  event_storage_full: {
    status: 507,
    body: {
      code: 'storage_full',
      error: 'The events on this booth keep as many photos as they may. Please ask the host.',
    },
  },
  bad_venue_address: {
    status: 400,
    body: { code: 'bad_venue_address', error: 'This is not an address of a venue.' },
  },
  too_many_devices: {
    status: 409,
    body: {
      code: 'too_many_devices',
      error: 'This event has as many booth devices as it can list. Please ask the host.',
    },
  },
  device_not_found: {
    status: 404,
    body: { code: 'device_not_found', error: 'This event has no such booth device.' },
  },
  strip_not_of_event: {
    status: 403,
    body: { code: 'strip_not_of_event', error: 'This photostrip was not made at this event.' },
  },
  entry_exists: {
    status: 409,
    body: { code: 'strip_in_use', error: 'This photostrip is already shown at the event.' },
  },
  gallery_off: {
    status: 409,
    body: { code: 'gallery_off', error: 'This event does not show guests’ photos.' },
  },
  gallery_closed: {
    status: 404,
    body: { code: 'gallery_off', error: 'This event has no gallery.' },
  },
  entry_not_found: {
    status: 404,
    body: { code: 'entry_not_found', error: 'There is no such photo at this event.' },
  },
  wrong_entry_token: {
    status: 403,
    body: { code: 'forbidden', error: 'Only the host or the guest who added it may remove it.' },
  },
  wrong_archive_token: {
    status: 403,
    body: { code: 'forbidden', error: 'This download link is not valid for this event.' },
  },
  archive_link_expired: {
    status: 403,
    body: {
      code: 'archive_link_expired',
      error: 'This download link has expired. Ask for Download all again.',
    },
  },
  letter_not_from_room: {
    status: 403,
    body: {
      code: 'letter_not_from_room',
      error: 'Only a letter you sent can go to the room: send its delete token as Letter-Token.',
    },
  },
  room_not_found: {
    status: 404,
    body: { code: 'room_not_found', error: 'There is no room with this link.' },
  },
  room_closed: {
    status: 410,
    body: { code: 'room_closed', error: 'This room has ended.' },
  },
  room_full: {
    status: 409,
    body: { code: 'room_full', error: `This room is full (${ROOM_MAX_PEOPLE} people).` },
  },
  colour_taken: {
    status: 409,
    body: { code: 'colour_taken', error: 'Someone in this room has this colour. Pick another.' },
  },
  name_taken: {
    status: 409,
    body: { code: 'name_taken', error: 'Someone in this room already has that name.' },
  },
  removed_from_room: {
    status: 403,
    body: {
      code: 'removed',
      error: 'The host removed you from this room: it cannot be joined again from here.',
    },
  },
  not_participant: {
    status: 401,
    body: { code: 'not_participant', error: 'You are not in this room (any more).' },
  },
  not_host: {
    status: 403,
    body: { code: 'not_host', error: 'Only the one who started the room can do this.' },
  },
  unknown_participant: {
    status: 404,
    body: { code: 'unknown_participant', error: 'There is nobody to remove with this id.' },
  },
  invalid_pose: {
    status: 400,
    body: { code: 'invalid_pose', error: 'This room’s strip has no such pose.' },
  },
  not_your_pose: {
    status: 403,
    body: {
      code: 'not_your_pose',
      error: 'This pose is someone else’s: only the one it is given to takes its photo.',
    },
  },
  invalid_image: {
    status: 400,
    body: { code: 'invalid_image', error: 'The photo could not be read as a JPEG or PNG image.' },
  },
  photo_not_found: {
    status: 404,
    body: { code: 'photo_not_found', error: 'There is no such photo in this room.' },
  },
  invalid_update: {
    status: 422,
    body: { code: 'invalid_update', error: 'The change could not be read.' },
  },
  document_full: {
    status: 413,
    body: {
      code: 'document_full',
      error: 'The strip holds as much decoration as it can. Remove something first.',
    },
  },
};

/** Fastify's own 4xx errors, in words a person understands. */
const frameworkErrors: Record<string, { code: string; error: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    error: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    error: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_request', error: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_request', error: 'The body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_request',
    error: 'The Content-Length does not match the body.',
  },
};

export interface ErrorAnswer {
  status: number;
  body: { error: string; code: string };
}

/**
 * How loud an answer is in the log. A `503 busy` is the server doing its job under load (a
 * stranger can ask for as many as they like), so it is `info` with no stack, like a 4xx; a
 * full quota or disk is news for the operator, but the same each time: `warn`, no stack.
 * `error` with the stack is for our bugs and outages.
 */
export function logLevelOf(answer: ErrorAnswer): 'info' | 'warn' | 'error' {
  if (answer.status < 500 || answer.body.code === 'busy') return 'info';
  return answer.body.code === 'storage_full' ? 'warn' : 'error';
}

/** What to answer for any thrown value; 5xx only for our own bugs and outages. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { error: error.message, code: error.code } };
  }
  if (error instanceof ServiceError) {
    const answer = serviceAnswers[error.kind];
    return error.detail === undefined
      ? answer
      : { status: answer.status, body: { ...answer.body, error: error.detail } };
  }
  if (isBackendUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: 'The booth cannot reach its storage right now. Please try again in a moment.',
        code: 'unavailable',
      },
    };
  }
  const e = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const known = typeof e.code === 'string' ? frameworkErrors[e.code] : undefined;
    if (known) return { status, body: known };
    if (e instanceof SyntaxError) {
      return {
        status: 400,
        body: { error: 'The body is not valid JSON.', code: 'invalid_request' },
      };
    }
    return { status, body: { error: 'The request was not understood.', code: 'bad_request' } };
  }
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', code: 'internal' },
  };
}
