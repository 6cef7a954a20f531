import { API_ROUTES } from '../../../src/shared/api-contract.js';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';

/** GET /health: 200 only while the database answers. */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get(`/${API_ROUTES.health}`, async (request, reply) => {
    try {
      options.db.prepare('SELECT 1').get();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
