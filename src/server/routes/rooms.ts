/**
 * Together mode's REST routes (model/together.ts): create and join a room, read its state,
 * put and get a pose's photo, end it. Parse, call the rooms service, answer; the room's
 * socket is a route of its own (the live channel).
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../model/api-paths.js';
import {
  createRoomRequestSchema,
  joinedRoomSchema,
  joinRoomRequestSchema,
  participantTokenSchema,
  ROOM_MAX_PEOPLE,
  ROOM_PHOTO_MAX_BYTES,
  roomIdSchema,
  roomPhotoSchema,
  roomStateSchema,
  sentLetterSchema,
  type CreateRoomRequest,
  type JoinRoomRequest,
} from '../../model/together.js';
import type { AppConfig } from '../config.js';
import { clientKey } from '../http/client-address.js';
import { HttpError, toErrorAnswer } from '../http/errors.js';
import { inFlightHook } from '../http/in-flight-limit.js';
import { minimumRateHook } from '../http/minimum-rate.js';
import type { UploadPlaces } from '../services/in-flight.js';
import type { RoomPhotoType } from '../services/room-photos.js';
import type { RoomMember } from '../services/rooms-contract.js';
import type { RoomsService } from '../services/rooms.js';
import { ServiceError } from '../services/service-errors.js';

const roomParams = z.object({ room: roomIdSchema });
type RoomParams = z.infer<typeof roomParams>;
const photoParams = z.object({
  room: roomIdSchema,
  pose: z.coerce
    .number()
    .int()
    .min(0)
    .max(ROOM_MAX_PEOPLE - 1),
});
type PhotoParams = z.infer<typeof photoParams>;
const photoQuery = z.object({ v: z.coerce.number().int().min(1) });
type PhotoQuery = z.infer<typeof photoQuery>;
/**
 * Ending the room: `letter`, the letter the strip went out as, for everyone in it to open, with
 * its delete token in the `Letter-Token` header (only its sender has it).
 */
const closeQuery = z.object({ letter: sentLetterSchema.optional() });
type CloseQuery = z.infer<typeof closeQuery>;
const PHOTO_TYPES: readonly RoomPhotoType[] = ['image/jpeg', 'image/png'];
const isPhotoType = (type: string | undefined): type is RoomPhotoType =>
  (PHOTO_TYPES as readonly (string | undefined)[]).includes(type);

/** The participant token of an `Authorization: Bearer <token>` header, when of its shape. */
function bearerToken(request: FastifyRequest): string | null {
  const token = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token && participantTokenSchema.safeParse(token).success ? token : null;
}

/**
 * The participant an `Authorization: Bearer <token>` header names in the room of the address;
 * 401 without a token of the right shape. Run as an onRequest hook, so a forged or removed
 * token is refused before an 8 MB body is read.
 */
function memberHook(
  rooms: RoomsService,
  members: WeakMap<FastifyRequest, RoomMember>,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const params = roomParams.safeParse(request.params);
    // A malformed address is the schema's to refuse, with its own words.
    if (!params.success) return;
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(
        401,
        'unauthorized',
        'Send your participant token as Authorization: Bearer <token>.',
      );
    }
    members.set(request, await rooms.member(params.data.room, token, new Date()));
  };
}

/** The member memberHook found (it ran before the handler, or the request was refused). */
function memberFound(
  members: WeakMap<FastifyRequest, RoomMember>,
  request: FastifyRequest,
): RoomMember {
  const member = members.get(request);
  if (!member) throw new Error('memberHook did not run');
  return member;
}

/**
 * Refuses a pose that is not the member's (RoomsService.checkPose) before the photo is read;
 * runs after memberHook.
 */
function poseHook(
  rooms: RoomsService,
  members: WeakMap<FastifyRequest, RoomMember>,
): onRequestAsyncHookHandler {
  return async (request) => {
    const params = photoParams.safeParse(request.params);
    if (!params.success) return;
    await rooms.checkPose(memberFound(members, request), params.data.pose, new Date());
  };
}

export function roomRoutes(
  app: FastifyInstance,
  config: AppConfig,
  rooms: RoomsService,
  /** Shared with strips and videos: together they hold at most UPLOADS_IN_FLIGHT bodies. */
  places: UploadPlaces,
): void {
  // Registered in this route's own context (app.register), so photo bodies are accepted here only.
  app.addContentTypeParser(
    [...PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: ROOM_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const members = new WeakMap<FastifyRequest, RoomMember>();
  const authenticate = memberHook(rooms, members);
  // A room ends in at most one letter: rooms and joins have the letters' budget, each its own.
  const joinsRateLimit = {
    rateLimit: { max: config.rateLimits.lettersPerHour, timeWindow: '1 hour' },
  };

  app.post<{ Body: CreateRoomRequest }>(
    apiPaths.rooms,
    {
      config: joinsRateLimit,
      schema: { body: createRoomRequestSchema, response: { 201: joinedRoomSchema } },
    },
    async (request, reply) => {
      const joined = await rooms.create(request.body, new Date(), clientKey(request.ip));
      return reply.code(201).header('cache-control', 'no-store').send(joined);
    },
  );

  app.get<{ Params: RoomParams }>(
    apiPaths.room,
    { schema: { params: roomParams, response: { 200: roomStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { room } = request.params;
      try {
        return await rooms.state(room, new Date());
      } catch (error) {
        // A phone that was in the room when it ended (its token says so) is told the letter
        // again: reloaded, it can still open it.
        const token = bearerToken(request);
        if (!(error instanceof ServiceError) || error.kind !== 'room_closed' || !token) throw error;
        const letter = await rooms.endedLetter(room, token);
        if (letter === null) throw error;
        const { status, body } = toErrorAnswer(error);
        return reply.code(status).send({ ...body, letter });
      }
    },
  );

  app.post<{ Params: RoomParams; Body: JoinRoomRequest }>(
    apiPaths.roomParticipants,
    {
      config: joinsRateLimit,
      schema: {
        params: roomParams,
        body: joinRoomRequestSchema,
        response: { 201: joinedRoomSchema },
      },
    },
    async (request, reply) => {
      const joined = await rooms.join(
        request.params.room,
        request.body,
        new Date(),
        clientKey(request.ip),
      );
      return reply.code(201).header('cache-control', 'no-store').send(joined);
    },
  );

  app.put<{ Params: PhotoParams }>(
    apiPaths.roomPhoto,
    {
      bodyLimit: ROOM_PHOTO_MAX_BYTES,
      onRequest: [
        authenticate,
        poseHook(rooms, members),
        inFlightHook(places.all, places.perAddress),
      ],
      preParsing: minimumRateHook(config.uploadMinimumRate),
      // Six friends at one party share an address, each with retakes: six times the uploads'.
      config: {
        rateLimit: {
          max: config.rateLimits.uploadsPerHour * ROOM_MAX_PEOPLE,
          timeWindow: '1 hour',
        },
      },
      schema: { params: photoParams, response: { 200: z.object({ photo: roomPhotoSchema }) } },
    },
    async (request) => {
      const member = memberFound(members, request);
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (!isPhotoType(type) || !Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the photo as image/jpeg or image/png.',
        );
      }
      const photo = await rooms.putPhoto(
        member,
        request.params.pose,
        request.body,
        new Date(),
        type,
      );
      return { photo };
    },
  );

  app.get<{ Params: PhotoParams; Querystring: PhotoQuery }>(
    apiPaths.roomPhoto,
    { schema: { params: photoParams, querystring: photoQuery } },
    async (request, reply) => {
      const { room, pose } = request.params;
      const bytes = await rooms.photo(room, pose, request.query.v);
      // A version never changes (a retake is the next one); only those with the link see it.
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.delete<{ Params: RoomParams; Querystring: CloseQuery }>(
    apiPaths.room,
    {
      onRequest: authenticate,
      config: joinsRateLimit,
      schema: { params: roomParams, querystring: closeQuery },
    },
    async (request, reply) => {
      const { letter } = request.query;
      // The letter's delete token proves the closer sent it: nobody points the others at
      // someone else's letter.
      const deleteToken = request.headers['letter-token'];
      const sent =
        letter === undefined
          ? undefined
          : { id: letter, deleteToken: typeof deleteToken === 'string' ? deleteToken : '' };
      await rooms.close(memberFound(members, request), sent);
      return reply.code(204).send();
    },
  );
}
