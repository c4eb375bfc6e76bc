/**
 * GET /healthz: liveness, 200 while the process can answer at all.
 * GET /readyz: readiness, whether every backend this instance needs answers within 1 s; a
 * load balancer sends visitors only to a ready instance.
 */
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  /** What an operator reads in `failing`: database, bucket, disk, redis. */
  name: string;
  ping(): Promise<unknown>;
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

export function healthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const failing = await failingChecks(checks);
    if (failing.length === 0) return { status: 'ready' };
    reply.header('cache-control', 'no-store');
    return reply.code(503).send({
      status: 'unavailable',
      failing,
      error: `Not ready: ${failing.join(', ')} cannot be reached.`,
      code: 'unavailable',
    });
  });
}
