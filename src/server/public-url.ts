import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * The origin links are made with: PUBLIC_URL when set, else the request's own,
 * normalised as URL does it (no default port), so addresses compare equal.
 */
export function publicOrigin(config: AppConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}
