/** POST /api/ai/decorations: a frame colour and three stickers for a theme. */
import type { FastifyInstance } from 'fastify';
import type { DecorationsRequest, DecorationsResponse } from '../../model/api.js';
import { apiPaths, decorationsRequestSchema, decorationsResponseSchema } from '../../model/api.js';
import type { DecorationProvider } from '../ai/provider.js';
import type { AppConfig } from '../config.js';
import { publicOrigin } from '../http/public-url.js';

export function aiRoutes(
  app: FastifyInstance,
  config: AppConfig,
  provider: DecorationProvider,
): void {
  app.post<{ Body: DecorationsRequest }>(
    apiPaths.aiDecorations,
    {
      config: { rateLimit: { max: config.rateLimits.aiPerMinute, timeWindow: '1 minute' } },
      schema: { body: decorationsRequestSchema, response: { 200: decorationsResponseSchema } },
    },
    async (request) => {
      const { theme } = request.body;
      const { frameColor, stickerNames } = await provider.suggest(theme);
      const origin = publicOrigin(config, request);
      const answer: DecorationsResponse = {
        frameColor,
        stickers: stickerNames.map((name) => `${origin}/stickers/${name}`),
      };
      return answer;
    },
  );
}
