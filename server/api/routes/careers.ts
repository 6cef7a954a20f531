import type { FastifyInstance } from 'fastify';
import { listCareers, type StoredCareer } from '../../db/careers.js';
import type { Database } from '../../db/database.js';
import { careersResponseSchema, type CareerItem } from '../schemas/career.js';

function toItem(career: StoredCareer): CareerItem {
  const item: CareerItem = { _id: career.id, jobTitle: career.jobTitle };
  if (career.location) item.location = career.location;
  if (career.employmentType) item.employmentType = career.employmentType;
  if (career.experience) item.experience = career.experience;
  if (career.description) item.description = career.description;
  return item;
}

/** GET /getAllCareers: open positions, newest first. */
export async function careerRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get('/getAllCareers', { schema: { response: careersResponseSchema } }, async () => ({
    message: 'Success',
    data: listCareers(options.db).map(toItem),
  }));
}
