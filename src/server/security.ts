/** Headers every answer carries: a strict CSP, nosniff, a referrer policy, no framing. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * Our own origin only, except that an external analytics script (ANALYTICS_SCRIPT_URL) may
 * load from its origin and report back to it.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'analyticsScriptUrl'>): string {
  const analytics = config.analyticsScriptUrl
    ? ` ${new URL(config.analyticsScriptUrl).origin}`
    : '';
  return [
    "default-src 'self'",
    `script-src 'self'${analytics}`,
    // React and the emoji picker set inline styles; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${analytics}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(app: FastifyInstance, config: AppConfig): void {
  const policy = contentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-request-id', request.id);
  });
}
