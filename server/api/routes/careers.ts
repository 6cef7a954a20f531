import type { FastifyInstance } from 'fastify';
import { careerItem, listCareers } from '../../db/careers.js';
import type { Database } from '../../db/database.js';
import { API_ROUTES, careersResponseSchema } from '../../../src/shared/api-contract.js';

/** GET /getAllCareers: open positions, newest first. */
export async function careerRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get(`/${API_ROUTES.careers}`, { schema: { response: careersResponseSchema } }, async () => ({
    message: 'Success',
    data: listCareers(options.db).map(careerItem),
  }));
}
