import { createHash } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { createEnquiryWriter } from '../../db/enquiries.js';
import { safeErrorHandler } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import type { Notify } from '../notify.js';
import { spamReasons } from '../spam.js';
import { RequestProblems } from '../strict-json.js';
import {
  API_ROUTES,
  enquiryBodySchema,
  enquiryHeadersSchema,
  enquiryResponseSchema,
  type Enquiry,
  type EnquiryBody,
  type EnquiryHeaders,
} from '../../../src/shared/api-contract.js';
import type { RateLimitSettings } from '../../config.js';

export interface EnquiryRoutesOptions {
  db: Database;
  notify: Notify | null;
  rateLimit: RateLimitSettings | false;
}

const BODY_LIMIT = 32 * 1024;

function requestHash(enquiry: Enquiry): string {
  const { fullName, customerLastName, email, phone, type, description, address } = enquiry;
  return createHash('sha256')
    .update(JSON.stringify([fullName, customerLastName, email, phone, type, description, address]))
    .digest('hex');
}

function enquiryErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Schema failures and undecodable bodies alike are answered by safeErrorHandler, as "Invalid enquiry".
  const problems = error.validation ? fieldErrors(error.validation, error.validationContext) : error instanceof RequestProblems ? error.problems : undefined;
  return safeErrorHandler(problems ? new RequestProblems('Invalid enquiry', problems) : error, request, reply);
}

/** POST /addCustomerContacts: the website's enquiry form. */
export async function enquiryRoutes(app: FastifyInstance, options: EnquiryRoutesOptions): Promise<void> {
  const { db, notify } = options;
  const saveEnquiry = createEnquiryWriter(db);
  // Enquiries stored by a request, to notify about once its answer has gone out.
  const toNotify = new WeakMap<FastifyRequest, { id: string; enquiry: Enquiry }>();

  app.post<{ Body: EnquiryBody; Headers: EnquiryHeaders }>(
    `/${API_ROUTES.enquiries}`,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: enquiryBodySchema, headers: enquiryHeadersSchema, response: enquiryResponseSchema },
      config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
      errorHandler: enquiryErrorHandler,
      onResponse: async (request) => {
        const stored = toNotify.get(request);
        if (!stored || !notify) return;
        // Not awaited: a slow or broken mail server must not hold anything up; the enquiry is already safe.
        notify(stored.id, stored.enquiry).catch((error: unknown) => request.log.error({ err: error, enquiryId: stored.id }, 'enquiry notification failed'));
      },
    },
    async (request, reply) => {
      const { website, elapsedMs, ...enquiry } = request.body;
      // Suspected spam gets the same answer as any enquiry (a bot learns nothing to adapt to) and is stored with
      // its reasons, but not mailed: staff see it apart and can release it if a person was caught.
      const spam = spamReasons(enquiry, { website, elapsedMs });
      const result = await saveEnquiry(enquiry, {
        idempotencyKey: request.headers['idempotency-key'],
        requestHash: requestHash(enquiry),
        ip: request.ip,
        spam,
      });
      if (result.kind === 'conflict') {
        return reply.code(409).send({ message: 'This Idempotency-Key was already used for a different enquiry.' });
      }
      if (result.kind === 'created' && spam.length === 0) toNotify.set(request, { id: result.id, enquiry });
      if (spam.length > 0) request.log.info({ enquiryId: result.id, spam }, 'enquiry stored as suspected spam');
      return reply.code(201).send({ message: 'Success', data: { _id: result.id } });
    },
  );
}
