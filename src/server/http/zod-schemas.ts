/**
 * Route schemas are the contract's zod schemas (src/model/api.ts): Fastify validates `params`,
 * `body` and `querystring` with them before the handler runs (the handler gets the parsed
 * value, trimmed and typed), and writes `response` with them, so nothing outside the contract
 * is ever answered.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { invalidRequest } from './errors.js';

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';
}

export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
    return (data: unknown) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: invalidRequest(result.error) };
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
    return (data: unknown) => JSON.stringify(schema.parse(data));
  });
}
