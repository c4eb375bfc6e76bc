import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

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

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Without PUBLIC_URL, links take their origin from the request's Host header. On this machine
 * only that is fine; reachable from elsewhere, a forged Host (or a proxy that passes it on)
 * decides the address in the share links a visitor copies.
 */
export function publicUrlWarning(config: Pick<AppConfig, 'publicUrl' | 'host'>): string | null {
  if (config.publicUrl || isLoopbackHost(config.host)) return null;
  return (
    `PUBLIC_URL is not set and the server listens on ${config.host}: share links take their ` +
    "origin from each request's Host header. Set PUBLIC_URL to the booth's address " +
    '(e.g. https://booth.example.com).'
  );
}
