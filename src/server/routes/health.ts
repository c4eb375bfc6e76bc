/**
 * GET /healthz: liveness, 200 while the process can answer at all.
 * GET /readyz: readiness, whether every backend this instance needs answers within 1 s; a
 * load balancer sends visitors only to a ready instance. A backend the instance can serve
 * without (Redis: the rate limits fail open) makes it `degraded`, still 200: an outage of the
 * counters must not take every instance out of the proxy's pool at once.
 */
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  /** What an operator reads in `failing` or `degraded`: database, bucket, disk, redis. */
  name: string;
  ping(): Promise<unknown>;
  /** Down, the instance still serves visitors, with less: readiness answers 200 degraded. */
  optional?: boolean;
}

export const READINESS_TIMEOUT_MS = 1_000;

/** The names of the checks that failed or did not answer within `timeoutMs`. */
export async function failingChecks(
  checks: readonly ReadinessCheck[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<string[]> {
  const results = await Promise.all(
    checks.map(async (check) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs);
      });
      try {
        await Promise.race([check.ping(), timeout]);
        return null;
      } catch {
        return check.name;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results.filter((name): name is string => name !== null);
}

export type ReadinessAnswer =
  | { statusCode: 200; body: { status: 'ready' } }
  | { statusCode: 200; body: { status: 'degraded'; degraded: string[] } }
  | {
      statusCode: 503;
      body: {
        status: 'unavailable';
        failing: string[];
        degraded?: string[];
        error: string;
        code: 'unavailable';
      };
    };

/** What /readyz answers when the checks named in `failing` are down. */
export function readinessAnswer(
  checks: readonly ReadinessCheck[],
  failing: readonly string[],
): ReadinessAnswer {
  const optional = new Set(checks.filter((check) => check.optional).map((check) => check.name));
  const required = failing.filter((name) => !optional.has(name));
  const degraded = failing.filter((name) => optional.has(name));
  if (required.length > 0) {
    return {
      statusCode: 503,
      body: {
        status: 'unavailable',
        failing: required,
        ...(degraded.length > 0 ? { degraded } : {}),
        error: `Not ready: ${required.join(', ')} cannot be reached.`,
        code: 'unavailable',
      },
    };
  }
  if (degraded.length > 0) return { statusCode: 200, body: { status: 'degraded', degraded } };
  return { statusCode: 200, body: { status: 'ready' } };
}

export function healthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const { statusCode, body } = readinessAnswer(checks, await failingChecks(checks));
    if (body.status === 'ready') return body;
    // Not wholly ready: the next check must reach us, not a cache.
    reply.header('cache-control', 'no-store');
    return reply.code(statusCode).send(body);
  });
}
