/** Headers every answer carries: a strict CSP, nosniff, a referrer policy, no framing. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

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
    // The service worker (/sw.js) and the strip workers; the web app manifest.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers of every answer, also of the ones Fastify's routing never sees (a bad URL, a
 * request cut off by a timeout). HSTS only when the public address is https: sent over plain
 * http to localhost it would pin a developer's browser to https.
 */
export function securityHeaderValues(
  config: Pick<AppConfig, 'analyticsScriptUrl' | 'publicUrl'>,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(config.publicUrl?.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000' }
      : {}),
  };
}

export function securityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaderValues(config);
  // A callback, not an async function: every answer runs it, and a promise per answer costs
  // more than these headers (more still on Node 20 once React's renderer turns async hooks on).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
