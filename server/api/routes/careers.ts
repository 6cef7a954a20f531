import type { FastifyInstance } from 'fastify';
import { listCareers, type StoredCareer } from '../../db/careers.js';
import type { Database } from '../../db/database.js';
import { API_ROUTES, careersResponseSchema, type Career } from '../../../src/shared/api-contract.js';

function toItem(career: StoredCareer): Career {
  const item: Career = { _id: career.id, jobTitle: career.jobTitle };
  if (career.location) item.location = career.location;
  if (career.employmentType) item.employmentType = career.employmentType;
  if (career.experience) item.experience = career.experience;
  if (career.description) item.description = career.description;
  return item;
}

/** GET /getAllCareers: open positions, newest first. */
export async function careerRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get(`/${API_ROUTES.careers}`, { schema: { response: careersResponseSchema } }, async () => ({
    message: 'Success',
    data: listCareers(options.db).map(toItem),
  }));
}
